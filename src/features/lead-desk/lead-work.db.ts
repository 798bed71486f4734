import { and, eq } from "drizzle-orm";
import type { LeadStatus } from "@/domain/lead-types";
import { can } from "@/features/staff";
import { appendAudit } from "@/platform/db/audit-log.db";
import type { Database } from "@/platform/db/client";
import { leads, staffGroupSites } from "@/platform/db/schema";
import { leadTarget, type DeskMember } from "./lead-scope";
import { applyStatusChange, type StatusChange, type StatusRefusal } from "./lead-status";

/** A lead's work state as the desk reads and changes it, with where it is for the roles. */
const placedLeadColumns = {
  id: leads.id,
  groupId: staffGroupSites.organizationId,
  siteId: leads.siteId,
  dealershipId: leads.dealershipId,
  locationId: leads.locationId,
  category: leads.category,
  status: leads.status,
  lostReason: leads.lostReason,
  version: leads.version,
  firstContactedAt: leads.firstContactedAt,
  assigneeId: leads.assigneeId,
};

/**
 * A lead the member may do `action` on, with its work state; null for a lead that does not exist and for one they may
 * not see (the two answer alike, so a member cannot learn that another group's lead exists). Only a lead of a site
 * that belongs to the member's group is read at all.
 */
export async function leadForMember(db: Database, who: DeskMember, leadId: number, action: "read" | "update" = "read") {
  const [lead] = await db
    .select(placedLeadColumns)
    .from(leads)
    .innerJoin(staffGroupSites, eq(staffGroupSites.siteId, leads.siteId))
    .where(and(eq(leads.id, leadId), eq(staffGroupSites.organizationId, who.member.groupId)));
  return lead && can(who.member, action, leadTarget(lead)) ? lead : null;
}

export type StatusChangeResult =
  | { ok: true; version: number; status: LeadStatus }
  | { ok: false; reason: "not-found" }
  | { ok: false; reason: "changed-by-someone-else" }
  | { ok: false; reason: "refused"; refusal: StatusRefusal };

/**
 * Changes a lead's status when the version the member saw is still the lead's (compare-and-set: of two changes made
 * from the same version, one wins and the other is told the lead changed), and records the change in the audit log in
 * the same transaction. The update itself names the version, so a change that slips in between the read and the write
 * still makes this one lose rather than overwrite it.
 */
export async function changeLeadStatus(
  db: Database,
  who: DeskMember,
  input: { leadId: number; version: number } & StatusChange,
  now = new Date(),
): Promise<StatusChangeResult> {
  return db.transaction(async (tx) => {
    const lead = await leadForMember(tx, who, input.leadId, "update");
    if (!lead) return { ok: false, reason: "not-found" };
    if (lead.version !== input.version) return { ok: false, reason: "changed-by-someone-else" };
    const next = applyStatusChange(lead, input, now);
    if (!next.ok) return { ok: false, reason: "refused", refusal: next.refusal };
    const [updated] = await tx
      .update(leads)
      .set({
        status: next.status,
        lostReason: next.lostReason,
        firstContactedAt: next.firstContactedAt,
        version: input.version + 1,
      })
      .where(and(eq(leads.id, lead.id), eq(leads.version, input.version)))
      .returning({ version: leads.version });
    if (!updated) return { ok: false, reason: "changed-by-someone-else" };
    await appendAudit(tx, {
      groupId: lead.groupId,
      siteId: lead.siteId,
      actorId: who.userId,
      action: "lead.status",
      targetKind: "lead",
      targetId: String(lead.id),
      before: { status: lead.status, lostReason: lead.lostReason, version: lead.version },
      after: { status: next.status, lostReason: next.lostReason, version: updated.version },
    });
    return { ok: true, version: updated.version, status: next.status };
  });
}
