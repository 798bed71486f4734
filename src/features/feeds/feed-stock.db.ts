import { asc, eq } from "drizzle-orm";
import type { Database } from "@/platform/db/client";
import { dealerships, locations, vehicles } from "@/platform/db/schema";
import { baseStockFilter, type StockSite } from "@/features/vehicle/index.server";
import type { FeedCar } from "./feed-car";

/**
 * The cars a site's feeds list: exactly what its search lists (baseStockFilter: the site's own cars shown
 * on its website, of the kinds it sells, passing its stock filter, with sold cars only inside its
 * include-sold window), with the dealership and location each stands at. Stock numbers order the rows.
 */
export async function listedFeedCars(db: Database, site: StockSite, now = new Date()): Promise<FeedCar[]> {
  const rows = await db
    .select({
      car: vehicles,
      dealershipSlug: dealerships.slug,
      dealershipName: dealerships.name,
      location: {
        slug: locations.slug,
        name: locations.name,
        street: locations.street,
        city: locations.city,
        state: locations.state,
        postcode: locations.postcode,
        lat: locations.lat,
        lng: locations.lng,
      },
    })
    .from(vehicles)
    .innerJoin(dealerships, eq(dealerships.id, vehicles.dealershipId))
    .leftJoin(locations, eq(locations.id, vehicles.locationId))
    .where(baseStockFilter(site, now))
    .orderBy(asc(vehicles.stocknum));
  return rows;
}
