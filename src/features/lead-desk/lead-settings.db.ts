import { asc, eq, inArray } from "drizzle-orm";
import { can } from "@/features/staff";
import { appendAudit } from "@/platform/db/audit-log.db";
import type { Database } from "@/platform/db/client";
import { dealerships, leadDeskSettings, leadRoundRobin, locations, sites, staffGroupSites } from "@/platform/db/schema";
import type { LeadSettingsInput } from "./lead-settings-input";
import type { DeskMember } from "./lead-scope";

/** The settings a site works with while it has no row (the table's defaults). */
const DEFAULT_FIRST_RESPONSE_MINUTES = 60;
const DEFAULT_DIGEST_HOUR = 8;

/** A site's lead desk settings as its settings page shows them, with each location's round robin. */
export interface SiteLeadSettings {
  siteId: number;
  slug: string;
  name: string;
  firstResponseMinutes: number;
  digestHour: number;
  locations: { id: number; name: string; roundRobin: boolean }[];
}

/** The target a site's settings are for `can`: the site itself, below no dealership. */
function siteTarget(groupId: string, siteId: number) {
  return { resource: "site" as const, groupId, siteId, dealershipId: null, locationId: null };
}

/** The ids of the sites the member may change (`site:update` on the site), of the sites given. */
async function changeableSiteIds(db: Database, who: DeskMember, siteIds: readonly number[]): Promise<number[]> {
  if (siteIds.length === 0) return [];
  const rows = await db
    .select({ siteId: staffGroupSites.siteId, groupId: staffGroupSites.organizationId })
    .from(staffGroupSites)
    .where(inArray(staffGroupSites.siteId, [...siteIds]));
  return rows.filter((row) => can(who.member, "update", siteTarget(row.groupId, row.siteId))).map((r) => r.siteId);
}

/**
 * The settings of every site (of those given) the member may change, by site name; a site of another group or a
 * member who may not change it gets nothing, so the page answers like a missing one.
 */
export async function leadSettingsFor(
  db: Database,
  who: DeskMember,
  siteIds: readonly number[],
): Promise<SiteLeadSettings[]> {
  const ids = await changeableSiteIds(db, who, siteIds);
  if (ids.length === 0) return [];
  const siteRows = await db
    .select({
      siteId: sites.id,
      slug: sites.slug,
      name: sites.name,
      firstResponseMinutes: leadDeskSettings.firstResponseMinutes,
      digestHour: leadDeskSettings.digestHour,
    })
    .from(sites)
    .leftJoin(leadDeskSettings, eq(leadDeskSettings.siteId, sites.id))
    .where(inArray(sites.id, ids))
    .orderBy(asc(sites.name));
  const locationRows = await db
    .select({
      siteId: dealerships.siteId,
      id: locations.id,
      name: locations.name,
      dealership: dealerships.name,
      enabled: leadRoundRobin.enabled,
    })
    .from(locations)
    .innerJoin(dealerships, eq(dealerships.id, locations.dealershipId))
    .leftJoin(leadRoundRobin, eq(leadRoundRobin.locationId, locations.id))
    .where(inArray(dealerships.siteId, ids))
    .orderBy(asc(dealerships.name), asc(locations.name), asc(locations.id));
  return siteRows.map((site) => ({
    siteId: site.siteId,
    slug: site.slug,
    name: site.name,
    firstResponseMinutes: site.firstResponseMinutes ?? DEFAULT_FIRST_RESPONSE_MINUTES,
    digestHour: site.digestHour ?? DEFAULT_DIGEST_HOUR,
    locations: locationRows
      .filter((row) => row.siteId === site.siteId)
      .map((row) => ({
        id: row.id,
        name: row.name === row.dealership ? row.name : `${row.dealership} — ${row.name}`,
        roundRobin: row.enabled ?? false,
      })),
  }));
}

export type SaveLeadSettingsResult = { ok: true } | { ok: false; reason: "not-found" | "not-a-location" };

/**
 * A manager or owner saves a site's lead desk settings: the target and digest hour, and round robin on for exactly the
 * locations named. A settings row made now takes the site's own time zone (`siteTimeZone`) when it has one, else the
 * table's default; an existing row keeps its zone. Each change is in the audit log with before and after, in the same
 * transaction; what did not change is not recorded.
 */
export async function saveLeadSettings(
  db: Database,
  who: DeskMember,
  siteId: number,
  input: LeadSettingsInput,
  siteTimeZone?: string,
): Promise<SaveLeadSettingsResult> {
  return db.transaction(async (tx) => {
    const [current] = await leadSettingsFor(tx, who, [siteId]);
    if (!current) return { ok: false, reason: "not-found" };
    if (input.roundRobinLocationIds.some((id) => !current.locations.some((l) => l.id === id)))
      return { ok: false, reason: "not-a-location" };
    const audit = { groupId: who.member.groupId, siteId, actorId: who.userId };
    const before = { firstResponseMinutes: current.firstResponseMinutes, digestHour: current.digestHour };
    const after = { firstResponseMinutes: input.firstResponseMinutes, digestHour: input.digestHour };
    if (before.firstResponseMinutes !== after.firstResponseMinutes || before.digestHour !== after.digestHour) {
      await tx
        .insert(leadDeskSettings)
        .values({ siteId, ...after, ...(siteTimeZone ? { timeZone: siteTimeZone } : {}) })
        .onConflictDoUpdate({ target: leadDeskSettings.siteId, set: after });
      await appendAudit(tx, {
        ...audit,
        action: "leadDeskSettings.update",
        targetKind: "leadDeskSettings",
        targetId: String(siteId),
        before,
        after,
      });
    }
    for (const location of current.locations) {
      const enabled = input.roundRobinLocationIds.includes(location.id);
      if (enabled === location.roundRobin) continue;
      await tx
        .insert(leadRoundRobin)
        .values({ locationId: location.id, enabled })
        .onConflictDoUpdate({ target: leadRoundRobin.locationId, set: { enabled } });
      await appendAudit(tx, {
        ...audit,
        action: "leadRoundRobin.update",
        targetKind: "location",
        targetId: String(location.id),
        before: { roundRobin: location.roundRobin },
        after: { roundRobin: enabled },
      });
    }
    return { ok: true };
  });
}
