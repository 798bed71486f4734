import { and, asc, eq, isNull, sql } from "drizzle-orm";
import { can, isStaffRole } from "@/features/staff";
import { appendAudit } from "@/platform/db/audit-log.db";
import type { Database } from "@/platform/db/client";
import { leads, staffMembers, staffMemberScopes, staffUsers } from "@/platform/db/schema";
import { leadTarget, type DeskMember, type PlacedLead } from "./lead-scope";
import { leadForMember } from "./lead-work.db";

/** A staff member a lead can be given to. */
export interface LeadStaff {
  userId: string;
  name: string;
}

/**
 * The staff of a lead's scope: members of its group who may work on it (the same `can` as every action), by name.
 * Only they can be given the lead.
 */
export async function staffForLead(db: Database, lead: PlacedLead): Promise<LeadStaff[]> {
  const rows = await db
    .select({
      id: staffMembers.id,
      userId: staffMembers.userId,
      name: staffUsers.name,
      role: staffMembers.role,
    })
    .from(staffMembers)
    .innerJoin(staffUsers, eq(staffUsers.id, staffMembers.userId))
    .where(eq(staffMembers.organizationId, lead.groupId))
    .orderBy(asc(staffUsers.name));
  const scopes = await db
    .select({
      memberId: staffMemberScopes.memberId,
      siteId: staffMemberScopes.siteId,
      dealershipId: staffMemberScopes.dealershipId,
      locationId: staffMemberScopes.locationId,
    })
    .from(staffMemberScopes)
    .innerJoin(staffMembers, eq(staffMembers.id, staffMemberScopes.memberId))
    .where(eq(staffMembers.organizationId, lead.groupId));
  return rows
    .filter((row) => {
      if (!isStaffRole(row.role)) return false;
      const member = { groupId: lead.groupId, role: row.role, scopes: scopes.filter((s) => s.memberId === row.id) };
      return can(member, "update", leadTarget(lead));
    })
    .map((row) => ({ userId: row.userId, name: row.name }));
}

export type AssignResult =
  { ok: true; version: number } | { ok: false; reason: "not-found" | "changed-by-someone-else" | "not-in-scope" };

/**
 * A manager or owner gives a lead to a member of its scope (or takes it off everyone, with null), when the version
 * they saw is still the lead's; the change is in the audit log, in the same transaction.
 */
export async function assignLead(
  db: Database,
  who: DeskMember,
  input: { leadId: number; version: number; assigneeId: string | null },
): Promise<AssignResult> {
  return db.transaction(async (tx) => {
    const lead = await leadForMember(tx, who, input.leadId);
    if (!lead || !can(who.member, "assign", leadTarget(lead))) return { ok: false, reason: "not-found" };
    if (lead.version !== input.version) return { ok: false, reason: "changed-by-someone-else" };
    if (input.assigneeId !== null) {
      const staff = await staffForLead(tx, lead);
      if (!staff.some((s) => s.userId === input.assigneeId)) return { ok: false, reason: "not-in-scope" };
    }
    const [updated] = await tx
      .update(leads)
      .set({ assigneeId: input.assigneeId, version: input.version + 1 })
      .where(and(eq(leads.id, lead.id), eq(leads.version, input.version)))
      .returning({ version: leads.version });
    if (!updated) return { ok: false, reason: "changed-by-someone-else" };
    await appendAudit(tx, {
      groupId: lead.groupId,
      siteId: lead.siteId,
      actorId: who.userId,
      action: "lead.assign",
      targetKind: "lead",
      targetId: String(lead.id),
      before: { assigneeId: lead.assigneeId, version: lead.version },
      after: { assigneeId: input.assigneeId, version: updated.version },
    });
    return { ok: true, version: updated.version };
  });
}

export type ClaimResult =
  { ok: true } | { ok: false; reason: "not-found" } | { ok: false; reason: "taken"; by: string | null };

/**
 * A member takes an unassigned lead they may work on. The update names "still unassigned" (compare-and-set), so of
 * two members taking the same lead at once exactly one gets it; the other is told who did.
 */
export async function claimLead(db: Database, who: DeskMember, leadId: number): Promise<ClaimResult> {
  return db.transaction(async (tx) => {
    const lead = await leadForMember(tx, who, leadId, "update");
    if (!lead) return { ok: false, reason: "not-found" };
    const [updated] = await tx
      .update(leads)
      .set({ assigneeId: who.userId, version: sql`${leads.version} + 1` })
      .where(and(eq(leads.id, lead.id), isNull(leads.assigneeId)))
      .returning({ version: leads.version });
    if (!updated) {
      const [holder] = await tx
        .select({ name: staffUsers.name })
        .from(leads)
        .innerJoin(staffUsers, eq(staffUsers.id, leads.assigneeId))
        .where(eq(leads.id, lead.id));
      return { ok: false, reason: "taken", by: holder?.name ?? null };
    }
    await appendAudit(tx, {
      groupId: lead.groupId,
      siteId: lead.siteId,
      actorId: who.userId,
      action: "lead.claim",
      targetKind: "lead",
      targetId: String(lead.id),
      before: { assigneeId: null, version: lead.version },
      after: { assigneeId: who.userId, version: updated.version },
    });
    return { ok: true };
  });
}
