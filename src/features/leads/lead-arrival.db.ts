import { and, eq, isNull, or } from "drizzle-orm";
import { responseDueAt } from "./response-clock";
import { nextInTurn } from "./round-robin";
import { appendAudit } from "@/platform/db/audit-log.db";
import type { Database } from "@/platform/db/client";
import {
  leadDeskSettings,
  leadRoundRobin,
  leads,
  locations,
  staffGroupSites,
  staffMembers,
  staffMemberScopes,
} from "@/platform/db/schema";

/** Who the round robin records as having assigned a lead (the audit log's actor). */
const ROUND_ROBIN_ACTOR = "system:round-robin";

interface ArrivingLead {
  id: number;
  siteId: number;
  dealershipId: number;
  locationId: number | null;
}

/**
 * What the lead desk does to a lead as it is stored, inside the storing transaction: it sets when its first contact
 * falls due (the site's target in the location's opening hours), and when its location takes leads in turn, gives
 * it to the next salesperson of the location's scope (the turn row is locked, so two leads arriving at once go to two
 * people, not one twice).
 */
export async function leadArrives(tx: Database, lead: ArrivingLead, arrivedAt: Date): Promise<void> {
  const [settings] = await tx.select().from(leadDeskSettings).where(eq(leadDeskSettings.siteId, lead.siteId));
  const [place] = lead.locationId
    ? await tx
        .select({ hours: locations.openingHours, special: locations.specialHours, type: locations.locationType })
        .from(locations)
        .where(eq(locations.id, lead.locationId))
    : [];
  const dueAt = responseDueAt({
    arrivedAt,
    targetMinutes: settings?.firstResponseMinutes ?? 60,
    timeZone: settings?.timeZone ?? "Australia/Sydney",
    hours: place?.hours ?? [],
    special: place?.special ?? [],
    locationType: place?.type,
  });
  const assigneeId = lead.locationId ? await takeTurn(tx, { ...lead, locationId: lead.locationId }) : null;
  await tx
    .update(leads)
    .set({ responseDueAt: dueAt, ...(assigneeId ? { assigneeId } : {}) })
    .where(eq(leads.id, lead.id));
}

/** The next salesperson of a round-robin location, the turn moved on to them; null when the location has none. */
async function takeTurn(tx: Database, lead: ArrivingLead & { locationId: number }): Promise<string | null> {
  const [turn] = await tx
    .select()
    .from(leadRoundRobin)
    .where(and(eq(leadRoundRobin.locationId, lead.locationId), eq(leadRoundRobin.enabled, true)))
    .for("update");
  if (!turn) return null;
  // Salespeople of the group the site belongs to whose scope covers the lead (roles.ts scopeCovers, as SQL).
  const candidates = await tx
    .selectDistinct({ userId: staffMembers.userId, groupId: staffGroupSites.organizationId })
    .from(staffMembers)
    .innerJoin(staffGroupSites, eq(staffGroupSites.organizationId, staffMembers.organizationId))
    .innerJoin(staffMemberScopes, eq(staffMemberScopes.memberId, staffMembers.id))
    .where(
      and(
        eq(staffGroupSites.siteId, lead.siteId),
        eq(staffMembers.role, "sales"),
        eq(staffMemberScopes.siteId, lead.siteId),
        or(isNull(staffMemberScopes.dealershipId), eq(staffMemberScopes.dealershipId, lead.dealershipId)),
        or(isNull(staffMemberScopes.locationId), eq(staffMemberScopes.locationId, lead.locationId)),
      ),
    );
  const next = nextInTurn(
    candidates.map((c) => c.userId),
    turn.lastAssigneeId,
  );
  if (!next) return null;
  await tx.update(leadRoundRobin).set({ lastAssigneeId: next }).where(eq(leadRoundRobin.locationId, lead.locationId));
  await appendAudit(tx, {
    groupId: candidates[0]!.groupId,
    siteId: lead.siteId,
    actorId: ROUND_ROBIN_ACTOR,
    action: "lead.assign",
    targetKind: "lead",
    targetId: String(lead.id),
    before: { assigneeId: null },
    after: { assigneeId: next, by: "round robin" },
  });
  return next;
}
