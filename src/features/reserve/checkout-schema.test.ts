import { describe, expect, it } from "vitest";
import { parseCheckout, parsePurchase, PICKUP_TIMES, REFUND_TERMS_MESSAGE } from "./checkout-schema";

const valid = {
  request_key: "abcdefghijklmnopqrstuvwx",
  name: "Jo Citizen",
  email: "jo@example.com",
  phone: "0400 000 123",
  postcode: "6000",
  refund_terms: "on",
};

describe("the checkout form", () => {
  it("takes a shopper's details and keeps the mobile in international form for the SMS", () => {
    const parsed = parseCheckout(valid);
    expect(parsed.ok && parsed.value.phone).toBe("+61400000123");
  });
  it("names each wrong field with its message", () => {
    const parsed = parseCheckout({ ...valid, name: " ", email: "jo@", phone: "02 5550 1234", postcode: "60" });
    expect(parsed.ok).toBe(false);
    if (parsed.ok) return;
    expect(Object.keys(parsed.errors).sort()).toEqual(["email", "name", "phone", "postcode"]);
    expect(parsed.errors.phone).toBe("Please enter a valid Australian mobile number");
  });
  it("refuses to reserve until the refund terms are agreed", () => {
    const { refund_terms: _agreed, ...rest } = valid;
    const parsed = parseCheckout(rest);
    expect(parsed.ok ? null : parsed.errors.refund_terms).toBe(REFUND_TERMS_MESSAGE);
  });
  it("refuses a form without its request key (it could not be told from a resend)", () => {
    const parsed = parseCheckout({ ...valid, request_key: "short" });
    expect(parsed.ok ? null : parsed.errors.request_key).toMatch(/reload/);
  });
  it("takes the postcode as optional", () => {
    expect(parseCheckout({ ...valid, postcode: "" }).ok).toBe(true);
  });
});

describe("the online purchase's choices", () => {
  const offer = { locationIds: [7, 8], today: "2026-11-25" };
  const choices = {
    payment_method: "Finance",
    trade_in: "No trade-in",
    pickup_location: "7",
    pickup_date: "2026-11-27",
    pickup_time: "10:30",
  };
  it("takes cash or finance, a trade-in answer, one of the site's locations, a date from tomorrow and a business-hours time", () => {
    expect(parsePurchase(choices, offer).ok).toBe(true);
  });
  it("refuses another site's location, today or a date past 30 days, and a time outside business hours", () => {
    const parsed = parsePurchase(
      { ...choices, pickup_location: "99", pickup_date: "2026-11-25", pickup_time: "20:00" },
      offer,
    );
    expect(parsed.ok ? {} : Object.keys(parsed.errors).sort()).toEqual([
      "pickup_date",
      "pickup_location",
      "pickup_time",
    ]);
    expect(parsePurchase({ ...choices, pickup_date: "2026-12-26" }, offer).ok).toBe(false);
  });
  it("offers pick-up from 9:00 am to 5:00 pm on the half hour", () => {
    expect(PICKUP_TIMES[0]).toBe("09:00");
    expect(PICKUP_TIMES.at(-1)).toBe("17:00");
    expect(PICKUP_TIMES).toHaveLength(17);
  });
});
