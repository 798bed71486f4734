import { describe, expect, it } from "vitest";
import {
  canChange,
  dealerDecision,
  depositLabel,
  effectiveState,
  holdEnd,
  holdsCar,
  holdSecondsFor,
  paymentWindowEnd,
  payPageExpiry,
  refundTermsFor,
  shopperCanCancel,
  timeLeft,
  type ReservationState,
} from "./reserve-rules";

const at = (iso: string) => new Date(iso);

describe("the hold is absolute time from the deposit's authorisation", () => {
  it("holds 48 hours from payment", () => {
    expect(holdEnd(at("2026-11-25T01:00:00Z"), 48).toISOString()).toBe("2026-11-27T01:00:00.000Z");
  });
  it("still holds 48 real hours across Sydney's daylight-saving start (the wall clock moves one hour more)", () => {
    // Saturday 3 October 2026 10:00 AEST; clocks go forward at 2:00 on Sunday 4 October.
    const end = holdEnd(at("2026-10-03T00:00:00Z"), 48);
    expect(end.getTime() - at("2026-10-03T00:00:00Z").getTime()).toBe(48 * 3_600_000);
  });
  it("uses the site's hold hours unless the operator set RESERVE_HOLD_SECONDS_BY_SITE for the site", () => {
    expect(holdSecondsFor({ holdHours: 48 }, undefined)).toBe(172_800);
    expect(holdSecondsFor({ holdHours: 48 }, 60)).toBe(60);
  });
  it("keeps the payment window longer than the payment page, which outlasts Stripe's 30-minute minimum", () => {
    const start = at("2026-11-25T01:00:00Z");
    expect(payPageExpiry(start).getTime() - start.getTime()).toBeGreaterThanOrEqual(30 * 60_000);
    expect(paymentWindowEnd(start).getTime()).toBeGreaterThan(payPageExpiry(start).getTime());
  });
});

describe("state changes", () => {
  it("lets a waiting reservation be held, fail or be cancelled, and a held one be confirmed, released, expire or be cancelled", () => {
    expect(canChange("pending_payment", "held")).toBe(true);
    expect(canChange("pending_payment", "payment_failed")).toBe(true);
    expect(canChange("held", "confirmed")).toBe(true);
    expect(canChange("held", "released")).toBe(true);
    expect(canChange("held", "expired")).toBe(true);
    expect(canChange("held", "cancelled")).toBe(true);
  });
  it("never leaves an end state, and never skips the payment", () => {
    const ends: ReservationState[] = ["confirmed", "released", "expired", "cancelled", "payment_failed"];
    for (const from of ends) expect(canChange(from, "held")).toBe(false);
    expect(canChange("pending_payment", "confirmed")).toBe(false);
    expect(canChange("confirmed", "released")).toBe(false);
  });
  it("reads a live hold past its end as expired (and an unpaid one as failed) before the worker records it", () => {
    const endsAt = at("2026-11-27T01:00:00Z");
    expect(effectiveState({ state: "held", endsAt }, at("2026-11-27T00:59:00Z"))).toBe("held");
    expect(effectiveState({ state: "held", endsAt }, at("2026-11-27T01:00:00Z"))).toBe("expired");
    expect(effectiveState({ state: "pending_payment", endsAt }, at("2026-11-27T01:00:00Z"))).toBe("payment_failed");
    expect(effectiveState({ state: "cancelled", endsAt }, at("2026-11-26T01:00:00Z"))).toBe("cancelled");
  });
  it("lets the shopper cancel only while the hold keeps the car", () => {
    const endsAt = at("2026-11-27T01:00:00Z");
    expect(shopperCanCancel({ state: "held", endsAt }, at("2026-11-26T00:00:00Z"))).toBe(true);
    expect(shopperCanCancel({ state: "held", endsAt }, at("2026-11-27T02:00:00Z"))).toBe(false);
    expect(shopperCanCancel({ state: "confirmed", endsAt }, at("2026-11-26T00:00:00Z"))).toBe(false);
    expect(holdsCar({ state: "pending_payment", endsAt }, at("2026-11-26T00:00:00Z"))).toBe(true);
  });
});

describe("what the pages say", () => {
  it("says the time left in days and hours, or hours and minutes, never below zero", () => {
    const now = at("2026-11-25T01:00:00Z");
    expect(timeLeft(at("2026-11-27T01:00:00Z"), now)).toBe("2 days");
    expect(timeLeft(at("2026-11-26T04:30:00Z"), now)).toBe("1 day 3 hours");
    expect(timeLeft(at("2026-11-25T02:05:00Z"), now)).toBe("1 hour 5 minutes");
    expect(timeLeft(at("2026-11-25T00:00:00Z"), now)).toBe("less than a minute");
  });
  it("shows the deposit in dollars ($200 by default)", () => {
    expect(depositLabel(20_000)).toBe("$200");
    expect(depositLabel(150_050)).toBe("$1500.50");
  });
  it("shows Queensland's refund terms for a car sold in Queensland, and the default elsewhere", () => {
    const terms = { default: "Default terms", byState: { qld: "Queensland terms" } };
    expect(refundTermsFor(terms, "QLD")).toBe("Queensland terms");
    expect(refundTermsFor(terms, "qld")).toBe("Queensland terms");
    expect(refundTermsFor(terms, "WA")).toBe("Default terms");
    expect(refundTermsFor(terms, null)).toBe("Default terms");
  });
});

describe("the dealer's decision on a held car (signed link or console alike)", () => {
  it("confirming captures the deposit and marks the car sold; releasing refunds it and keeps the reason", () => {
    expect(dealerDecision("confirm")).toMatchObject({
      from: ["held"],
      to: "confirmed",
      payment: "capture",
      markSold: true,
    });
    expect(dealerDecision("release", "finance fell through")).toMatchObject({
      from: ["held"],
      to: "released",
      payment: "cancel",
      note: "released by the dealer: finance fell through",
      requireLive: true,
    });
    expect(dealerDecision("release").note).toBe("released by the dealer");
  });
});
