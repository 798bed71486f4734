import { isAvailable, SELLABLE_PRICE_ABOVE, type AskingPrice } from "@/features/vehicle";
import type { ItemListQuery } from "./stock-search";

/**
 * The 'Similar cars' rule (the spec names the strip's source, the item-list search, but no band or size):
 * cars of the same body whose price is within 20% either side of this car's, available, nearest price first, never
 * the car itself, four at most (one row of cards).
 */
const SIMILAR_PRICE_BAND = 0.2;
export const SIMILAR_CARS_LIMIT = 4;

/** The item-list query for a car's similar cars; null when the car has no body or no sellable price to compare. */
export function similarCarsQuery(car: {
  id: number;
  body: string | null;
  price: AskingPrice;
  itemType: string;
}): ItemListQuery | null {
  if (!car.body || car.price === null || !(car.price > SELLABLE_PRICE_ABOVE)) return null;
  return {
    attributes: {
      body: [car.body],
      item_type: [car.itemType],
      status: AVAILABLE_STATUSES,
    },
    price: {
      // A similar car is one that can be bought: its price is above the sellable threshold too.
      min: Math.max(SELLABLE_PRICE_ABOVE + 1, Math.ceil(car.price * (1 - SIMILAR_PRICE_BAND))),
      max: Math.floor(car.price * (1 + SIMILAR_PRICE_BAND)),
    },
    excludeIds: [car.id],
    order: { nearestPrice: car.price },
    limit: SIMILAR_CARS_LIMIT,
  };
}

/** The statuses that count as available (vehicle-rules.ts isAvailable), as the filter's values. */
const AVAILABLE_STATUSES = ["in_stock", "coming_soon"].filter(isAvailable);
