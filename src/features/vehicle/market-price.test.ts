import { describe, expect, it } from "vitest";
import { belowMarket } from "./market-price";

describe("below-market indicator", () => {
  it("shows when the price is at least 500 under the average market price", () => {
    expect(belowMarket(20_000, { average_market_price: 20_500, state_average_market_price: null })).toEqual({
      saving: 500,
      basis: "national",
      average: 20_500,
    });
    expect(belowMarket(20_000, { average_market_price: 23_000, state_average_market_price: null })).toEqual({
      saving: 3000,
      basis: "national",
      average: 23_000,
    });
  });
  it("does not show when the price is less than 500 under, at or above the average", () => {
    expect(belowMarket(20_000, { average_market_price: 20_499, state_average_market_price: null })).toBeNull();
    expect(belowMarket(20_000, { average_market_price: 20_000, state_average_market_price: null })).toBeNull();
    expect(belowMarket(25_000, { average_market_price: 20_000, state_average_market_price: null })).toBeNull();
  });
  it("prefers the state average when present", () => {
    expect(belowMarket(20_000, { average_market_price: 21_000, state_average_market_price: 22_000 })).toEqual({
      saving: 2000,
      basis: "state",
      average: 22_000,
    });
  });
  it("does not fall back to the national average when the state average gives no saving", () => {
    expect(belowMarket(20_000, { average_market_price: 25_000, state_average_market_price: 20_200 })).toBeNull();
  });
  it("uses the national average when the state average is missing or zero", () => {
    expect(belowMarket(20_000, { average_market_price: 21_000, state_average_market_price: 0 })?.basis).toBe(
      "national",
    );
  });
  it("never qualifies a price of 10 or less", () => {
    expect(belowMarket(10, { average_market_price: 20_000, state_average_market_price: 20_000 })).toBeNull();
    expect(belowMarket(0, { average_market_price: 20_000, state_average_market_price: null })).toBeNull();
    expect(belowMarket(11, { average_market_price: 20_000, state_average_market_price: null })?.saving).toBe(19_989);
  });
  it("does not show without market data", () => {
    expect(belowMarket(20_000, null)).toBeNull();
    expect(belowMarket(20_000, { average_market_price: null, state_average_market_price: null })).toBeNull();
  });
});
