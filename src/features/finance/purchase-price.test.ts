import { describe, expect, it } from "vitest";
import { isQuotablePrice } from "./purchase-price";

const PLATFORM = { min: 1000, max: 250_000 };
const TOYOTA = { min: 5000, max: 250_000 };

describe("quoting a purchase price (only the other inputs are clamped)", () => {
  it("quotes nothing for a price below the site's minimum: a $4,990 car where the minimum is $5,000", () => {
    expect(isQuotablePrice(4990, TOYOTA)).toBe(false);
    expect(isQuotablePrice(4990, PLATFORM)).toBe(true);
  });
  it("quotes nothing for a price above the maximum (the price is never clamped into range)", () => {
    expect(isQuotablePrice(250_001, PLATFORM)).toBe(false);
    expect(isQuotablePrice(300_000, TOYOTA)).toBe(false);
  });
  it("quotes the bounds themselves", () => {
    expect(isQuotablePrice(5000, TOYOTA)).toBe(true);
    expect(isQuotablePrice(250_000, TOYOTA)).toBe(true);
    expect(isQuotablePrice(1000, PLATFORM)).toBe(true);
  });
  it("quotes nothing for a price of 0 (amounts of 0 or below become 0) or one that is not a number", () => {
    expect(isQuotablePrice(0, PLATFORM)).toBe(false);
    expect(isQuotablePrice(Number.NaN, PLATFORM)).toBe(false);
    expect(isQuotablePrice(Number.POSITIVE_INFINITY, { min: 0, max: Number.POSITIVE_INFINITY })).toBe(false);
  });
});
