import "server-only";
import { eq } from "drizzle-orm";
import { getDb } from "@/platform/db/db.server";
import { locations, phoneReveals, vehicles } from "@/platform/db/schema";
import type { CurrentSite } from "@/platform/site/current-site.server";
import { callNumber } from "./call-number";
import { shownCarCondition } from "./shown-car.db";
import { siteRateKey } from "@/platform/http/rate-key";
import { allowRequest, type RateLimit } from "@/platform/http/rate-limits.server";

/** 20 reveals a minute per client and site: plenty for a shopper, useless for a scraper. */
const REVEALS: RateLimit = { bucket: "phone-reveal", limit: 20, windowMs: 60_000 };

export type RevealOutcome =
  { ok: true; phone: string } | { ok: false; status: 404 | 429; code: string; message: string; field?: string };

/**
 * Records that a shopper revealed the phone number of a car (car_id, dealership_id, website_id) and
 * returns the number to dial. The ids must all be this site's, and the car shown on its website; the
 * number follows the call-number fallback order.
 */
export async function revealPhone(
  site: CurrentSite,
  input: { carId: number; dealershipId: number; websiteId: number },
  client: string,
  now = new Date(),
): Promise<RevealOutcome> {
  if (input.websiteId !== site.id)
    return { ok: false, status: 404, code: "not_found", message: "website_id is not this site", field: "website_id" };
  const where = shownCarCondition(site, "id", input.carId);
  if (!where)
    return { ok: false, status: 404, code: "not_found", message: "No such car on this site", field: "car_id" };
  if (!(await allowRequest(REVEALS, siteRateKey(client, site.id), now)))
    return {
      ok: false,
      status: 429,
      code: "rate_limited",
      message: "Too many requests. Please try again in a minute.",
    };
  const db = await getDb();
  const [car] = await db
    .select({
      id: vehicles.id,
      dealershipId: vehicles.dealershipId,
      carType: vehicles.carType,
      locationPhone: locations.phone,
    })
    .from(vehicles)
    .leftJoin(locations, eq(locations.id, vehicles.locationId))
    .where(where);
  if (!car) return { ok: false, status: 404, code: "not_found", message: "No such car on this site", field: "car_id" };
  if (car.dealershipId !== input.dealershipId)
    return {
      ok: false,
      status: 404,
      code: "not_found",
      message: "dealership_id does not match the car",
      field: "dealership_id",
    };
  const phone = callNumber(site.config.phones, car.carType, car.locationPhone);
  if (!phone) {
    console.warn(`no phone number for car ${car.id} on ${site.config.slug}`); // logged as a warning
    return { ok: false, status: 404, code: "no_phone", message: "This dealer has no phone number listed" };
  }
  await db.insert(phoneReveals).values({ siteId: site.id, vehicleId: car.id, dealershipId: car.dealershipId });
  return { ok: true, phone };
}
