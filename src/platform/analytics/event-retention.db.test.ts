import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { eq, sql } from "drizzle-orm";
import type { DatabaseHandle } from "@/platform/db/client";
import { analyticsEvents, phoneReveals, vehicles } from "@/platform/db/schema";
import { openSeededTestDatabase, type SeededTestDatabase } from "@/platform/db/testing/test-database";
import { sweepOldEvents } from "./event-retention.db";
import { eventRecord } from "./event-record";

let handle: DatabaseHandle;
let siteFor: SeededTestDatabase["siteFor"];
const NOW = new Date("2026-11-21T02:00:00Z");
const daysAgo = (days: number) => new Date(NOW.getTime() - days * 86_400_000);

beforeAll(async () => {
  ({ handle, siteFor } = await openSeededTestDatabase());
});
afterAll(async () => handle?.close());

describe("the analytics retention period", () => {
  it("deletes raw events and phone reveals older than the retention period, and keeps the rest", async () => {
    const site = await siteFor("bigbox-used");
    const [car] = await handle.db
      .select({ id: vehicles.id, dealershipId: vehicles.dealershipId })
      .from(vehicles)
      .where(eq(vehicles.siteId, site.id))
      .limit(1);
    await handle.db.delete(analyticsEvents);
    await handle.db.delete(phoneReveals);
    const event = (at: Date) => ({
      ...eventRecord({ siteId: site.id, eventId: 4, kind: "vehicle_view", vehicleId: car!.id }),
      createdAt: at,
    });
    await handle.db.insert(analyticsEvents).values([event(daysAgo(401)), event(daysAgo(400.5)), event(daysAgo(399))]);
    await handle.db.insert(phoneReveals).values(
      [daysAgo(500), daysAgo(10)].map((createdAt) => ({
        siteId: site.id,
        vehicleId: car!.id,
        dealershipId: car!.dealershipId,
        createdAt,
      })),
    );
    expect(await sweepOldEvents(handle.db, { retentionDays: 400, now: NOW })).toBe(3);
    const left = await handle.db.select({ at: analyticsEvents.createdAt }).from(analyticsEvents);
    expect(left.map((r) => r.at.getTime())).toEqual([daysAgo(399).getTime()]);
    const reveals = await handle.db.select({ at: phoneReveals.createdAt }).from(phoneReveals);
    expect(reveals.map((r) => r.at.getTime())).toEqual([daysAgo(10).getTime()]);
    // Run again: nothing more to go.
    expect(await sweepOldEvents(handle.db, { retentionDays: 400, now: NOW })).toBe(0);
  });

  it("stores events in a table with no column for an e-mail, phone, name or IP address", async () => {
    const columns = (await handle.db.execute(
      sql`select column_name from information_schema.columns where table_name in ('analytics_events', 'phone_reveals')`,
    )) as unknown as { rows: { column_name: string }[] };
    const names = columns.rows.map((c) => c.column_name);
    expect(names).toContain("asc_event");
    for (const name of names)
      expect(name).not.toMatch(/mail|phone_number|^phone$|first_name|last_name|full_name|customer|^ip|address|agent/);
  });
});
