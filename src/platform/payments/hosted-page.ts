import type { Env } from "@/platform/env";

/** Where Stripe's hosted Checkout page lives: a Checkout Session's url is always on this origin. */
export const STRIPE_CHECKOUT_ORIGIN = "https://checkout.stripe.com";

/**
 * The origin of the payment provider's hosted page, which a payment form's redirect reaches: Stripe's Checkout when
 * Stripe is the provider (STRIPE_SECRET_KEY, as payment-config.ts chooses it), or the local server standing in for
 * Stripe (STRIPE_API_BASE), which serves its own hosted page. Null when no provider with a hosted page is configured:
 * the demo provider's page is on the site itself.
 */
export function hostedPaymentOrigin(e: Pick<Env, "STRIPE_SECRET_KEY" | "STRIPE_API_BASE">): string | null {
  if (!e.STRIPE_SECRET_KEY) return null;
  return e.STRIPE_API_BASE ? new URL(e.STRIPE_API_BASE).origin : STRIPE_CHECKOUT_ORIGIN;
}
