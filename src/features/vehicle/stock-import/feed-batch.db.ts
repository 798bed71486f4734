import { and, eq, inArray } from "drizzle-orm";
import type { Database } from "@/platform/db/client";
import { dealerships, locations, vehicles } from "@/platform/db/schema";
import { checkStockRecord, KEPT_WHEN_ABSENT, type StockColumn } from "./stock-csv";
import { vehicleFromRow } from "./stock-row-to-vehicle";
import { sameStock } from "./same-stock";
import { upsertFeedCars } from "./upsert-feed-cars.db";
import { feedPresentation } from "@/features/vehicle/presentation/presentation";
import { namePriceWriter } from "@/features/vehicle/presentation/price-writer.db";

/** A site's outlets and places, read once per run. */
export interface FeedSitePlaces {
  siteId: number;
  siteSlug: string;
  dealerships: { id: number; slug: string }[];
  locations: {
    id: number;
    slug: string;
    dealershipId: number;
    primary: boolean;
    type: string;
    city: string | null;
    state: string | null;
  }[];
}

export async function feedSitePlaces(db: Database, siteId: number, siteSlug: string): Promise<FeedSitePlaces> {
  const places = await db
    .select({
      id: locations.id,
      slug: locations.slug,
      dealershipId: locations.dealershipId,
      primary: locations.primary,
      type: locations.locationType,
      city: locations.city,
      state: locations.state,
    })
    .from(locations)
    .where(eq(locations.siteId, siteId));
  const outlets = await db
    .select({ id: dealerships.id, slug: dealerships.slug })
    .from(dealerships)
    .where(eq(dealerships.siteId, siteId));
  return { siteId, siteSlug, dealerships: outlets, locations: places };
}

export interface FeedBatchResult {
  added: number;
  updated: number;
  unchanged: number;
  problems: { row: number; column: string; reason: string }[];
}

/**
 * The source a batch is applied for. `ownsUnclaimed`: cars no source has delivered yet (stock from before sources) are
 * already this source's, as a site's command source answers for them.
 */
export interface FeedBatchSource {
  id: number;
  ownsUnclaimed: boolean;
}

const KEPT_COLUMNS: Record<(typeof KEPT_WHEN_ABSENT)[number], string> = {
  compliance_date: "complianceDate",
  interior_colour: "interiorColour",
};

/**
 * Applies one batch of a feed run's mapped records in its own short transaction: each record is checked by the
 * import's row rules (a bad one is listed, the rest land), good ones are written through upsertFeedCars (layers kept)
 * and marked as the source's; a record saying what the stored car says is left alone. `columns`: the feed's columns,
 * so a feed without a kept-when-absent column keeps the stored value.
 */
export async function applyFeedBatch(
  db: Database,
  site: FeedSitePlaces,
  source: FeedBatchSource,
  records: { row: number; record: Record<string, string> }[],
  columns: ReadonlySet<string>,
  now = new Date(),
): Promise<FeedBatchResult> {
  const problems: FeedBatchResult["problems"] = [];
  const dealershipBySlug = new Map(site.dealerships.map((d) => [d.slug, d.id]));
  const values: { data: Parameters<typeof vehicleFromRow>[0]; value: typeof vehicles.$inferInsert }[] = [];
  for (const { row, record } of records) {
    const checked = checkStockRecord(record as Partial<Record<StockColumn, string>>);
    if (!checked.ok) {
      for (const p of checked.problems) problems.push({ row, ...p });
      continue;
    }
    const data = checked.data;
    const dealershipId = dealershipBySlug.get(data.dealership);
    if (!dealershipId) {
      problems.push({ row, column: "dealership", reason: `no dealership "${data.dealership}" on ${site.siteSlug}` });
      continue;
    }
    const own = site.locations.filter((p) => p.dealershipId === dealershipId);
    const place = data.location
      ? own.find((p) => p.slug === data.location)
      : (own.find((p) => p.primary) ?? own.find((p) => p.type === "sales") ?? own[0]);
    if (data.location && !place) {
      problems.push({
        row,
        column: "location",
        reason: `no location "${data.location}" at dealership "${data.dealership}"`,
      });
      continue;
    }
    const value = vehicleFromRow(
      data,
      {
        siteId: site.siteId,
        dealershipId,
        locationId: place?.id ?? null,
        city: place?.city ?? null,
        state: place?.state ?? null,
      },
      now,
    );
    values.push({ data, value: { ...value, feedSourceId: source.id } });
  }
  if (values.length === 0) return { added: 0, updated: 0, unchanged: 0, problems };

  const absent = KEPT_WHEN_ABSENT.filter((c) => !columns.has(c));
  const dealershipSlug = new Map(site.dealerships.map((d) => [d.id, d.slug]));
  const locationSlug = new Map(site.locations.map((p) => [p.id, p.slug]));
  return db.transaction(async (tx) => {
    const stored = new Map<string, typeof vehicles.$inferSelect>();
    const found = await tx
      .select()
      .from(vehicles)
      .where(
        and(
          eq(vehicles.siteId, site.siteId),
          inArray(
            vehicles.stocknum,
            values.map((v) => v.value.stocknum),
          ),
        ),
      );
    for (const car of found) stored.set(car.stocknum, car);
    const changed = values.filter(({ data, value }) => {
      const car = stored.get(value.stocknum);
      if (!car) return true;
      if (car.dealershipId !== value.dealershipId || car.locationId !== value.locationId) return true;
      const storedCar = {
        ...car,
        ...feedPresentation(car),
        dealershipSlug: dealershipSlug.get(car.dealershipId) ?? "",
        locationSlug: car.locationId === null ? null : (locationSlug.get(car.locationId) ?? null),
      };
      return !sameStock(data, storedCar, absent);
    });
    await namePriceWriter(tx, "feed", now);
    await upsertFeedCars(
      tx,
      changed.map((c) => c.value),
      stored,
      new Set(absent.map((c) => KEPT_COLUMNS[c])),
    );
    // A car the feed states as stored but another source (or none) delivered becomes this source's: only the claim is
    // written, so its updated_at (and what shoppers and caches see) stays as it was.
    const kept = new Set(changed.map((c) => c.value.stocknum));
    const claimed = values
      .map(({ value }) => stored.get(value.stocknum))
      .filter((car): car is typeof vehicles.$inferSelect => car !== undefined && !kept.has(car.stocknum))
      .filter((car) => car.feedSourceId !== source.id && !(car.feedSourceId === null && source.ownsUnclaimed));
    if (claimed.length > 0)
      await tx
        .update(vehicles)
        .set({ feedSourceId: source.id })
        .where(
          inArray(
            vehicles.id,
            claimed.map((car) => car.id),
          ),
        );
    const added = values.length - stored.size;
    return { added, updated: changed.length - added, unchanged: values.length - changed.length, problems };
  });
}
