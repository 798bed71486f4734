import { asc, inArray, sql } from "drizzle-orm";
import type { DeskPlace } from "@/features/lead-desk";
import type { Database } from "@/platform/db/client";
import { dealerships, locations, vehicles } from "@/platform/db/schema";

/** The choices the stock list's filters offer: the dealerships, locations and makes of the member's sites. */
export interface StockFilterOptions {
  dealerships: { value: string; label: string }[];
  locations: { value: string; label: string }[];
  makes: { value: string; label: string }[];
}

export async function stockFilterOptions(db: Database, place: DeskPlace): Promise<StockFilterOptions> {
  const siteIds = place.sites.map((site) => site.id).concat(-1);
  const [dealershipRows, locationRows, makeRows] = await Promise.all([
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
    // Served by the (site, make, model) index: the distinct makes of a site's 50,000 cars without reading them all.
    db
      .select({ slug: vehicles.makeSlug, name: sql<string>`min(${vehicles.make})` })
      .from(vehicles)
      .where(inArray(vehicles.siteId, siteIds))
      .groupBy(vehicles.makeSlug)
      .orderBy(asc(vehicles.makeSlug)),
  ]);
  return {
    dealerships: dealershipRows.map((row) => ({ value: String(row.id), label: row.name })),
    locations: locationRows.map((row) => ({ value: String(row.id), label: row.name })),
    makes: makeRows.map((row) => ({ value: row.slug, label: row.name })),
  };
}
