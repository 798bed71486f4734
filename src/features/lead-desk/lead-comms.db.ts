import { and, asc, desc, eq, gt, inArray, lt, or, sql } from "drizzle-orm";
import { can } from "@/features/staff";
import { appendAudit } from "@/platform/db/audit-log.db";
import type { Database } from "@/platform/db/client";
import { leadDeliveries, leads, sites, staffGroupSites, staffUsers } from "@/platform/db/schema";
import type { DeskPlace } from "./desk-place";
import { leadTarget, type DeskMember } from "./lead-scope";
import { applyStatusChange } from "./lead-status";
import { mayResend, PENDING_TOO_LONG_MS, replyMessage, shownDestination } from "./lead-comms-rules";
import { leadForMember } from "./lead-work.db";

export type ReplyResult =
  | { ok: true; deliveryId: number; firstContact: boolean }
  | { ok: false; reason: "not-found" | "no-email" | "changed-by-someone-else" };

/**
 * Queues a salesperson's e-mail to the shopper in the lead outbox (sent, retried and shown like every delivery of the
 * lead), with the audit row, in one transaction. The first reply is the first contact: it sets first_contacted_at and
 * moves a new lead to contacted by the status rules, as a compare-and-set on the lead's version (a status change that
 * slipped in first makes the reply refused, and nothing is queued).
 */
export async function sendReply(
  db: Database,
  who: DeskMember,
  input: { leadId: number; subject: string; text: string },
  now = new Date(),
): Promise<ReplyResult> {
  return db.transaction(async (tx) => {
    const lead = await leadForMember(tx, who, input.leadId, "update");
    if (!lead) return { ok: false, reason: "not-found" };
    const [row] = await tx
      .select({ snapshot: leads.snapshot, siteName: sites.name })
      .from(leads)
      .innerJoin(sites, eq(sites.id, leads.siteId))
      .where(eq(leads.id, lead.id));
    const to = row!.snapshot.customer.email?.trim();
    if (!to) return { ok: false, reason: "no-email" };
    const [salesperson] = await tx
      .select({ name: staffUsers.name, email: staffUsers.email })
      .from(staffUsers)
      .where(eq(staffUsers.id, who.userId));
    if (!salesperson) return { ok: false, reason: "not-found" };

    const firstContact = lead.firstContactedAt === null;
    let after = { status: lead.status, version: lead.version };
    if (firstContact) {
      const next =
        lead.status === "new"
          ? applyStatusChange(lead, { to: "contacted" }, now)
          : { ok: true as const, status: lead.status, lostReason: lead.lostReason, firstContactedAt: now };
      if (!next.ok) return { ok: false, reason: "changed-by-someone-else" };
      const [updated] = await tx
        .update(leads)
        .set({ status: next.status, firstContactedAt: now, version: lead.version + 1 })
        .where(and(eq(leads.id, lead.id), eq(leads.version, lead.version)))
        .returning({ version: leads.version });
      if (!updated) return { ok: false, reason: "changed-by-someone-else" };
      after = { status: next.status, version: updated.version };
    }
    const message = replyMessage({ subject: input.subject, text: input.text, salesperson, siteName: row!.siteName });
    const [delivery] = await tx
      .insert(leadDeliveries)
      .values({ leadId: lead.id, channel: "reply", destination: to, message, nextAttemptAt: now })
      .returning({ id: leadDeliveries.id });
    await appendAudit(tx, {
      groupId: lead.groupId,
      siteId: lead.siteId,
      actorId: who.userId,
      action: "lead.reply",
      targetKind: "lead",
      targetId: String(lead.id),
      before: { status: lead.status, firstContactedAt: lead.firstContactedAt, version: lead.version },
      after: {
        deliveryId: delivery!.id,
        to,
        subject: message.subject,
        replyTo: message.replyTo,
        status: after.status,
        firstContactedAt: firstContact ? now : lead.firstContactedAt,
        version: after.version,
      },
    });
    return { ok: true, deliveryId: delivery!.id, firstContact };
  });
}

/** Every delivery of a lead the member may read, oldest first, as the lead page shows them; null when they may not. */
export async function deliveriesOfLead(db: Database, who: DeskMember, leadId: number) {
  const lead = await leadForMember(db, who, leadId);
  if (!lead) return null;
  const rows = await db
    .select({
      id: leadDeliveries.id,
      channel: leadDeliveries.channel,
      destination: leadDeliveries.destination,
      stage: leadDeliveries.stage,
      subject: sql<string | null>`${leadDeliveries.message}->>'subject'`,
      status: leadDeliveries.status,
      attempts: leadDeliveries.attempts,
      lastError: leadDeliveries.lastError,
      sentAt: leadDeliveries.sentAt,
      createdAt: leadDeliveries.createdAt,
    })
    .from(leadDeliveries)
    .where(eq(leadDeliveries.leadId, lead.id))
    .orderBy(asc(leadDeliveries.id));
  return rows.map((row) => ({
    ...row,
    destination: shownDestination(row.channel, row.destination),
    mayResend: row.status !== "pending" && mayResend(who.member, lead, row.channel),
  }));
}

