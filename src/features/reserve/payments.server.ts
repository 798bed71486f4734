import "server-only";
import { getDb } from "@/platform/db/db.server";
import { env } from "@/platform/env";
import { paymentProviderFromEnv } from "@/platform/payments/payment-config";

type PaymentSetup = ReturnType<typeof paymentProviderFromEnv>;

// One per process, shared by the instrumentation's worker and the routes (bundled separately).
const holder = globalThis as unknown as { __forecourtPayments?: PaymentSetup };

/**
 * The payment provider the environment configures (Stripe, or the demo that moves no money), with its
 * webhook secret; null provider when reserving is switched off (the demo refused in production). The
 * notice, which never holds a secret, is said once.
 */
export function paymentSetup(): PaymentSetup {
  if (!holder.__forecourtPayments) {
    holder.__forecourtPayments = paymentProviderFromEnv(env(), getDb);
    if (holder.__forecourtPayments.notice) console.warn(holder.__forecourtPayments.notice);
  }
  return holder.__forecourtPayments;
}
