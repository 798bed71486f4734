import Stripe from "stripe";
import { describe, expect, it } from "vitest";
import { verifyStripeEvent, WebhookSignatureError } from "./stripe-webhook";

const SECRET = "whsec_forecourtTestEndpointSecret";
const stripe = new Stripe("sk_test_unused_for_signing");
const payload = JSON.stringify({
  id: "evt_test_1",
  object: "event",
  type: "checkout.session.completed",
  data: { object: { id: "cs_test_9", object: "checkout.session" } },
});
const signed = (body: string, secret = SECRET, timestamp?: number) =>
  stripe.webhooks.generateTestHeaderString({ payload: body, secret, timestamp });

describe("Stripe's webhooks are verified by the official library", () => {
  it("accepts a correctly signed event and names its session as the payment", () => {
    expect(verifyStripeEvent(payload, signed(payload), SECRET)).toEqual({
      eventId: "evt_test_1",
      type: "checkout.session.completed",
      paymentId: "cs_test_9",
    });
  });
  it("refuses an event signed with another secret, a changed body, an old timestamp, or no signature", () => {
    expect(() => verifyStripeEvent(payload, signed(payload, "whsec_someoneElsesSecret"), SECRET)).toThrow(
      WebhookSignatureError,
    );
    expect(() => verifyStripeEvent(payload.replace("cs_test_9", "cs_test_8"), signed(payload), SECRET)).toThrow(
      WebhookSignatureError,
    );
    const old = Math.floor(Date.now() / 1000) - 3600;
    expect(() => verifyStripeEvent(payload, signed(payload, SECRET, old), SECRET)).toThrow(WebhookSignatureError);
    expect(() => verifyStripeEvent(payload, null, SECRET)).toThrow(/missing/);
  });
  it("names no payment for events that are not about a checkout session", () => {
    const other = JSON.stringify({
      id: "evt_test_2",
      object: "event",
      type: "charge.refunded",
      data: { object: { id: "ch_1", object: "charge" } },
    });
    expect(verifyStripeEvent(other, signed(other), SECRET).paymentId).toBeNull();
  });
});
