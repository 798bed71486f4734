import "server-only";
import { getDb } from "@/platform/db/db.server";
import { analyticsEvents, vehicles } from "@/platform/db/schema";
import { shownCarCondition } from "@/features/vehicle/index.server";
import { siteRateKey } from "@/platform/http/rate-key";
import { allowRequest, type RateLimit } from "@/platform/http/rate-limits.server";
import type { CurrentSite } from "@/platform/site/current-site.server";

/** Events a browser may report (the rest are recorded by the server itself): 25, call the dealer. */
export const CLIENT_EVENTS = { 25: "call" } as const;

/** 30 events a minute per client and site. */
const CLIENT_EVENT_LIMIT: RateLimit = { bucket: "client-event", limit: 30, windowMs: 60_000 };

export type ClientEventOutcome = { ok: true } | { ok: false; status: 404 | 429; field?: string; message: string };

export async function recordClientEvent(
  site: CurrentSite,
  input: { eventId: keyof typeof CLIENT_EVENTS; carId: number | null },
  client: string,
  now = new Date(),
): Promise<ClientEventOutcome> {
  if (!(await allowRequest(CLIENT_EVENT_LIMIT, siteRateKey(client, site.id), now)))
    return { ok: false, status: 429, message: "Too many requests. Please try again in a minute." };
  const db = await getDb();
  if (input.carId !== null) {
    // Only a car the site shows has a phone number to tap (shown-car.db.ts: listed, not hidden).
    const shown = shownCarCondition(site, "id", input.carId);
    const [car] = shown ? await db.select({ id: vehicles.id }).from(vehicles).where(shown) : [];
    if (!car) return { ok: false, status: 404, field: "car_id", message: "No such car on this site" };
  }
  await db
    .insert(analyticsEvents)
    .values({ siteId: site.id, eventId: input.eventId, name: CLIENT_EVENTS[input.eventId], vehicleId: input.carId });
  return { ok: true };
}
