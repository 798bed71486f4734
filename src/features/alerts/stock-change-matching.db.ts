import { and, eq, gt, inArray, or, sql } from "drizzle-orm";
import type { Database } from "@/platform/db/client";
import {
  savedSearches,
  searchAlertAnnouncements,
  searchAlertCursors,
  vehiclePriceChanges,
  vehicles,
} from "@/platform/db/schema";
import {
  carsMatchingSearches,
  listableIndexRows,
  storedSearch,
  type StoredSearch,
} from "@/features/search/index.server";
import type { SearchSite } from "@/features/search";
import { announcementsFor, type Announcement } from "./alert-matching";

/** Rows written per insert statement (well under the drivers' parameter limits). */
const INSERT_CHUNK = 1_000;

/** A site's saved searches that have an alert channel on, as the matcher reads them (filters parsed). */
async function alertingSearches(db: Database, siteId: number): Promise<(StoredSearch & { createdAt: Date })[]> {
  const rows = await db
    .select({
      id: savedSearches.id,
      path: savedSearches.path,
      query: savedSearches.query,
      createdAt: savedSearches.createdAt,
    })
    .from(savedSearches)
    .where(
      and(eq(savedSearches.siteId, siteId), or(eq(savedSearches.alertEmail, true), eq(savedSearches.alertSms, true))),
    );
  return rows.flatMap((row) => {
    const search = storedSearch(row.id, row.path, row.query);
    return search ? [{ ...search, createdAt: row.createdAt }] : [];
  });
}

/**
 * Matches a site's stock changes since the last run against its alerting saved searches and records what each search
 * is to be told (announcements). Only the changed cars are read and matched: cars added since the cursor and cars
 * whose price changed since it. The announcements' unique key makes a car matched twice (two runs, two processes)
 * announced once; the cursor only moves forward. Returns how many announcements are new.
 */
export async function matchStockChanges(db: Database, site: SearchSite, now = new Date()): Promise<number> {
  const [cursor] = await db.select().from(searchAlertCursors).where(eq(searchAlertCursors.siteId, site.id));
  const lastVehicleId = cursor?.lastVehicleId ?? 0;
  const lastPriceChangeId = cursor?.lastPriceChangeId ?? 0;
  const [added, changes] = await Promise.all([
    db
      .select({ id: vehicles.id })
      .from(vehicles)
      .where(and(eq(vehicles.siteId, site.id), gt(vehicles.id, lastVehicleId))),
    db
      .select({
        id: vehiclePriceChanges.id,
        vehicleId: vehiclePriceChanges.vehicleId,
        oldPrice: vehiclePriceChanges.oldPrice,
        newPrice: vehiclePriceChanges.newPrice,
        at: vehiclePriceChanges.at,
      })
      .from(vehiclePriceChanges)
      .where(and(eq(vehiclePriceChanges.siteId, site.id), gt(vehiclePriceChanges.id, lastPriceChangeId))),
  ]);
  const changed = [...new Set([...added.map((v) => v.id), ...changes.map((c) => c.vehicleId)])];
  let recorded = 0;
  if (changed.length > 0) {
    const searches = await alertingSearches(db, site.id);
    if (searches.length > 0) {
      const cars = await listableIndexRows(db, site, inArray(vehicles.id, changed));
      const matches = carsMatchingSearches(cars, searches, {
        now,
        priceAscendingPositiveOnly: site.config.stock.priceAscendingPositiveOnly,
      });
      const found = announcementsFor(matches, searches, new Map(cars.map((c) => [c.id, c])), changes);
      recorded = await recordAnnouncements(db, site.id, found);
    }
  }
  const next = {
    lastVehicleId: Math.max(lastVehicleId, ...added.map((v) => v.id)),
    lastPriceChangeId: Math.max(lastPriceChangeId, ...changes.map((c) => c.id)),
  };
  await db
    .insert(searchAlertCursors)
    .values({ siteId: site.id, ...next })
    .onConflictDoUpdate({
      target: searchAlertCursors.siteId,
      set: {
        lastVehicleId: sql`greatest(${searchAlertCursors.lastVehicleId}, ${next.lastVehicleId})`,
        lastPriceChangeId: sql`greatest(${searchAlertCursors.lastPriceChangeId}, ${next.lastPriceChangeId})`,
        updatedAt: sql`now()`,
      },
    });
  return recorded;
}

/** Writes announcements; one already recorded (same search, car, kind and occasion) is left as it was. */
async function recordAnnouncements(db: Database, siteId: number, found: readonly Announcement[]) {
  let recorded = 0;
  for (let i = 0; i < found.length; i += INSERT_CHUNK) {
    const written = await db
      .insert(searchAlertAnnouncements)
      .values(found.slice(i, i + INSERT_CHUNK).map((a) => ({ siteId, ...a })))
      .onConflictDoNothing()
      .returning({ id: searchAlertAnnouncements.id });
    recorded += written.length;
  }
  return recorded;
}

/**
 * Matches many sites' stock changes, a few sites at a time (each site's work is a handful of round trips; running
 * them side by side keeps a pass after feed runs everywhere within seconds). Returns the new announcements.
 */
export async function matchSitesStockChanges(
  db: Database,
  sites: readonly SearchSite[],
  now = new Date(),
  concurrency = 8,
): Promise<number> {
  let next = 0;
  let recorded = 0;
  const lane = async () => {
    while (next < sites.length) {
      const site = sites[next++]!;
      const found = await matchStockChanges(db, site, now);
      recorded += found; // added after the await: `recorded += await …` would lose another lane's count
    }
  };
  await Promise.all(Array.from({ length: Math.min(concurrency, sites.length) }, lane));
  return recorded;
}
