import type { Database } from "@/platform/db/client";
import type { Env } from "@/platform/env";
import { canTakeDeposits } from "./deposits";
import { demoProvider } from "./demo-provider.db";
import type { PaymentProvider } from "./payment-provider";
import { stripeProvider } from "./stripe-provider";

/**
 * The payment provider the environment configures: Stripe when STRIPE_SECRET_KEY is set; otherwise the demo,
 * which moves no money, where the platform may run it (canTakeDeposits); otherwise none, and reserving is
 * switched off. The notice, said once at start, never holds a secret.
 */
export function paymentProviderFromEnv(
  e: Pick<
    Env,
    "NODE_ENV" | "DATABASE_URL" | "PAYMENTS_DEMO" | "STRIPE_SECRET_KEY" | "STRIPE_WEBHOOK_SECRET" | "STRIPE_API_BASE"
  >,
  db: () => Promise<Database>,
): { provider: PaymentProvider | null; notice: string | null; webhookSecret: string | null } {
  if (e.STRIPE_SECRET_KEY)
    return {
      provider: stripeProvider({ secretKey: e.STRIPE_SECRET_KEY, apiBase: e.STRIPE_API_BASE }),
      notice: null,
      webhookSecret: e.STRIPE_WEBHOOK_SECRET ?? null,
    };
  if (!canTakeDeposits(e))
    return {
      provider: null,
      notice:
        "No payment provider is configured (STRIPE_SECRET_KEY is unset) and the demo provider is off in production: " +
        "reserving online and the online purchase are switched off on every site (no button offers them) until " +
        "STRIPE_SECRET_KEY is set (or PAYMENTS_DEMO=true for a demonstration).",
      webhookSecret: null,
    };
  return {
    provider: demoProvider(db),
    notice:
      "No payment provider is configured (STRIPE_SECRET_KEY is unset): reservations use the demo provider, which " +
      "takes only test cards and moves no money. Every page of the flow says so.",
    webhookSecret: null,
  };
}
