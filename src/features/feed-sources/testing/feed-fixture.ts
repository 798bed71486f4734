import { asc, eq } from "drizzle-orm";
import type { Member, StaffRole } from "@/features/staff";
import type { Database } from "@/platform/db/client";
import { dealerships, locations, sites, staffGroupSites, staffOrganizations } from "@/platform/db/schema";
import type { FeedMember } from "@/features/feed-sources/sources.db";

/** A demo site made the only site of a dealer group of its own, with a CSV row builder for its first location. */
export interface FeedSite {
  groupId: string;
  siteId: number;
  csv: (stockNumbers: string[], badPrice?: string) => string;
}

const HEADER = "stocknum,dealership,location,car_type,status,make,model,badge,year,price,km,body,colour,sold_date";

export async function feedSite(db: Database, groupSlug: string, siteSlug: string): Promise<FeedSite> {
  const [site] = await db.select({ id: sites.id }).from(sites).where(eq(sites.slug, siteSlug));
  const groupId = `group-${groupSlug}`;
  await db.insert(staffOrganizations).values({ id: groupId, name: groupSlug, slug: groupSlug });
  await db.insert(staffGroupSites).values({ siteId: site!.id, organizationId: groupId });
  const [place] = await db
    .select({ dealership: dealerships.slug, location: locations.slug })
    .from(locations)
    .innerJoin(dealerships, eq(dealerships.id, locations.dealershipId))
    .where(eq(dealerships.siteId, site!.id))
    .orderBy(asc(dealerships.id), asc(locations.id))
    .limit(1);
  const csv = (stockNumbers: string[], badPrice?: string) =>
    [
      HEADER,
      ...stockNumbers.map(
        (n, i) =>
          `${n},${place!.dealership},${place!.location},used,in_stock,Toyota,Corolla,Ascent,2021,${i === 0 && badPrice ? badPrice : 23990},41000,hatch,White,`,
      ),
    ].join("\n");
  return { groupId, siteId: site!.id, csv };
}

export function feedMember(site: FeedSite, role: StaffRole, userId = `${role}-user`): FeedMember {
  const member: Member = {
    groupId: site.groupId,
    role,
    scopes: role === "owner" ? [] : [{ siteId: site.siteId, dealershipId: null, locationId: null }],
  };
  return { userId, member };
}
