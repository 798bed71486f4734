import "server-only";
import { cache } from "react";
import { eq } from "drizzle-orm";
import { getDb } from "@/platform/db/db.server";
import { dealerships, manufacturers, vehicles } from "@/platform/db/schema";
import type { CurrentSite } from "@/platform/site/current-site.server";
import { shownCarCondition } from "@/features/vehicle/shown-car.db";

/**
 * What a lead form needs to know about this site: its car (by id), locations and dealerships. Every
 * query is filtered by the site's id, so a form can never name another dealer's car or location.
 */
/** Cached per request: a page with several forms asks once. */
/** The car a lead is about: this site's and shown on its website (a hidden car takes no leads, like an unknown one). */
export const leadCar = cache(async function leadCar(site: CurrentSite, carId: number) {
  const shown = shownCarCondition(site, "id", carId);
  if (!shown) return null;
  const db = await getDb();
  const [row] = await db
    .select({
      id: vehicles.id,
      slug: vehicles.slug,
      year: vehicles.year,
      make: vehicles.make,
      model: vehicles.model,
      badge: vehicles.badge,
      name: vehicles.name,
      vin: vehicles.vin,
      stocknum: vehicles.stocknum,
      price: vehicles.price,
      carType: vehicles.carType,
      status: vehicles.status,
      km: vehicles.km,
      tag: vehicles.tag,
      dealershipId: vehicles.dealershipId,
      locationId: vehicles.locationId,
      primaryImageUrl: vehicles.primaryImageUrl,
      priceType: vehicles.priceType,
      simpleTransmission: vehicles.simpleTransmission,
      simpleFuel: vehicles.simpleFuel,
      colour: vehicles.colour,
      dealershipSlug: dealerships.slug,
      manufacturerSlug: manufacturers.slug,
      itemType: vehicles.itemType,
    })
    .from(vehicles)
    .innerJoin(dealerships, eq(dealerships.id, vehicles.dealershipId))
    .leftJoin(manufacturers, eq(manufacturers.slug, vehicles.makeSlug))
    .where(shown)
    .limit(1);
  return row ?? null;
});
export type LeadCar = NonNullable<Awaited<ReturnType<typeof leadCar>>>;

// The site's locations and dealerships are the locations feature's (it onboards them from the dealer
// files); lead forms read them through its repository.
export {
  leadDealerships,
  leadLocations,
  type LeadDealership,
  type LeadLocation,
} from "@/features/locations/dealerships.server";
