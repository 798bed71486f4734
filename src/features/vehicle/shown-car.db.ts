import { and, eq, type SQL } from "drizzle-orm";
import { vehicles } from "@/platform/db/schema";
import { siteStockScope, type StockSite } from "@/features/vehicle/base-filter.db";
import { carKey, type CarKey } from "./car-key";

/**
 * The one condition every shopper-facing lookup of a single car starts from (the vehicle page, its
 * PDF, view counter and print page, make-an-offer, history reports, finance and test-drive pre-fills,
 * trade-in, phone reveal, every lead about a car): the car is one this site lists, by the same rules
 * as its search (siteStockScope: this site's, shown on its website, of the conditions and item types
 * it sells, passing its own stock filter and manufacturer filter). Anything else answers exactly like
 * an unknown car: a site that sells cars only has no motorcycle pages.
 * Sold cars keep their URL (the page shows the SOLD panel): include_sold_cars_days shapes listings,
 * not a car's own page, so the status rule of listings is left out.
 *
 * Null when the raw value cannot name a car (see car-key.ts): the caller answers "not found" without a
 * query, so nothing a shopper types (a NUL, a lone surrogate, a page of text) reaches the database.
 */
export function shownCarCondition(site: StockSite, by: CarKey["by"], value: unknown): SQL | null {
  const key = carKey(by, value);
  if (!key) return null;
  const match =
    key.by === "slug"
      ? eq(vehicles.slug, key.slug)
      : key.by === "id"
        ? eq(vehicles.id, key.id)
        : eq(vehicles.stocknum, key.stocknum);
  return and(siteStockScope(site), match)!;
}
