import { and, asc, eq, gt, inArray, max } from "drizzle-orm";
import { can } from "@/features/staff";
import type { Database } from "@/platform/db/client";
import { leads, staffGroupSites } from "@/platform/db/schema";
import type { DeskPlace } from "./desk-place";
import { leadTarget } from "./lead-scope";

/** The channel migration 0020's trigger sends on when leads are stored; a notice's payload is the site's id. */
export const LEADS_CHANNEL = "forecourt_leads";

/** The most new leads read for one notice (an open list says "N new", it does not need them all). */
const NEW_LEADS_MAX = 100;

/** The newest lead id of the member's sites (0 for none): an open list hears of leads after it. */
export async function newestLeadId(db: Database, place: DeskPlace): Promise<number> {
  const siteIds = place.sites.map((site) => site.id);
  if (siteIds.length === 0) return 0;
  const [row] = await db
    .select({ id: max(leads.id) })
    .from(leads)
    .where(inArray(leads.siteId, siteIds));
  return row?.id ?? 0;
}

/**
 * The leads of one site stored after `afterId` that the member may read, and the newest id looked at (readable or
 * not, so a lead they may not read is not looked at again). Only a site of the member's group is read at all.
 */
export async function newLeadsFor(
  db: Database,
  place: DeskPlace,
  siteId: number,
  afterId: number,
): Promise<{ ids: number[]; newest: number }> {
  if (!place.sites.some((site) => site.id === siteId)) return { ids: [], newest: afterId };
  const rows = await db
    .select({
      id: leads.id,
      groupId: staffGroupSites.organizationId,
      siteId: leads.siteId,
      dealershipId: leads.dealershipId,
      locationId: leads.locationId,
      category: leads.category,
    })
    .from(leads)
    .innerJoin(staffGroupSites, eq(staffGroupSites.siteId, leads.siteId))
    .where(
      and(eq(leads.siteId, siteId), gt(leads.id, afterId), eq(staffGroupSites.organizationId, place.member.groupId)),
    )
    .orderBy(asc(leads.id))
    .limit(NEW_LEADS_MAX);
  return {
    ids: rows.filter((row) => can(place.member, "read", leadTarget(row))).map((row) => row.id),
    newest: rows.at(-1)?.id ?? afterId,
  };
}
