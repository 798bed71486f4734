// Placeholder while the payments branch is merged (replaced by it).
import type { Database } from "@/platform/db/client";
import type { Env } from "@/platform/env";
import type { PaymentProvider } from "./payment-provider";
export function paymentProviderFromEnv(
  _e: Env,
  _db: () => Promise<Database>,
): { provider: PaymentProvider | null; notice: string | null; webhookSecret: string | null } {
  return { provider: null, notice: null, webhookSecret: null };
}
