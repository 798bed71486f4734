import "server-only";
import { cache } from "react";
import { and, desc, eq, sql } from "drizzle-orm";
import { getDb } from "@/platform/db/db.server";
import { dealerships, locations, manufacturers, vehicles } from "@/platform/db/schema";
import type { CurrentSite } from "@/platform/site/current-site.server";
import { baseStockFilter } from "@/features/vehicle/base-filter.db";
import { carIdKeys, type CarKey } from "./car-key";
import { shownCarCondition } from "./shown-car.db";
import { selectCarsWithPlace } from "./cars-with-place.db";
import { cardColumns } from "./vehicle-projections.db";
import { beingReservedNow, reservedNow } from "@/features/vehicle/live-hold.db";
import type { CardVehicle, ShownVehicle } from "./vehicle-projections";

/** The newest listed stock of a site, for the home page strip. */
export async function latestStock(site: CurrentSite, limit = 8): Promise<CardVehicle[]> {
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
 * The car a page about one vehicle shows (ShownVehicle: its row, location and dealership), found by slug, id
 * or stock number under the one shown-car condition, whatever its status: a sold car's URL keeps working.
 * A hidden car, another site's car and a malformed key are all not found (null).
 * Cached per request: a page's metadata, its body and the lead forms on it read the same load.
 */
export const shownVehicle = cache(async function shownVehicle(
  site: CurrentSite,
  by: CarKey["by"],
  value: unknown,
): Promise<ShownVehicle | null> {
  const where = shownCarCondition(site, by, value);
  if (!where) return null;
  const db = await getDb();
  const [row] = await selectCarsWithPlace(db, {
    vehicle: vehicles,
    reservedNow,
    beingReservedNow,
    location: locations,
    dealershipName: dealerships.name,
    dealershipSlug: dealerships.slug,
    dealerGroup: dealerships.dealerGroup,
    manufacturerSlug: manufacturers.slug,
  })
    .leftJoin(manufacturers, eq(manufacturers.slug, vehicles.makeSlug))
    .where(where)
    .limit(1);
  if (!row) return null;
  const { reservedNow: reserved, beingReservedNow: beingReserved, ...shown } = row;
  return { ...shown, vehicle: { ...shown.vehicle, reserved, beingReserved } };
});

/** A vehicle shown on this site, by slug (the vehicle page, its print page, PDF, make-an-offer and pre-fills). */
export const vehicleBySlug = (site: CurrentSite, slug: string) => shownVehicle(site, "slug", slug);

/** A vehicle shown on this site named by a URL's car_id that may be its id or its slug (car-key.ts carIdKeys). */
export async function vehicleByCarId(site: CurrentSite, value: unknown): Promise<ShownVehicle | null> {
  for (const key of carIdKeys(value)) {
    const shown = await shownVehicle(site, key.by, value);
    if (shown) return shown;
  }
  return null;
}

/** A vehicle shown on this site, by stock number (history report links carry it); the same rule as by slug. */
export async function vehicleByStockNumber(site: CurrentSite, stocknum: string) {
  return (await shownVehicle(site, "stocknum", stocknum))?.vehicle ?? null;
}
