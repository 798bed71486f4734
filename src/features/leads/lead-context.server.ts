import "server-only";
import { cache } from "react";
import type { CurrentSite } from "@/platform/site/current-site.server";
import { shownVehicle } from "@/features/vehicle/vehicles.server";
import { toLeadCar, type LeadCar } from "@/features/vehicle/vehicle-projections";

/*
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

// The site's locations and dealerships are the locations feature's (it onboards them from the dealer
// files); lead forms read them through its repository.
export {
  leadDealerships,
  leadLocations,
  type LeadDealership,
  type LeadLocation,
} from "@/features/locations/dealerships.server";
