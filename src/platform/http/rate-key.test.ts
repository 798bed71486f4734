import { describe, expect, it } from "vitest";
import { siteRateKey } from "./rate-key";

describe("rate-limit keys", () => {
  it("builds keys from site and client that cannot collide across sites", () => {
    expect(siteRateKey("a", 1)).toBe("1:a");
    expect(siteRateKey("2:a", 1)).not.toBe(siteRateKey("a", 12));
  });
});
