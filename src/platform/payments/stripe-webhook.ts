import { stripeClient } from "./stripe-provider";
import type { PaymentEvent } from "./payment-provider";

/** A webhook whose signature does not check out: answered 400 with this message (it reveals nothing). */
export class WebhookSignatureError extends Error {}

const verifier = stripeClient({ secretKey: "sk_webhook_verification_only" });

/**
 * Stripe's webhook, verified with the official library (the signature over the raw body with the endpoint's
 * secret, and a timestamp within five minutes, so an old event cannot be replayed). Only checkout-session
 * events name a deposit (paymentId = the session id); the caller reads the deposit's state back from Stripe.
 */
export function verifyStripeEvent(
  rawBody: string,
  signatureHeader: string | null,
  webhookSecret: string,
): PaymentEvent {
  if (!signatureHeader) throw new WebhookSignatureError("The Stripe-Signature header is missing");
  let event;
  try {
    event = verifier.webhooks.constructEvent(rawBody, signatureHeader, webhookSecret);
  } catch {
    throw new WebhookSignatureError("The Stripe-Signature header does not match this event");
  }
  const object = event.data.object as { id?: unknown; object?: unknown };
  const paymentId =
    event.type.startsWith("checkout.session.") && object.object === "checkout.session" && typeof object.id === "string"
      ? object.id
      : null;
  return { eventId: event.id, type: event.type, paymentId };
}
