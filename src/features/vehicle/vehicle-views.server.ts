import "server-only";
import { sql } from "drizzle-orm";
import { getDb } from "@/platform/db/db.server";
import { analyticsEvents, vehicles } from "@/platform/db/schema";
import { eventRecord } from "@/platform/analytics/event-record";
import { VEHICLE_VIEW_EVENT_ID } from "@/platform/analytics/event-vocabulary";
import type { CurrentSite } from "@/platform/site/current-site.server";
import { ResultsCache } from "@/platform/cache/results-cache";
import { shownCarCondition } from "./shown-car.db";
import { reservedNow } from "@/features/vehicle/live-hold.db";

/** One view per shopper per car per half hour: reloading a page does not inflate the counter. */
const recent = new ResultsCache<true>(20_000, 30 * 60_000);

/**
 * GET /cars/{slug}/view.json: counts the view and returns the
 * views and the car's current fields; null when the slug names no car shown on this site (another
 * site's, a hidden one, or a malformed slug: nothing is counted).
 */
export async function countView(site: CurrentSite, slug: string, client: string) {
  const where = shownCarCondition(site, "slug", slug);
  if (!where) return null;
  const db = await getDb();
  const key = `${site.id}|${slug}|${client}`;
  const fields = {
    views: vehicles.views,
    price: vehicles.price,
    before_price: vehicles.beforePrice,
    status: vehicles.status,
    reserved: reservedNow,
    photos_count: vehicles.photosCount,
    updated_at: vehicles.updatedAt,
  };
  const counted = !recent.get(key);
  const [row] = counted
    ? await db
        .update(vehicles)
        .set({ views: sql`${vehicles.views} + 1` })
        .where(where)
        .returning({ ...fields, id: vehicles.id })
    : await db
        .select({ ...fields, id: vehicles.id })
        .from(vehicles)
        .where(where);
  if (!row) return null;
  // Each counted view is also an event of its day, so the dealer's reports can tell views by day and by car.
  if (counted)
    await db
      .insert(analyticsEvents)
      .values(
        eventRecord({ siteId: site.id, eventId: VEHICLE_VIEW_EVENT_ID, kind: "vehicle_view", vehicleId: row.id }),
      );
  recent.set(key, true);
  const { views, id: _id, ...carFields } = row;
  return { views, car_fields: { ...carFields, updated_at: carFields.updated_at.toISOString() } };
}
