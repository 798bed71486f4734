import { describe, expect, it } from "vitest";
import { expiresOnLabel, flowView, offerExpiry, reducedPrice, valuationEligible } from "./trade-in-flow";

const madeAt = new Date("2026-11-25T03:00:00Z");
const offer = { price: 20_000, madeAt: madeAt.toISOString(), expiresAt: offerExpiry(madeAt).toISOString() } as const;
const flow = { state: "offered" as const, offer: { ...offer, comparables: 3, assumptions: [] } };

describe("trade-in flow rules", () => {
  it("an offer is valid only while its expiry date is in the future", () => {
    expect(offer.expiresAt).toBe("2026-12-02T03:00:00.000Z"); // 7 days
    expect(flowView(flow, new Date("2026-12-02T02:59:59Z"))).toBe("offer");
    expect(flowView(flow, new Date("2026-12-02T03:00:00Z"))).toBe("expired");
  });
  it("an offer's validity can be shortened for demos and tests", () => {
    expect(offerExpiry(madeAt, 10).toISOString()).toBe("2026-11-25T03:00:10.000Z");
  });
  it("reads 'Expires on {date}' with the date in the site's time zone", () => {
    // 23:30 UTC on 1 December is already 2 December in Sydney.
    const late = new Date("2026-12-01T23:30:00Z");
    expect(expiresOnLabel(late, "Australia/Sydney")).toBe("Expires on Wednesday 2 December 2026");
    expect(expiresOnLabel(late, "Australia/Perth")).toBe("Expires on Wednesday 2 December 2026");
    expect(expiresOnLabel(new Date("2026-12-01T15:00:00Z"), "Australia/Perth")).toBe(
      "Expires on Tuesday 1 December 2026",
    );
  });
  it("shows each state's step, whatever the offer says", () => {
    for (const state of ["vehicle", "answers", "appraisal", "accepted"] as const)
      expect(flowView({ state, offer: null }, madeAt)).toBe(state);
    expect(flowView({ state: "offered", offer: null }, madeAt)).toBe("expired"); // no offer stored: never acceptable
  });
  it("reducedPrice is the price minus the offer, never below zero", () => {
    expect(reducedPrice(32_990, 14_500)).toBe(18_490);
    expect(reducedPrice(9_000, 14_500)).toBe(0);
  });
  it("valuation service eligibility: feature on, in stock, not sold, not reserved, priced over 200", () => {
    const car = { status: "in_stock", reserved: false, price: 201 };
    expect(valuationEligible(true, car)).toBe(true);
    expect(valuationEligible(false, car)).toBe(false);
    expect(valuationEligible(true, { ...car, price: 200 })).toBe(false);
    expect(valuationEligible(true, { ...car, reserved: true })).toBe(false);
    expect(valuationEligible(true, { ...car, status: "sold" })).toBe(false);
    expect(valuationEligible(true, { ...car, status: "coming_soon" })).toBe(false);
  });
});
