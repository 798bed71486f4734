import { describe, expect, it } from "vitest";
import {
  FINANCEABLE_PRICE_ABOVE,
  financeablePrice,
  isAvailable,
  isRealPrice,
  PRICE_SHOWN_ABOVE,
  qualifies,
  reserveEligible,
  reserveOffer,
  SELLABLE_PRICE_ABOVE,
  showsPrice,
} from "./vehicle-rules";

describe("vehicle rules", () => {
  it("takes a price of 10 or less for a placeholder, not a price", () => {
    expect(PRICE_SHOWN_ABOVE).toBe(10);
    expect(isRealPrice(11)).toBe(true);
    expect(isRealPrice(10)).toBe(false);
    expect(isRealPrice(0)).toBe(false);
    expect(isRealPrice(-5)).toBe(false);
    expect(isRealPrice(null)).toBe(false);
    expect(isRealPrice(undefined)).toBe(false);
    expect(isRealPrice(Number.NaN)).toBe(false);
    expect(isRealPrice(Number.POSITIVE_INFINITY)).toBe(false);
  });
  it("shows the price only if above 10", () => {
    expect(showsPrice({ price: 24_990 })).toBe(true);
    expect(showsPrice({ price: 11 })).toBe(true);
    expect(showsPrice({ price: 10 })).toBe(false);
  });
  it("counts in_stock and coming_soon as available, anything else as sold", () => {
    expect(isAvailable("in_stock")).toBe(true);
    expect(isAvailable("coming_soon")).toBe(true);
    expect(isAvailable("sold")).toBe(false);
    expect(isAvailable("archived")).toBe(false);
  });
  it("qualifies an available car priced over 200", () => {
    expect(SELLABLE_PRICE_ABOVE).toBe(200);
    expect(qualifies({ status: "in_stock", price: 201 })).toBe(true);
    expect(qualifies({ status: "coming_soon", price: 15_000 })).toBe(true);
  });
  it("does not qualify a car priced at 200 or less", () => {
    expect(qualifies({ status: "in_stock", price: 200 })).toBe(false);
    expect(qualifies({ status: "in_stock", price: 0 })).toBe(false);
  });
  it("does not qualify a car that is not available", () => {
    expect(qualifies({ status: "sold", price: 15_000 })).toBe(false);
  });
  it("makes a car reserve-eligible only when the site shows the button and the car is in_stock, not reserved and priced over 200", () => {
    const eligible = { status: "in_stock", reserved: false, price: 15_000 };
    expect(reserveEligible(eligible, true)).toBe(true);
    expect(reserveEligible(eligible, false)).toBe(false);
    expect(reserveEligible({ ...eligible, status: "coming_soon" }, true)).toBe(false);
    expect(reserveEligible({ ...eligible, status: "sold" }, true)).toBe(false);
    expect(reserveEligible({ ...eligible, reserved: true }, true)).toBe(false);
    expect(reserveEligible({ ...eligible, price: 200 }, true)).toBe(false);
    expect(reserveEligible({ ...eligible, price: 201 }, true)).toBe(true);
  });
  it("offers reserving a reserve-eligible car, and says it is being reserved instead while another hold waits for its deposit", () => {
    const car = { status: "in_stock", reserved: false, price: 15_000, beingReserved: false };
    expect(reserveOffer(car, true)).toBe("reserve");
    expect(reserveOffer({ ...car, beingReserved: true }, true)).toBe("being-reserved");
    expect(reserveOffer({ ...car, beingReserved: true }, false)).toBe("none");
    expect(reserveOffer({ ...car, beingReserved: true, reserved: true }, true)).toBe("none");
    expect(reserveOffer({ ...car, price: 200 }, true)).toBe("none");
  });
  it("lets lenders that quote repayments finance only a price above 500", () => {
    expect(FINANCEABLE_PRICE_ABOVE).toBe(500);
    expect(financeablePrice(501)).toBe(true);
    expect(financeablePrice(500)).toBe(false);
  });
});
