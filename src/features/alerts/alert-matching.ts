import type { IndexRow } from "@/features/vehicle";

/** What an alert tells a shopper about a car: that it newly matches their search, or that its price dropped. */
export type AnnouncementKind = "new_match" | "price_drop";

/** One change of a car's shown price (vehicle_price_changes), as the matcher reads it. */
export interface PriceChange {
  id: number;
  vehicleId: number;
  oldPrice: number | null;
  newPrice: number | null;
  at: Date;
}

/**
 * One thing to tell one saved search. `occasion` tells apart two announcements of one kind about one car: 0 for a new
 * match (a car is new to a search once), the price change's id for a drop (each drop is news once).
 */
export interface Announcement {
  savedSearchId: number;
  vehicleId: number;
  kind: AnnouncementKind;
  occasion: number;
  price: number | null;
  oldPrice: number | null;
}

/** A price change is a drop only from a shown price to a lower shown price ('price on application' is neither). */
export function isPriceDrop(change: Pick<PriceChange, "oldPrice" | "newPrice">): boolean {
  return change.oldPrice !== null && change.newPrice !== null && change.newPrice < change.oldPrice;
}

/** Each car's latest price change of the batch: a car cut twice in one run is told once, at its final price. */
export function latestChangeByCar(changes: readonly PriceChange[]): Map<number, PriceChange> {
  const latest = new Map<number, PriceChange>();
  for (const change of changes) {
    const seen = latest.get(change.vehicleId);
    if (!seen || change.id > seen.id) latest.set(change.vehicleId, change);
  }
  return latest;
}

/**
 * The announcements a batch of changed cars makes, given which of them each saved search lists (the search engine's
 * matching, carsMatchingSearches). Rules:
 * - a listed car first listed after the search was saved is a new match (what was there when the shopper saved the
 *   search, they had seen);
 * - a listed car whose latest change in the batch is a drop made after the search was saved is a price drop;
 * - a car that is a new match to a search is not also a price drop to it (the new match shows today's price);
 * - a car a search does not list is never announced to it (sold, hidden, or outside its filters).
 */
export function announcementsFor(
  matches: ReadonlyMap<number, readonly number[]>,
  searches: readonly { id: number; createdAt: Date }[],
  cars: ReadonlyMap<number, Pick<IndexRow, "createdAt" | "price">>,
  changes: readonly PriceChange[],
): Announcement[] {
  const drops = latestChangeByCar(changes);
  const out: Announcement[] = [];
  for (const search of searches) {
    const savedAt = search.createdAt.getTime();
    for (const vehicleId of matches.get(search.id) ?? []) {
      const car = cars.get(vehicleId);
      if (!car) continue;
      const base = { savedSearchId: search.id, vehicleId, price: car.price };
      if (Date.parse(car.createdAt) > savedAt) {
        out.push({ ...base, kind: "new_match", occasion: 0, oldPrice: null });
        continue;
      }
      const change = drops.get(vehicleId);
      if (change && isPriceDrop(change) && change.at.getTime() > savedAt)
        out.push({
          ...base,
          kind: "price_drop",
          occasion: change.id,
          oldPrice: change.oldPrice,
          price: change.newPrice,
        });
    }
  }
  return out;
}
