import { asc, inArray, sql } from "drizzle-orm";
import type { DeskPlace } from "@/features/lead-desk";
import { deskPlaceOptions, type ChoiceOption } from "@/features/lead-desk/index.server";
import type { Database } from "@/platform/db/client";
import { vehicles } from "@/platform/db/schema";

/** The choices the stock list's filters offer: the dealerships, locations and makes of the member's sites. */
export interface StockFilterOptions {
  dealerships: ChoiceOption[];
  locations: ChoiceOption[];
  makes: ChoiceOption[];
}

export async function stockFilterOptions(db: Database, place: DeskPlace): Promise<StockFilterOptions> {
  const siteIds = place.sites.map((site) => site.id).concat(-1);
  const [places, makeRows] = await Promise.all([
    deskPlaceOptions(db, place),
    // Served by the (site, make, model) index: the distinct makes of a site's 50,000 cars without reading them all.
    db
      .select({ slug: vehicles.makeSlug, name: sql<string>`min(${vehicles.make})` })
      .from(vehicles)
      .where(inArray(vehicles.siteId, siteIds))
      .groupBy(vehicles.makeSlug)
      .orderBy(asc(vehicles.makeSlug)),
  ]);
  return { ...places, makes: makeRows.map((row) => ({ value: row.slug, label: row.name })) };
}
