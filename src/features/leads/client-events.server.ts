import "server-only";
import { getDb } from "@/platform/db/db.server";
import { analyticsEvents, vehicles } from "@/platform/db/schema";
import { shownCarCondition } from "@/features/vehicle/index.server";
import { eventRecord } from "@/platform/analytics/event-record";
import { CALL_EVENT_ID, SEARCH_VIEW_EVENT_ID } from "@/platform/analytics/event-vocabulary";
import { siteRateKey } from "@/platform/http/rate-key";
import { allowRequest, type RateLimit } from "@/platform/http/rate-limits.server";
import type { CurrentSite } from "@/platform/site/current-site.server";

/**
 * Events a browser may report (the rest are recorded by the server itself): 25, call the dealer; 49, a search
 * results page shown (the page is cached, so only the browser sees each showing), with its path and how many cars
 * it found, which tells the dealer what shoppers look for and do not find.
 */
const CLIENT_EVENTS = { [CALL_EVENT_ID]: "call", [SEARCH_VIEW_EVENT_ID]: "search_view" } as const;

export type ClientEvent =
  | { eventId: typeof CALL_EVENT_ID; carId: number | null }
  | { eventId: typeof SEARCH_VIEW_EVENT_ID; path: string; results: number };

/** 30 calls a minute per client and site. */
const CLIENT_EVENT_LIMIT: RateLimit = { bucket: "client-event", limit: 30, windowMs: 60_000 };
/** 60 search views a minute per client and site, counted apart: a shopper paging through results loses no call. */
const SEARCH_VIEW_LIMIT: RateLimit = { bucket: "search-view", limit: 60, windowMs: 60_000 };

export type ClientEventOutcome = { ok: true } | { ok: false; status: 404 | 429; field?: string; message: string };

export async function recordClientEvent(
  site: CurrentSite,
  input: ClientEvent,
  client: string,
  now = new Date(),
): Promise<ClientEventOutcome> {
  const limit = input.eventId === SEARCH_VIEW_EVENT_ID ? SEARCH_VIEW_LIMIT : CLIENT_EVENT_LIMIT;
  if (!(await allowRequest(limit, siteRateKey(client, site.id), now)))
    return { ok: false, status: 429, message: "Too many requests. Please try again in a minute." };
  const db = await getDb();
  if (input.eventId === SEARCH_VIEW_EVENT_ID) {
    await db.insert(analyticsEvents).values(
      eventRecord({
        siteId: site.id,
        eventId: input.eventId,
        kind: CLIENT_EVENTS[input.eventId],
        params: { path: input.path, results: input.results },
      }),
    );
    return { ok: true };
  }
  if (input.carId !== null) {
    // Only a car the site shows has a phone number to tap (shown-car.db.ts: listed, not hidden).
    const shown = shownCarCondition(site, "id", input.carId);
    const [car] = shown ? await db.select({ id: vehicles.id }).from(vehicles).where(shown) : [];
    if (!car) return { ok: false, status: 404, field: "car_id", message: "No such car on this site" };
  }
  await db.insert(analyticsEvents).values(
    eventRecord({
      siteId: site.id,
      eventId: input.eventId,
      kind: CLIENT_EVENTS[input.eventId],
      vehicleId: input.carId,
    }),
  );
  return { ok: true };
}
