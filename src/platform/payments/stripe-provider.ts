import Stripe from "stripe";
import {
  PermanentPaymentError,
  type DepositState,
  type PaymentProvider,
  type StartDepositInput,
  type StartedDeposit,
} from "./payment-provider";

/**
 * The Stripe adapter. A deposit is a Checkout Session whose PaymentIntent has manual capture (an online payment's
 * has automatic capture: charged at once, so its state reads "captured" once paid): Stripe's hosted
 * page takes the card (no card data and no Stripe.js on our pages), the money is authorised, not taken, and is
 * captured or cancelled later through the PaymentIntent. paymentId is the session's id (cs_...).
 */
export interface StripeSettings {
  /** A secret: never logged, never in an error. */
  secretKey: string;
  /** For tests: a local server speaking Stripe's API, e.g. http://127.0.0.1:4242. */
  apiBase?: string;
  timeoutMs?: number;
}

export function stripeClient(settings: StripeSettings): Stripe {
  const base = settings.apiBase ? new URL(settings.apiBase) : null;
  return new Stripe(settings.secretKey, {
    // Stripe retries network failures itself, with the same idempotency key.
    maxNetworkRetries: 2,
    timeout: settings.timeoutMs ?? 20_000,
    telemetry: false,
    ...(base
      ? {
          host: base.hostname,
          port: base.port || (base.protocol === "https:" ? 443 : 80),
          protocol: base.protocol === "https:" ? "https" : "http",
        }
      : {}),
  });
}

/** Stripe's own words about what went wrong, without anything a secret or a shopper could be read from. */
function failure(err: unknown): Error {
  const e = err as { type?: string; statusCode?: number; code?: string; message?: string };
  const said = `Stripe ${e.type ?? "error"}${e.statusCode ? ` ${e.statusCode}` : ""}${e.code ? ` (${e.code})` : ""}`;
  const permanent =
    e.type === "StripeInvalidRequestError" ||
    e.type === "StripeCardError" ||
    e.type === "StripeAuthenticationError" ||
    e.type === "StripePermissionError";
  return permanent ? new PermanentPaymentError(said) : new Error(said);
}

async function call<T>(run: () => Promise<T>): Promise<T> {
  try {
    return await run();
  } catch (err) {
    throw failure(err);
  }
}

function intentOf(session: Stripe.Checkout.Session): Stripe.PaymentIntent | null {
  return typeof session.payment_intent === "object" ? session.payment_intent : null;
}

/** A deposit's state from its session and PaymentIntent (pure, so its rules are tested without a server). */
export function depositStateOf(session: Pick<Stripe.Checkout.Session, "status" | "payment_intent">): DepositState {
  const intent = typeof session.payment_intent === "object" ? session.payment_intent : null;
  if (intent?.status === "requires_capture") return "authorised";
  if (intent?.status === "succeeded") return "captured";
  if (intent?.status === "canceled") return "cancelled";
  if (session.status === "open") return "awaiting_payment";
  if (session.status === "expired") return "failed";
  return intent ? "failed" : "awaiting_payment";
}

export function stripeProvider(settings: StripeSettings): PaymentProvider {
  const stripe = stripeClient(settings);
  const session = (id: string) => call(() => stripe.checkout.sessions.retrieve(id, { expand: ["payment_intent"] }));
  return {
    kind: "stripe",
    movesMoney: true,
    async startDeposit(input: StartDepositInput): Promise<StartedDeposit> {
      if (!Number.isInteger(input.amountCents) || input.amountCents <= 0)
        throw new PermanentPaymentError("the deposit must be a whole number of cents above zero");
      const created = await call(() =>
        stripe.checkout.sessions.create(
          {
            mode: "payment",
            line_items: [
              {
                quantity: 1,
                price_data: {
                  currency: input.currency,
                  unit_amount: input.amountCents,
                  product_data: { name: input.description },
                },
              },
            ],
            payment_intent_data: {
              capture_method: input.capture === "automatic" ? "automatic" : "manual",
              description: input.description,
              metadata: { reference: input.reference },
            },
            metadata: { reference: input.reference },
            success_url: input.returnUrl,
            cancel_url: input.cancelUrl,
            expires_at: Math.floor(input.expiresAt.getTime() / 1000),
            ...(input.customerEmail ? { customer_email: input.customerEmail } : {}),
          },
          { idempotencyKey: input.idempotencyKey },
        ),
      );
      if (!created.url) throw new Error("Stripe gave the payment page no address");
      return { paymentId: created.id, payUrl: created.url };
    },
    async depositState(paymentId) {
      return depositStateOf(await session(paymentId));
    },
    async capture(paymentId, idempotencyKey) {
      const intent = intentOf(await session(paymentId));
      if (!intent) throw new PermanentPaymentError("Stripe session has no payment to capture");
      if (intent.status === "succeeded") return;
      await call(() => stripe.paymentIntents.capture(intent.id, {}, { idempotencyKey }));
    },
    async cancel(paymentId, idempotencyKey) {
      const current = await session(paymentId);
      const intent = intentOf(current);
      if (current.status === "open") {
        await call(() =>
          stripe.checkout.sessions.expire(paymentId, {}, { idempotencyKey: `${idempotencyKey}-expire` }),
        );
        return;
      }
      if (!intent || intent.status === "canceled") return;
      if (intent.status === "succeeded")
        throw new PermanentPaymentError("Stripe payment was already captured; refund it instead");
      await call(() => stripe.paymentIntents.cancel(intent.id, {}, { idempotencyKey }));
    },
  };
}
