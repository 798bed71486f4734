import "server-only";
import { cache } from "react";
import { and, desc, eq, sql } from "drizzle-orm";
import { getDb } from "@/platform/db/db.server";
import { dealerships, locations, vehicles } from "@/platform/db/schema";
import type { CurrentSite } from "@/platform/site/current-site.server";
import { baseStockFilter } from "@/features/search/base-filter.db";
import { shownCarCondition } from "./shown-car.db";

const cardColumns = {
  id: vehicles.id,
  slug: vehicles.slug,
  name: vehicles.name,
  year: vehicles.year,
  make: vehicles.make,
  model: vehicles.model,
  badge: vehicles.badge,
  series: vehicles.series,
  price: vehicles.price,
  priceType: vehicles.priceType,
  preorder: vehicles.preorder,
  km: vehicles.km,
  carType: vehicles.carType,
  itemType: vehicles.itemType,
  simpleTransmission: vehicles.simpleTransmission,
  simpleFuel: vehicles.simpleFuel,
  primaryImageUrl: vehicles.primaryImageUrl,
  city: vehicles.city,
  status: vehicles.status,
};

/** The newest listed stock of a site, for the home page strip. */
export async function latestStock(site: CurrentSite, limit = 8) {
  const db = await getDb();
  return db
    .select(cardColumns)
    .from(vehicles)
    .where(and(baseStockFilter(site), sql`${vehicles.status} <> 'sold'`))
    .orderBy(desc(vehicles.createdAt), desc(vehicles.id))
    .limit(limit);
}

/** Listed stock per make, for the home page's make dropdown. */
export async function makeCounts(site: CurrentSite): Promise<Record<string, number>> {
  const db = await getDb();
  const rows = await db
    .select({ make: vehicles.make, n: sql<number>`count(*)::int` })
    .from(vehicles)
    .where(baseStockFilter(site))
    .groupBy(vehicles.make);
  return Object.fromEntries(rows.map((r) => [r.make, r.n]));
}

/** Listed stock per condition, for the stock menu. */
export async function stockCountsByType(site: CurrentSite): Promise<Partial<Record<"new" | "used" | "demo", number>>> {
  const db = await getDb();
  const rows = await db
    .select({ carType: vehicles.carType, n: sql<number>`count(*)::int` })
    .from(vehicles)
    .where(baseStockFilter(site))
    .groupBy(vehicles.carType);
  return Object.fromEntries(rows.map((r) => [r.carType, r.n]));
}

/**
 * A vehicle shown on this site, by slug, whatever its status: a sold car's URL keeps working. A hidden
 * car (not shown on the dealer website), another site's car and a malformed slug are all not found.
 * Cached per request: a page's metadata and its body ask for the same row once.
 */
export const vehicleBySlug = cache(async function vehicleBySlug(site: CurrentSite, slug: string) {
  const where = shownCarCondition(site, "slug", slug);
  if (!where) return null;
  const db = await getDb();
  const [row] = await db
    .select({
      vehicle: vehicles,
      location: locations,
      dealershipName: dealerships.name,
      dealerGroup: dealerships.dealerGroup,
    })
    .from(vehicles)
    .innerJoin(dealerships, eq(dealerships.id, vehicles.dealershipId))
    .leftJoin(locations, eq(locations.id, vehicles.locationId))
    .where(where)
    .limit(1);
  return row ?? null;
});

/** A vehicle shown on this site, by stock number (history report links carry it); the same rule as by slug. */
export async function vehicleByStockNumber(site: CurrentSite, stocknum: string) {
  const where = shownCarCondition(site, "stocknum", stocknum);
  if (!where) return null;
  const db = await getDb();
  const [row] = await db.select().from(vehicles).where(where).limit(1);
  return row ?? null;
}

export type VehicleCardData = Awaited<ReturnType<typeof latestStock>>[number];
