import { asc } from "drizzle-orm";
import type { Database } from "@/platform/db/client";
import { locationAddressColumns } from "@/platform/db/location-address.db";
import { dealerships, locations, vehicles } from "@/platform/db/schema";
import { baseStockFilter, type StockSite, selectCarsWithPlace } from "@/features/vehicle/index.server";
import type { FeedCar } from "./feed-car";

/**
 * The cars a site's feeds list: exactly what its search lists (baseStockFilter: the site's own cars shown
 * on its website, of the kinds it sells, passing its stock filter, with sold cars only inside its
 * include-sold window), with the dealership and location each stands at. Stock numbers order the rows.
 */
export async function listedFeedCars(db: Database, site: StockSite, now = new Date()): Promise<FeedCar[]> {
  const rows = await selectCarsWithPlace(db, {
    car: vehicles,
    dealershipSlug: dealerships.slug,
    dealershipName: dealerships.name,
    location: {
      slug: locations.slug,
      name: locations.name,
      ...locationAddressColumns,
    },
  })
    .where(baseStockFilter(site, now))
    .orderBy(asc(vehicles.stocknum));
  return rows;
}
