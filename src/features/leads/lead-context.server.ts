import "server-only";
import { cache } from "react";
import { and, asc, eq } from "drizzle-orm";
import { getDb } from "@/platform/db/db.server";
import { dealerships, locations } from "@/platform/db/schema";
import type { CurrentSite } from "@/platform/site/current-site.server";
import { shownVehicle } from "@/features/vehicle/vehicles.server";
import { toLeadCar, type LeadCar } from "@/features/vehicle/vehicle-projections";

/**
 * What a lead form needs to know about this site: its car (by id), locations and dealerships. Every
 * query is filtered by the site's id, so a form can never name another dealer's car or location.
 */
/**
 * The car a lead is about, by id (a posted lead, /cars/trade-in): this site's and shown on its website (a hidden
 * car takes no leads, like an unknown one). A page that has loaded its car passes toLeadCar(car) instead.
 * Cached per request.
 */
export const leadCar = cache(async function leadCar(site: CurrentSite, carId: number): Promise<LeadCar | null> {
  const shown = await shownVehicle(site, "id", carId);
  return shown ? toLeadCar(shown) : null;
});
export type { LeadCar };

const locationColumns = {
  id: locations.id,
  slug: locations.slug,
  name: locations.name,
  dealershipId: locations.dealershipId,
  phone: locations.phone,
  email: locations.email,
  street: locations.street,
  city: locations.city,
  state: locations.state,
  postcode: locations.postcode,
  lat: locations.lat,
  lng: locations.lng,
  locationType: locations.locationType,
  openingHours: locations.openingHours,
  specialHours: locations.specialHours,
};

/** The site's visible locations, by name. */
export const leadLocations = cache(async function leadLocations(site: CurrentSite) {
  const db = await getDb();
  return db
    .select(locationColumns)
    .from(locations)
    .where(and(eq(locations.siteId, site.id), eq(locations.visible, true)))
    .orderBy(asc(locations.name));
});
export type LeadLocation = Awaited<ReturnType<typeof leadLocations>>[number];

/** Every dealership of the site (hidden ones still receive leads for their own cars). */
export const leadDealerships = cache(async function leadDealerships(site: CurrentSite) {
  const db = await getDb();
  return db
    .select({
      id: dealerships.id,
      slug: dealerships.slug,
      name: dealerships.name,
      leadEmail: dealerships.leadEmail,
      hidden: dealerships.hidden,
    })
    .from(dealerships)
    .where(eq(dealerships.siteId, site.id))
    .orderBy(asc(dealerships.name));
});
export type LeadDealership = Awaited<ReturnType<typeof leadDealerships>>[number];
