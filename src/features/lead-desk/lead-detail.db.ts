import { eq, inArray } from "drizzle-orm";
import { appendAudit, auditTrail } from "@/platform/db/audit-log.db";
import type { Database } from "@/platform/db/client";
import { leads, sites, staffUsers } from "@/platform/db/schema";
import type { DeskMember } from "./lead-scope";
import { leadForMember } from "./lead-work.db";

/**
 * Everything a lead carries, with its work state and its audit trail (who did what, by name), for a member who may
 * read it; null for a lead that does not exist or that they may not see.
 */
export async function leadDetail(db: Database, who: DeskMember, leadId: number) {
  const placed = await leadForMember(db, who, leadId);
  if (!placed) return null;
  const [lead] = await db
    .select({ lead: leads, siteName: sites.name })
    .from(leads)
    .innerJoin(sites, eq(sites.id, leads.siteId))
    .where(eq(leads.id, placed.id));
  const trail = await auditTrail(db, placed.groupId, { kind: "lead", id: String(placed.id) });
  const actorIds = [...new Set(trail.map((row) => row.actorId))];
  const actors = actorIds.length
    ? await db
        .select({ id: staffUsers.id, name: staffUsers.name })
        .from(staffUsers)
        .where(inArray(staffUsers.id, actorIds))
    : [];
  return {
    ...lead!.lead,
    siteName: lead!.siteName,
    trail: trail.map((row) => ({
      ...row,
      actorName:
        actors.find((actor) => actor.id === row.actorId)?.name ??
        (row.actorId === "system:round-robin" ? "Round robin" : "A former staff member"),
    })),
  };
}

/** Adds a note to a lead the member may work on, as a row of its audit trail; false when they may not. */
export async function addLeadNote(db: Database, who: DeskMember, leadId: number, note: string): Promise<boolean> {
  return db.transaction(async (tx) => {
    const lead = await leadForMember(tx, who, leadId, "update");
    if (!lead) return false;
    await appendAudit(tx, {
      groupId: lead.groupId,
      siteId: lead.siteId,
      actorId: who.userId,
      action: "lead.note",
      targetKind: "lead",
      targetId: String(lead.id),
      before: null,
      after: { note },
    });
    return true;
  });
}
