import { describe, expect, it } from "vitest";
import type { LeadRecord } from "@/domain/lead-types";
import { leadAtStep, type FlowFacts } from "./trade-in-lead";

const snapshot = {
  category: "Trade-In",
  subcategory: "1. Lead Captured",
  answers: { "Preferred contact method": "SMS" },
  formCompleted: false,
  offerAccepted: false,
  adjustmentAnswers: {},
  tradeIn: null,
  rego: null,
  regoState: null,
} as unknown as Omit<LeadRecord, "id" | "createdAt">;
const base: FlowFacts = {
  state: "vehicle",
  rego: null,
  regoState: null,
  vehicle: null,
  km: null,
  answers: null,
  offer: null,
  appraisalReason: null,
};
const vehicle = {
  source: "picked" as const,
  year: 2020,
  make: "Kia",
  model: "Cerato",
  badge: null,
  vin: null,
  colour: null,
  body: null,
  regoExpiry: null,
};
const answers = {
  body: "fair",
  interior: "good",
  tyres: "good",
  windscreen: "cracked",
  accidentDamage: "no",
  serviceHistory: "full",
  financeOwing: "no",
  modifications: "no",
  keys: "1",
};
const offer = {
  price: 14_200,
  madeAt: "2026-11-25T03:00:00.000Z",
  expiresAt: "2026-12-02T03:00:00.000Z",
  comparables: 4,
  assumptions: [],
};

describe("the trade-in lead at each step (one lead)", () => {
  it("stays '1. Lead Captured' and not completed until an offer or appraisal", () => {
    const lead = leadAtStep(snapshot, { ...base, rego: "ABC123", regoState: "WA", vehicle, state: "answers" });
    expect(lead).toMatchObject({
      subcategory: "1. Lead Captured",
      formCompleted: false,
      rego: "ABC123",
      regoState: "WA",
      tradeIn: { year: 2020, make: "Kia", model: "Cerato", rego: "ABC123" },
    });
  });
  it("carries the offer and the adjustment answers once made ('2. Offer Made')", () => {
    const lead = leadAtStep(snapshot, { ...base, vehicle, km: 61_000, answers, offer, state: "offered" });
    expect(lead.subcategory).toBe("2. Offer Made");
    expect(lead.tradeIn).toMatchObject({ km: 61_000, condition: "fair", offer: { price: 14_200 } });
    expect(lead.adjustmentAnswers).toMatchObject({
      Kilometres: "61,000",
      Windscreen: "Cracked",
      "Number of keys": "1",
    });
    expect(lead.answers).toMatchObject({ "Preferred contact method": "SMS" });
    expect(lead.answers["Instant offer"]).toMatch(/^\$14,200, subject to inspection/);
  });
  it("is '3. Offer Accepted', offer_accepted and form_completed once accepted", () => {
    const lead = leadAtStep(snapshot, { ...base, vehicle, km: 61_000, answers, offer, state: "accepted" });
    expect(lead).toMatchObject({ subcategory: "3. Offer Accepted", offerAccepted: true, formCompleted: true });
  });
  it("asks for an appraisal with the reason when no online estimate is made, and drops a withdrawn offer", () => {
    const offered = leadAtStep(snapshot, { ...base, vehicle, km: 61_000, answers, offer, state: "offered" });
    const lead = leadAtStep(offered, {
      ...base,
      vehicle,
      km: 161_000,
      answers,
      state: "appraisal",
      appraisalReason: "over 100,000 km",
    });
    expect(lead).toMatchObject({ subcategory: "2. Appraisal Requested", formCompleted: true, offerAccepted: false });
    expect(lead.answers).toEqual({ "Preferred contact method": "SMS", Appraisal: "over 100,000 km" });
    expect(lead.tradeIn?.offer).toBeNull();
  });
});
