import { and, eq, inArray, lte, sql } from "drizzle-orm";
import type { Database } from "../../platform/db/client";
import { leadDeliveries, leads } from "../../platform/db/schema";
import type { MailTransport } from "../../platform/mail/smtp";
import { leadEmail } from "./lead-email";
import type { LeadRecord } from "./lead-types";
import { afterFailure, CLAIM_LEASE_MS, redact } from "./outbox-rules";

/**
 * The lead outbox (usable from the command line, so it takes its database). A lead is stored with
 * its pending deliveries in one transaction before anything else happens; workers then claim due
 * deliveries with a lease (so two processes never send the same one), send, and mark them sent or
 * schedule the next attempt.
 */
export interface NewLead {
  siteId: number;
  dealershipId: number;
  locationId: number | null;
  vehicleId: number | null;
  snapshot: Omit<LeadRecord, "id" | "createdAt">;
}

export async function recordLead(db: Database, lead: NewLead): Promise<number> {
  return db.transaction(async (tx) => {
    const [row] = await tx
      .insert(leads)
      .values({
        siteId: lead.siteId,
        dealershipId: lead.dealershipId,
        locationId: lead.locationId,
        vehicleId: lead.vehicleId,
        category: lead.snapshot.category,
        subcategory: lead.snapshot.subcategory,
        source: lead.snapshot.source,
        url: lead.snapshot.url,
        userAgent: lead.snapshot.userAgent,
        snapshot: lead.snapshot,
      })
      .returning({ id: leads.id });
    await tx.insert(leadDeliveries).values({ leadId: row!.id, channel: "email", destination: lead.snapshot.dealership.leadEmail });
    return row!.id;
  });
}

export interface DeliveryRun {
  sent: number;
  retrying: number;
  failed: number;
}

/** Delivers the e-mails that are due; a send that throws is retried later, never dropped. */
export async function deliverDueLeads(db: Database, transport: MailTransport, options: { from: string; now?: Date; limit?: number }): Promise<DeliveryRun> {
  const now = options.now ?? new Date();
  const claimedUntil = new Date(now.getTime() + CLAIM_LEASE_MS);
  const due = db
    .select({ id: leadDeliveries.id })
    .from(leadDeliveries)
    .where(and(eq(leadDeliveries.status, "pending"), eq(leadDeliveries.channel, "email"), lte(leadDeliveries.nextAttemptAt, now)))
    .orderBy(leadDeliveries.nextAttemptAt)
    .limit(options.limit ?? 20)
    .for("update", { skipLocked: true });
  const claimed = await db
    .update(leadDeliveries)
    .set({ nextAttemptAt: claimedUntil })
    .where(inArray(leadDeliveries.id, due))
    .returning({ id: leadDeliveries.id, leadId: leadDeliveries.leadId, destination: leadDeliveries.destination, attempts: leadDeliveries.attempts });
  const run: DeliveryRun = { sent: 0, retrying: 0, failed: 0 };
  for (const delivery of claimed) {
    const [lead] = await db.select().from(leads).where(eq(leads.id, delivery.leadId));
    try {
      if (!lead) throw new Error("lead missing");
      const mail = leadEmail({ ...lead.snapshot, id: lead.id, createdAt: lead.createdAt });
      await transport.send({ from: options.from, to: delivery.destination, ...mail });
      await db.update(leadDeliveries).set({ status: "sent", sentAt: now, attempts: delivery.attempts + 1, lastError: null }).where(eq(leadDeliveries.id, delivery.id));
      run.sent++;
    } catch (err) {
      const attempts = delivery.attempts + 1;
      const next = afterFailure(attempts, now);
      const lastError = redact((err as Error).message ?? String(err));
      await db.update(leadDeliveries).set({ attempts, status: next.status, nextAttemptAt: next.nextAttemptAt, lastError }).where(eq(leadDeliveries.id, delivery.id));
      console.warn(`lead ${delivery.leadId} e-mail attempt ${attempts} failed: ${lastError}`);
      if (next.status === "failed") run.failed++;
      else run.retrying++;
    }
  }
  return run;
}

/** Deliveries still waiting (for the health of the outbox). */
export async function pendingDeliveries(db: Database): Promise<number> {
  const [row] = await db.select({ n: sql<number>`count(*)::int` }).from(leadDeliveries).where(eq(leadDeliveries.status, "pending"));
  return row?.n ?? 0;
}
