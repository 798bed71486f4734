import { sql } from "drizzle-orm";
import type { Database } from "@/platform/db/client";
import { leadDeliveries, type DELIVERY_STAGES } from "@/platform/db/schema";

/**
 * Queues an e-mail to the shopper of a lead through the lead outbox (the channel a reservation's receipt takes), for a
 * stage of the lead: retried like every delivery, so a mail server being down delays it and loses nothing. The outbox
 * keeps one message per lead, channel and stage, so a newer message of the same stage (an offer revised again) takes
 * the place of the last and is sent afresh.
 */
export async function queueShopperMessage(
  tx: Pick<Database, "insert">,
  leadId: number,
  stage: (typeof DELIVERY_STAGES)[number],
  to: string,
  message: { subject: string; text: string },
  now = new Date(),
): Promise<void> {
  const fresh = { destination: to, message, status: "pending" as const, attempts: 0, nextAttemptAt: now };
  await tx
    .insert(leadDeliveries)
    .values({ leadId, channel: "receipt", stage, ...fresh })
    .onConflictDoUpdate({
      // One delivery per lead, channel and stage, replies apart (the key is partial: a lead may have many replies).
      target: [leadDeliveries.leadId, leadDeliveries.channel, leadDeliveries.stage],
      targetWhere: sql`${leadDeliveries.channel} <> 'reply'`,
      set: { ...fresh, lastError: null, sentAt: null },
    });
}
