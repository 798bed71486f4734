import "server-only";
import { and, eq } from "drizzle-orm";
import { getDb } from "../../platform/db/db.server";
import { analyticsEvents, vehicles } from "../../platform/db/schema";
import { FixedWindowRateLimiter, siteRateKey } from "../../platform/http/rate-limiter";
import type { CurrentSite } from "../../platform/site/current-site.server";

/** Events a browser may report (the rest are recorded by the server itself): 25, call the dealer. */
export const CLIENT_EVENTS = { 25: "call" } as const;

const limiter = new FixedWindowRateLimiter(30, 60_000);

export type ClientEventOutcome = { ok: true } | { ok: false; status: 404 | 429; field?: string; message: string };

export async function recordClientEvent(site: CurrentSite, input: { eventId: keyof typeof CLIENT_EVENTS; carId: number | null }, client: string): Promise<ClientEventOutcome> {
  if (!limiter.allow(siteRateKey(client, site.id))) return { ok: false, status: 429, message: "Too many requests. Please try again in a minute." };
  const db = await getDb();
  if (input.carId !== null) {
    const [car] = await db.select({ id: vehicles.id }).from(vehicles).where(and(eq(vehicles.siteId, site.id), eq(vehicles.id, input.carId)));
    if (!car) return { ok: false, status: 404, field: "car_id", message: "No such car on this site" };
  }
  await db.insert(analyticsEvents).values({ siteId: site.id, eventId: input.eventId, name: CLIENT_EVENTS[input.eventId], vehicleId: input.carId });
  return { ok: true };
}
