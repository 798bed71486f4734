import { getTableColumns, sql } from "drizzle-orm";
import type { Database } from "@/platform/db/client";
import { vehicles } from "@/platform/db/schema";
import { effectivePresentation, hasLayers, pickPresentation } from "@/features/vehicle/presentation/presentation";

type Tx = Parameters<Parameters<Database["transaction"]>[0]>[0];
type NewVehicle = typeof vehicles.$inferInsert;
type StoredVehicle = typeof vehicles.$inferSelect;

// Columns a feed must not change: identity, the public URL, first-listed time, counters, what the dealer set.
const KEEP_ON_UPDATE = new Set([
  "id",
  "siteId",
  "stocknum",
  "slug",
  "createdAt",
  "views",
  "customRank",
  "searchDocument",
  "financeLenders",
  "marketPrices",
  "variant",
  "weeklyPrice",
  "subscriptionPrice",
  "hasNvic",
  "paymentProcessors",
  "privateSuburb",
  "privatePostcode",
  "carsalesTitle",
  "layers",
  // Kept by the price-change trigger (migration 0028), never by a writer.
  "priceDroppedAt",
]);

/**
 * Writes a feed's cars by stock number, as the one way any feed (file, pull, push, command) writes stock. The feed
 * owns the facts; where a dealer's edit or a special stands over a presentation field (`stored.layers`), the feed's
 * new value is kept beside the column (`feed_values`) and the column keeps showing the layer's, so an edit survives
 * every import until it is cleared. `keep` names further columns a row leaves as stored (a file without them).
 */
export async function upsertFeedCars(
  tx: Tx,
  rows: readonly NewVehicle[],
  stored: ReadonlyMap<string, StoredVehicle>,
  keep: ReadonlySet<string> = new Set(),
): Promise<void> {
  const columns = getTableColumns(vehicles);
  const set = Object.fromEntries(
    Object.entries(columns)
      .filter(([key]) => !KEEP_ON_UPDATE.has(key) && !keep.has(key))
      .map(([key, column]) => [key, sql.raw(`excluded."${column.name}"`)]),
  );
  const values = rows.map((row) => underLayers(row, stored.get(row.stocknum)));
  for (let i = 0; i < values.length; i += 200)
    await tx
      .insert(vehicles)
      .values(values.slice(i, i + 200))
      .onConflictDoUpdate({ target: [vehicles.siteId, vehicles.stocknum], set });
}

/** A feed's row as it is stored: the feed's values, or, under a car's layers, what the layers make of them. */
function underLayers(row: NewVehicle, car: StoredVehicle | undefined): NewVehicle {
  if (!car || !hasLayers(car.layers)) return { ...row, feedValues: null };
  const feed = pickPresentation({ ...car, ...row } as StoredVehicle);
  // A status the dealer set keeps the sold date that came with it (the sold-car rules count from it), whatever the
  // feed's row says of its own status.
  const soldAt = car.layers.dealer?.status === undefined ? row.soldAt : car.soldAt;
  return { ...row, ...effectivePresentation(feed, car.layers), soldAt, feedValues: feed };
}
