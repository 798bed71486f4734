import { eq } from "drizzle-orm";
import type { Database } from "@/platform/db/client";
import { paymentWebhookEvents } from "@/platform/db/schema";

/**
 * Whether this is the first delivery of a provider's webhook event: providers deliver at least once, so an
 * event id already seen is acknowledged without being acted on again. A provider also sends each event to every
 * endpoint of its account (each site's host has one): only the site whose payment the event is about records it here.
 */
export async function firstDelivery(db: Database, provider: string, eventId: string): Promise<boolean> {
  const inserted = await db
    .insert(paymentWebhookEvents)
    .values({ eventId: `${provider}:${eventId}`, provider })
    .onConflictDoNothing()
    .returning({ eventId: paymentWebhookEvents.eventId });
  return inserted.length === 1;
}

/** Forgets a delivery whose handling failed, so the provider's next delivery of it is acted on. */
export async function forgetDelivery(db: Database, provider: string, eventId: string): Promise<void> {
  await db.delete(paymentWebhookEvents).where(eq(paymentWebhookEvents.eventId, `${provider}:${eventId}`));
}
