import { eq, inArray, sql } from "drizzle-orm";
import type { Database } from "@/platform/db/client";
import { analyticsEvents, leadDeliveries, leads, type DELIVERY_STAGES } from "@/platform/db/schema";
import { permanentMailRefusal, type MailTransport } from "@/platform/mail/smtp";
import type { WebhookSender } from "@/platform/webhook/webhook";
import { leadEmail } from "./lead-email";
import { eventRecord } from "@/platform/analytics/event-record";
import type { LeadRecord } from "@/domain/lead-types";
import { claimDueJobs, workDueJobs, type Job } from "@/platform/outbox/due-jobs.db";
import type { LeaseTiming } from "@/platform/outbox/lease.db";
import { leadArrives } from "./lead-arrival.db";
import { failedAttempt } from "./outbox-rules";
import { queueSms } from "@/platform/sms/sms-outbox.db";
import type { Acknowledgement } from "./acknowledgement";

type DeliveryStage = (typeof DELIVERY_STAGES)[number];

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
  /** The signed-in shopper who sent it (their garage lists it). */
  userId?: string | null;
  snapshot: Omit<LeadRecord, "id" | "createdAt">;
  /** The analytics event the lead counts as; kept with the lead and as a server-side event. */
  event?: { id: number; name: string; params: Record<string, string | number | null> };
  /** The site's optional signed webhook (the secret itself stays in the environment). */
  webhook?: { url: string; secretEnv: string } | null;
  /** The shopper's own confirmation, delivered by the same outbox (a reservation's receipt). */
  receipt?: { to: string; subject: string; text: string } | null;
  /** The site's acknowledgement to the shopper (site config leads.acknowledgement), already filled in. */
  acknowledgement?: Acknowledgement | null;
}

/** Stores the lead, its deliveries and its analytics event together: all or nothing. */
export async function storeLead(db: Database, lead: NewLead): Promise<number> {
  return db.transaction(async (tx) => {
    const [row] = await tx
      .insert(leads)
      .values({
        siteId: lead.siteId,
        dealershipId: lead.dealershipId,
        locationId: lead.locationId,
        vehicleId: lead.vehicleId,
        userId: lead.userId ?? null,
        category: lead.snapshot.category,
        subcategory: lead.snapshot.subcategory,
        source: lead.snapshot.source,
        url: lead.snapshot.url,
        userAgent: lead.snapshot.userAgent,
        eventId: lead.event?.id ?? null,
        snapshot: lead.snapshot,
      })
      .returning({ id: leads.id, createdAt: leads.createdAt });
    const leadId = row!.id;
    await leadArrives(tx, { id: leadId, ...lead }, row!.createdAt);
    await queueDealerDeliveries(tx, leadId, "lead", lead.snapshot.dealership.leadEmail, lead.webhook);
    if (lead.receipt)
      await tx.insert(leadDeliveries).values({
        leadId,
        channel: "receipt",
        destination: lead.receipt.to,
        message: { subject: lead.receipt.subject, text: lead.receipt.text },
      });
    // A shopper who gets a receipt already is not sent an acknowledgement as well.
    else if (lead.acknowledgement?.channel === "email")
      await tx.insert(leadDeliveries).values({
        leadId,
        channel: "receipt",
        destination: lead.acknowledgement.to,
        message: { subject: lead.acknowledgement.subject, text: lead.acknowledgement.text },
      });
    if (lead.acknowledgement?.channel === "sms")
      await queueSms(tx, {
        siteId: lead.siteId,
        to: lead.acknowledgement.to,
        body: lead.acknowledgement.text,
        purpose: "lead-acknowledgement",
      });
    if (lead.event) {
      await tx.insert(analyticsEvents).values(
        eventRecord({
          siteId: lead.siteId,
          eventId: lead.event.id,
          kind: lead.event.name,
          leadId,
          vehicleId: lead.vehicleId,
          params: lead.event.params,
        }),
      );
    }
    return leadId;
  });
}

export interface DeliveryRun {
  sent: number;
  retrying: number;
  failed: number;
}

export interface LeadChannels {
  /** Absent when no SMTP server is configured: e-mails then wait in the outbox, still due. */
  mail: MailTransport | null;
  webhook: WebhookSender;
  /** Reads a webhook's signing secret by its environment variable's name. */
  secret: (name: string) => string | undefined;
}

type Executor = Pick<Database, "insert">;

/**
 * The dealer's e-mail and (where the site has one) webhook for one stage of a lead. A lead built in
 * steps queues each milestone once: the unique (lead, channel, stage) makes a repeat a no-op.
 */
export async function queueDealerDeliveries(
  tx: Executor,
  leadId: number,
  stage: DeliveryStage,
  leadEmail: string,
  webhook: { url: string; secretEnv: string } | null | undefined,
): Promise<void> {
  const rows: (typeof leadDeliveries.$inferInsert)[] = [{ leadId, stage, channel: "email", destination: leadEmail }];
  if (webhook) rows.push({ leadId, stage, channel: "webhook", destination: webhook.url, secretRef: webhook.secretEnv });
  await tx.insert(leadDeliveries).values(rows).onConflictDoNothing();
}

