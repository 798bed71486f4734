import { and, asc, desc, eq, exists, sql } from "drizzle-orm";
import type { Database } from "@/platform/db/client";
import { analyticsEvents, authUsers, vehicles, watchlistEntries } from "@/platform/db/schema";
import { siteStockScope, type StockSite, shownCarCondition } from "@/features/vehicle/index.server";
import { isAvailable } from "@/features/vehicle";
import { SAVE_CAR_EVENT_ID } from "./watchlist-rules";
import { eventRecord } from "@/platform/analytics/event-record";

/**
 * The shopper's saved cars. Every query is scoped by
 * the site and the shopper: a shopper of one site can never read or change another's list, and only a
 * car the site shows (shown-car.db.ts) can be saved.
 */

export type WatchlistChange = { ok: true; saved: boolean } | { ok: false; reason: "not_found" | "sold" };

/** This site's shopper: an account belongs to one site. */
const shopperOfSite = (db: Database, siteId: number, userId: string) =>
  exists(
    db
      .select({ one: sql`1` })
      .from(authUsers)
      .where(and(eq(authUsers.id, userId), eq(authUsers.siteId, siteId))),
  );

const entryOf = (siteId: number, userId: string, carId: number) =>
  and(eq(watchlistEntries.siteId, siteId), eq(watchlistEntries.userId, userId), eq(watchlistEntries.vehicleId, carId));

/**
 * Saves a car with its price of today (the watchlist notes a change later). Idempotent, also under
 * concurrency: the unique (user, car) key decides, so two saves of one car at once give one row and
 * both answer saved. Only the save that added the row records event 39. A sold car is not newly saved
 * (a sold car shows Save only if already saved); saving it again while saved changes nothing.
 */
export async function saveCar(db: Database, site: StockSite, userId: string, carId: number): Promise<WatchlistChange> {
  const shown = shownCarCondition(site, "id", carId);
  if (!shown) return { ok: false, reason: "not_found" };
  return db.transaction(async (tx) => {
    const [car] = await tx
      .select({
        id: vehicles.id,
        price: vehicles.price,
        status: vehicles.status,
        saved: sql<boolean>`${exists(
          tx
            .select({ one: sql`1` })
            .from(watchlistEntries)
            .where(entryOf(site.id, userId, carId)),
        )}`,
      })
      .from(vehicles)
      .where(and(shown, shopperOfSite(tx, site.id, userId)));
    if (!car) return { ok: false, reason: "not_found" } as const;
    if (car.saved) return { ok: true, saved: true } as const;
    if (!isAvailable(car.status)) return { ok: false, reason: "sold" } as const;
    const added = await tx
      .insert(watchlistEntries)
      .values({ siteId: site.id, userId, vehicleId: car.id, savedPrice: car.price })
      .onConflictDoNothing({ target: [watchlistEntries.userId, watchlistEntries.vehicleId] })
      .returning({ id: watchlistEntries.id });
    if (added.length > 0)
      await tx
        .insert(analyticsEvents)
        .values(eventRecord({ siteId: site.id, eventId: SAVE_CAR_EVENT_ID, kind: "save_car", vehicleId: car.id }));
    return { ok: true, saved: true } as const;
  });
}

/**
 * Takes a car off the shopper's list. A car on the list can always be removed (sold, or no longer shown
 * by the site); one that is not there is already removed if the site shows it, and not found otherwise.
 */
export async function removeCar(
  db: Database,
  site: StockSite,
  userId: string,
  carId: number,
): Promise<WatchlistChange> {
  const removed = await db
    .delete(watchlistEntries)
    .where(entryOf(site.id, userId, carId))
    .returning({ id: watchlistEntries.id });
  if (removed.length > 0) return { ok: true, saved: false };
  const shown = shownCarCondition(site, "id", carId);
  const [car] = shown ? await db.select({ id: vehicles.id }).from(vehicles).where(shown) : [];
  return car ? { ok: true, saved: false } : { ok: false, reason: "not_found" };
}

/** The ids of the shopper's saved cars on this site, oldest first. */
export async function savedCarIds(db: Database, siteId: number, userId: string): Promise<number[]> {
  const rows = await db
    .select({ id: watchlistEntries.vehicleId })
    .from(watchlistEntries)
    .where(and(eq(watchlistEntries.siteId, siteId), eq(watchlistEntries.userId, userId)))
    .orderBy(asc(watchlistEntries.createdAt), asc(watchlistEntries.id));
  return rows.map((r) => r.id);
}

export type SavedCar = Awaited<ReturnType<typeof savedCars>>[number];

/**
 * The shopper's saved cars for the watchlist page (and the garage), newest first, each with what a page
 * needs to note it: today's price and status against the price it was saved at, and whether the site
 * still shows it.
 */
export async function savedCars(db: Database, site: StockSite, userId: string) {
  return db
    .select({
      id: vehicles.id,
      slug: vehicles.slug,
      year: vehicles.year,
      make: vehicles.make,
      model: vehicles.model,
      badge: vehicles.badge,
      series: vehicles.series,
      price: vehicles.price,
      priceType: vehicles.priceType,
      preorder: vehicles.preorder,
      status: vehicles.status,
      primaryImageUrl: vehicles.primaryImageUrl,
      savedPrice: watchlistEntries.savedPrice,
      savedAt: watchlistEntries.createdAt,
      alertsOn: sql<boolean>`(${watchlistEntries.alertEmail} or ${watchlistEntries.alertSms})`.mapWith(Boolean),
      shown: sql<boolean>`coalesce((${siteStockScope(site)}), false)`.mapWith(Boolean),
    })
    .from(watchlistEntries)
    .innerJoin(vehicles, and(eq(vehicles.id, watchlistEntries.vehicleId), eq(vehicles.siteId, site.id)))
    .where(and(eq(watchlistEntries.siteId, site.id), eq(watchlistEntries.userId, userId)))
    .orderBy(desc(watchlistEntries.createdAt), desc(watchlistEntries.id));
}
