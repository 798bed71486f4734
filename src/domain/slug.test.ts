import { describe, expect, it } from "vitest";
import { toSlug } from "./slug";

describe("slugs", () => {
  it("joins lower-case words with hyphens and drops everything else", () => {
    expect(toSlug("2021 Toyota RAV4 GXL HTU10001")).toBe("2021-toyota-rav4-gxl-htu10001");
    expect(toSlug("Mercedes-Benz")).toBe("mercedes-benz");
    expect(toSlug("  Ténéré 700! ")).toBe("tenere-700");
  });
});
