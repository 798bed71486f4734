import { and, eq, type SQL } from "drizzle-orm";
import { vehicles } from "../../platform/db/schema";
import { carKey, type CarKey } from "./car-key";

/**
 * The one condition every shopper-facing lookup of a single car starts from (the vehicle page, its
 * PDF, view counter and print page, make-an-offer, history reports, finance and test-drive pre-fills,
 * trade-in, phone reveal): the car is this site's and is shown on its website. A car with
 * show_on_dealer_website = false is not on the website, so it answers exactly like an unknown car.
 * Sold cars keep their URL (the page shows the SOLD panel), as before; include_sold_cars_days shapes
 * listings, not a car's own page.
 *
 * Null when the raw value cannot name a car (see car-key.ts): the caller answers "not found" without a
 * query, so nothing a shopper types (a NUL, a lone surrogate, a page of text) reaches the database.
 */
export function shownCarCondition(site: { id: number }, by: CarKey["by"], value: unknown): SQL | null {
  const key = carKey(by, value);
  if (!key) return null;
  const match = key.by === "slug" ? eq(vehicles.slug, key.slug) : key.by === "id" ? eq(vehicles.id, key.id) : eq(vehicles.stocknum, key.stocknum);
  return and(eq(vehicles.siteId, site.id), eq(vehicles.showOnDealerWebsite, true), match)!;
}