/** The lead outbox as the platform's outbox engine works it: the deliveries of the channels that can send now. */
function leadOutbox(channels: Pick<LeadChannels, "mail">) {
  const ready = channels.mail ? (["email", "receipt", "reply", "webhook"] as const) : (["webhook"] as const);
  return {
    name: "lead outbox",
    table: leadDeliveries,
    id: leadDeliveries.id,
    status: leadDeliveries.status,
    nextAttemptAt: leadDeliveries.nextAttemptAt,
    due: [inArray(leadDeliveries.channel, [...ready])],
    fields: {
      id: leadDeliveries.id,
      leadId: leadDeliveries.leadId,
      channel: leadDeliveries.channel,
      destination: leadDeliveries.destination,
      secretRef: leadDeliveries.secretRef,
      message: leadDeliveries.message,
      stage: leadDeliveries.stage,
      attempts: leadDeliveries.attempts,
    },
    outcomes: ["sent", "retrying", "failed"] as const,
  };
}

/**
 * Delivers the e-mails and webhooks that are due; a send that throws is retried later, never dropped. Each delivery
 * claimed is sent only while this worker still holds its renewed lease (the platform's outbox engine).
 */
export async function deliverDueLeads(
  db: Database,
  channels: LeadChannels,
  options: { from: string; now?: Date; limit?: number; lease?: LeaseTiming },
): Promise<DeliveryRun> {
  const now = options.now ?? new Date();
  return workDueJobs(db, leadOutbox(channels), (delivery) => deliver(db, channels, delivery, options.from, now), {
    ...options,
    now,
  });
}

type ClaimedDelivery = Job<ReturnType<typeof leadOutbox>["fields"]>;

/** Claims up to `limit` due deliveries of the channels that can send now, hiding them from other workers until `until`. */
export function claimDueDeliveries(
  db: Database,
  channels: Pick<LeadChannels, "mail">,
  now: Date,
  until: Date,
  limit: number,
): Promise<ClaimedDelivery[]> {
  return claimDueJobs(db, leadOutbox(channels), now, until, limit);
}

/** Sends one claimed delivery and records how it went. */
async function deliver(
  db: Database,
  channels: LeadChannels,
  delivery: ClaimedDelivery,
  from: string,
  now: Date,
): Promise<"sent" | "retrying" | "failed"> {
  const [lead] = await db.select().from(leads).where(eq(leads.id, delivery.leadId));
  try {
    if (!lead) throw new Error("lead missing");
    const record: LeadRecord = { ...lead.snapshot, id: lead.id, createdAt: lead.createdAt };
    if (delivery.channel === "email") {
      await channels.mail!.send({ from, to: delivery.destination, ...leadEmail(record) });
    } else if (delivery.channel === "receipt" || delivery.channel === "reply") {
      if (!delivery.message) throw new Error(`${delivery.channel} has no message`);
      // From stays the platform's own address (the one its mail server may send as); a reply's answer goes to the
      // salesperson through Reply-To.
      await channels.mail!.send({
        from,
        to: delivery.destination,
        subject: delivery.message.subject,
        text: delivery.message.text,
        ...(delivery.message.replyTo ? { replyTo: delivery.message.replyTo } : {}),
        attachments: [],
      });
    } else {
      const secret = delivery.secretRef ? channels.secret(delivery.secretRef) : undefined;
      if (!secret) throw new Error(`webhook secret ${delivery.secretRef ?? "(none)"} is not set in the environment`);
      // A stepped lead's later milestones are updates of the lead the dealer already has.
      const event = delivery.stage === "lead" ? "lead.created" : "lead.updated";
      const body = JSON.stringify({ event, stage: delivery.stage, lead: record });
      await channels.webhook({
        url: delivery.destination,
        secret,
        body,
        deliveryId: delivery.id,
        event,
      });
    }
    await db
      .update(leadDeliveries)
      .set({ status: "sent", sentAt: now, attempts: delivery.attempts + 1, lastError: null })
      .where(eq(leadDeliveries.id, delivery.id));
    return "sent";
  } catch (err) {
    // A mail server's permanent refusal (no such mailbox) would only be refused again: failed at once, for a person.
    const failed = failedAttempt(
      delivery.attempts,
      err,
      now,
      delivery.channel !== "webhook" && permanentMailRefusal(err),
    );
    await db.update(leadDeliveries).set(failed).where(eq(leadDeliveries.id, delivery.id));
    console.warn(`lead ${delivery.leadId} ${delivery.channel} attempt ${failed.attempts} failed: ${failed.lastError}`);
    return failed.status === "failed" ? "failed" : "retrying";
  }
}

/** Deliveries still waiting (for the health of the outbox). */
export async function pendingDeliveries(db: Database): Promise<number> {
  const [row] = await db
    .select({ n: sql<number>`count(*)::int` })
    .from(leadDeliveries)
    .where(eq(leadDeliveries.status, "pending"));
  return row?.n ?? 0;
}
