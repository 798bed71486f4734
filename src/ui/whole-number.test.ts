import { afterEach, describe, expect, it, vi } from "vitest";
import { wholeNumber } from "./whole-number";

describe("wholeNumber: a whole number grouped in threes by commas, as toLocaleString('en-AU') writes it", () => {
  it("matches toLocaleString('en-AU') for whole numbers of every length and sign", () => {
    const samples = [0, 1, 9, 10, 99, 100, 999, 1000, 1001, 12345, 99999, 100000, 999999, 1000000, 1234567, 45990];
    for (const n of [...samples, ...samples.map((s) => -s).filter((s) => s !== 0)]) {
      expect(wholeNumber(n), String(n)).toBe(n.toLocaleString("en-AU"));
    }
    for (let exponent = 0; exponent <= 15; exponent++) {
      const n = 7 * 10 ** exponent + 123;
      expect(wholeNumber(n)).toBe(n.toLocaleString("en-AU"));
    }
    expect(wholeNumber(Number.MAX_SAFE_INTEGER)).toBe("9,007,199,254,740,991");
  });

  afterEach(() => vi.restoreAllMocks());

  it("groups without the Intl API (written out, so a browser need not load locale data for it)", () => {
    const intl = vi.spyOn(Number.prototype, "toLocaleString").mockImplementation(() => {
      throw new Error("Intl used");
    });
    expect(wholeNumber(1234567)).toBe("1,234,567");
    expect(wholeNumber(-1000)).toBe("-1,000");
    expect(intl).not.toHaveBeenCalled();
  });

  it("leaves fractions and values that are not numbers to toLocaleString", () => {
    expect(wholeNumber(1234.5)).toBe((1234.5).toLocaleString("en-AU"));
    expect(wholeNumber(Number.NaN)).toBe(Number.NaN.toLocaleString("en-AU"));
    expect(wholeNumber(Number.POSITIVE_INFINITY)).toBe(Number.POSITIVE_INFINITY.toLocaleString("en-AU"));
  });
});
