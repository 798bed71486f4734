import { describe, expect, it } from "vitest";
import { chooseFormat } from "./image-format";

const CHROME = "image/avif,image/webp,image/apng,image/svg+xml,image/*,*/*;q=0.8";
const SAFARI_15 = "image/webp,image/png,image/svg+xml,image/*;q=0.8,video/*;q=0.8,*/*;q=0.5";

describe("image format by Accept", () => {
  it("answers AVIF when the browser accepts it, else WebP", () => {
    expect(chooseFormat(CHROME, false)).toBe("avif");
    expect(chooseFormat(SAFARI_15, false)).toBe("webp");
  });

  it("falls back to JPEG, or PNG for a source with transparency, when neither is named", () => {
    expect(chooseFormat(null, false)).toBe("jpeg");
    expect(chooseFormat("*/*", false)).toBe("jpeg");
    expect(chooseFormat("image/*", true)).toBe("png");
  });

  it("takes q=0 as a refusal", () => {
    expect(chooseFormat("image/avif;q=0, image/webp", false)).toBe("webp");
    expect(chooseFormat("image/avif; q=0.0,image/webp;q=0", false)).toBe("jpeg");
    expect(chooseFormat("IMAGE/AVIF;Q=0.5", false)).toBe("avif");
  });
});
