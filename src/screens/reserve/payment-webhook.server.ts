import "server-only";
import { getDb } from "@/platform/db/db.server";
import { jsonError } from "@/platform/http/json-errors";
import { redact } from "@/platform/outbox/outbox-rules";
import { verifyStripeEvent } from "@/platform/payments/stripe-webhook";
import { firstDelivery, forgetDelivery } from "@/platform/payments/webhook-events.db";
import { currentSite } from "@/platform/site/current-site.server";
import { paymentSetup } from "@/features/reserve/payments.server";
import { reservationByPayment } from "@/features/reserve/reservations.db";
import { settleReservation } from "@/features/reserve/reserve.server";
import { paymentByProviderId } from "@/features/online-payment/online-payments.db";
import { settleOnlinePayment } from "@/features/online-payment/online-payment.server";

const MAX_BODY_BYTES = 256 * 1024;

/**
 * POST /api/payments/stripe on a site's host: Stripe's events about deposits and online payments. The signature is checked with
 * the official library; an event about another site's payment (or none) is acknowledged without being remembered; an
 * event id this site has seen before is acknowledged without acting again; and the event itself is only a nudge: the
 * deposit's state is read back from Stripe before anything changes.
 */
export async function stripeWebhookResponse(request: Request, siteSlug: string): Promise<Response> {
  const site = await currentSite(siteSlug);
  const { provider, webhookSecret } = paymentSetup();
  if (!site || provider?.kind !== "stripe" || !webhookSecret)
    return jsonError(404, "not_found", "No payment provider takes webhooks here");
  const length = Number(request.headers.get("content-length") ?? 0);
  if (length > MAX_BODY_BYTES) return jsonError(413, "too_large", "The event is too large");
  const body = await request.text();
  if (body.length > MAX_BODY_BYTES) return jsonError(413, "too_large", "The event is too large");
  let event;
  try {
    event = verifyStripeEvent(body, request.headers.get("stripe-signature"), webhookSecret);
  } catch (err) {
    return jsonError(400, "bad_signature", (err as Error).message);
  }
  const db = await getDb();
  // Stripe sends each event to every endpoint of the account, one per site's host, in no set order. Only the site
  // whose payment it is remembers it, so another site's endpoint hearing it first never makes the right one ignore it.
  const reservation = event.paymentId ? await reservationByPayment(db, event.paymentId) : null;
  // An online payment (charged at once) is settled the same way: its dealer's notice and receipt, once.
  const online = reservation || !event.paymentId ? null : await paymentByProviderId(db, event.paymentId);
  const ours = reservation?.siteId === site.id || online?.siteId === site.id;
  if (!ours) return Response.json({ received: true });
  if (!(await firstDelivery(db, "stripe", event.eventId))) return Response.json({ received: true, duplicate: true });
  try {
    if (reservation) await settleReservation(site, reservation);
    else if (online) await settleOnlinePayment(site, online);
  } catch (err) {
    console.error(`stripe event ${event.eventId}: ${redact((err as Error).message)}`);
    // Stripe sends the event again later; the id is forgotten so that retry acts.
    await forgetDelivery(db, "stripe", event.eventId);
    return jsonError(503, "unavailable", "Try again later");
  }
  return Response.json({ received: true });
}