export type ResendResult =
  | { ok: true; leadId: number }
  | { ok: false; reason: "not-found"; leadId: number | null }
  | { ok: false; reason: "already-pending"; leadId: number };

/**
 * Queues a failed or sent delivery to go again now, with a fresh count of attempts, and records it in the audit log;
 * refused as not found for a delivery of a lead the member may not read, or may not resend (mayResend). The update
 * names the status it saw, so two resends of one delivery queue it once.
 */
export async function resendDelivery(
  db: Database,
  who: DeskMember,
  deliveryId: number,
  now = new Date(),
): Promise<ResendResult> {
  return db.transaction(async (tx) => {
    const [delivery] = await tx.select().from(leadDeliveries).where(eq(leadDeliveries.id, deliveryId));
    if (!delivery) return { ok: false, reason: "not-found", leadId: null };
    const lead = await leadForMember(tx, who, delivery.leadId, "update");
    if (!lead || !mayResend(who.member, lead, delivery.channel))
      return { ok: false, reason: "not-found", leadId: null };
    if (delivery.status === "pending") return { ok: false, reason: "already-pending", leadId: lead.id };
    const [queued] = await tx
      .update(leadDeliveries)
      .set({ status: "pending", attempts: 0, nextAttemptAt: now, sentAt: null })
      .where(and(eq(leadDeliveries.id, delivery.id), eq(leadDeliveries.status, delivery.status)))
      .returning({ id: leadDeliveries.id });
    if (!queued) return { ok: false, reason: "already-pending", leadId: lead.id };
    await appendAudit(tx, {
      groupId: lead.groupId,
      siteId: lead.siteId,
      actorId: who.userId,
      action: "lead.resend",
      targetKind: "lead",
      targetId: String(lead.id),
      before: {
        deliveryId: delivery.id,
        channel: delivery.channel,
        status: delivery.status,
        attempts: delivery.attempts,
        lastError: delivery.lastError,
        sentAt: delivery.sentAt,
      },
      after: { deliveryId: delivery.id, channel: delivery.channel, status: "pending", attempts: 0 },
    });
    return { ok: true, leadId: lead.id };
  });
}

/** How far back the banner looks: a failure of an older lead is on its page, not on every page. */
const FAILING_WINDOW_MS = 14 * 24 * 3600_000;
/** The most failing deliveries read for the banner (it names a few leads and counts the rest). */
const FAILING_READ_MAX = 200;

/**
 * The sites of the member's place whose lead deliveries are failing (deliveryFailing: given up, or pending too long),
 * each with the leads affected that the member may read, newest first. Only leads of the last FAILING_WINDOW_MS count.
 */
export async function failingDeliveries(db: Database, place: DeskPlace, now = new Date()) {
  const siteIds = place.sites.map((site) => site.id);
  if (siteIds.length === 0) return [];
  const rows = await db
    .selectDistinct({
      leadId: leads.id,
      siteId: leads.siteId,
      groupId: staffGroupSites.organizationId,
      dealershipId: leads.dealershipId,
      locationId: leads.locationId,
      category: leads.category,
    })
    .from(leadDeliveries)
    .innerJoin(leads, eq(leads.id, leadDeliveries.leadId))
    .innerJoin(staffGroupSites, eq(staffGroupSites.siteId, leads.siteId))
    .where(
      and(
        eq(staffGroupSites.organizationId, place.member.groupId),
        inArray(leads.siteId, siteIds),
        gt(leads.createdAt, new Date(now.getTime() - FAILING_WINDOW_MS)),
        or(
          eq(leadDeliveries.status, "failed"),
          and(
            eq(leadDeliveries.status, "pending"),
            lt(leadDeliveries.createdAt, new Date(now.getTime() - PENDING_TOO_LONG_MS)),
          ),
        ),
      ),
    )
    .orderBy(desc(leads.id))
    .limit(FAILING_READ_MAX);
  const readable = rows.filter((row) => can(place.member, "read", leadTarget(row)));
  return place.sites
    .map((site) => ({ site, leadIds: readable.filter((row) => row.siteId === site.id).map((row) => row.leadId) }))
    .filter((entry) => entry.leadIds.length > 0);
}
