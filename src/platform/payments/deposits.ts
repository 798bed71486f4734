import type { Env } from "@/platform/env";

export type DepositEnv = Pick<Env, "NODE_ENV" | "DATABASE_URL" | "PAYMENTS_DEMO" | "STRIPE_SECRET_KEY">;

/**
 * Whether the platform can take a deposit: with Stripe's key always; otherwise through the demo provider, which in
 * production runs only when the operator turns it on (PAYMENTS_DEMO=true) or on the embedded database (the quick
 * start; never a real deployment). Without one, reserving and the online purchase are switched off on every site.
 */
export function canTakeDeposits(e: DepositEnv): boolean {
  if (e.STRIPE_SECRET_KEY) return true;
  return !(e.NODE_ENV === "production" && !e.PAYMENTS_DEMO && e.DATABASE_URL);
}
