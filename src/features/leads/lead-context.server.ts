import "server-only";
import { cache } from "react";
import type { CurrentSite } from "@/platform/site/current-site.server";
import { shownVehicle } from "@/features/vehicle/index.server";
import { toLeadCar, type LeadCar } from "@/features/vehicle";

/**
 * The car a lead is about, by id (a posted lead, /cars/trade-in): this site's and shown on its website (a hidden
 * car takes no leads, like an unknown one). A page that has loaded its car passes toLeadCar(car) instead.
 * Cached per request.
 */
export const leadCar = cache(async function leadCar(site: CurrentSite, carId: number): Promise<LeadCar | null> {
  const shown = await shownVehicle(site, "id", carId);
  return shown ? toLeadCar(shown) : null;
});
