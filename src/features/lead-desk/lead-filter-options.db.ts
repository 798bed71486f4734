import { asc, eq, inArray } from "drizzle-orm";
import type { Database } from "@/platform/db/client";
import { dealerships, locations, staffMembers, staffUsers } from "@/platform/db/schema";
import type { DeskPlace } from "./desk-place";

/** The choices the list's work filters offer: the dealerships and locations of the member's sites, and the group's staff. */
export interface LeadFilterOptions {
  dealerships: { value: string; label: string }[];
  locations: { value: string; label: string }[];
  staff: { value: string; label: string }[];
}

export async function leadFilterOptions(db: Database, place: DeskPlace): Promise<LeadFilterOptions> {
  const siteIds = place.sites.map((site) => site.id).concat(-1);
  const [dealershipRows, locationRows, staffRows] = await Promise.all([
    db
      .select({ id: dealerships.id, name: dealerships.name })
      .from(dealerships)
      .where(inArray(dealerships.siteId, siteIds))
      .orderBy(asc(dealerships.name)),
    db
      .select({ id: locations.id, name: locations.name })
      .from(locations)
      .where(inArray(locations.siteId, siteIds))
      .orderBy(asc(locations.name)),
    db
      .select({ id: staffUsers.id, name: staffUsers.name })
      .from(staffMembers)
      .innerJoin(staffUsers, eq(staffUsers.id, staffMembers.userId))
      .where(eq(staffMembers.organizationId, place.member.groupId))
      .orderBy(asc(staffUsers.name)),
  ]);
  return {
    dealerships: dealershipRows.map((row) => ({ value: String(row.id), label: row.name })),
    locations: locationRows.map((row) => ({ value: String(row.id), label: row.name })),
    staff: staffRows.map((row) => ({ value: row.id, label: row.name })),
  };
}
