import { stripeWebhookResponse } from "@/screens/reserve/payment-webhook.server";

export const dynamic = "force-dynamic";

/** POST /api/payments/stripe: Stripe's signed events about deposits (see payment-webhook.server.ts). */
export async function POST(request: Request, { params }: { params: Promise<{ site: string }> }) {
  return stripeWebhookResponse(request, (await params).site);
}
