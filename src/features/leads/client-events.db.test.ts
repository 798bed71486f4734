import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { and, count, eq } from "drizzle-orm";
import type { DatabaseHandle } from "@/platform/db/client";
import { analyticsEvents, vehicles } from "@/platform/db/schema";
import { openSeededServerDatabase } from "@/platform/db/testing/seeded-server-database";
import type { SeededTestDatabase } from "@/platform/db/testing/test-database";
import { recordClientEvent } from "./client-events.server";

let handle: DatabaseHandle;
let siteFor: SeededTestDatabase["siteFor"];

beforeAll(async () => {
  ({ handle, siteFor } = await openSeededServerDatabase());
});
afterAll(async () => handle?.close());

const calls = async (siteId: number) =>
  (
    await handle.db
      .select({ n: count() })
      .from(analyticsEvents)
      .where(and(eq(analyticsEvents.siteId, siteId), eq(analyticsEvents.eventId, 25)))
  )[0]!.n;

describe("call-the-dealer events (25)", () => {
  it("keeps a call event server-side with the site's car", async () => {
    const site = await siteFor("bigbox-used");
    const [car] = await handle.db
      .select({ id: vehicles.id })
      .from(vehicles)
      .where(
        and(
          eq(vehicles.siteId, site.id),
          eq(vehicles.showOnDealerWebsite, true),
          eq(vehicles.itemType, "car"),
          eq(vehicles.carType, "used"),
        ),
      )
      .limit(1);
    const before = await calls(site.id);
    expect(await recordClientEvent(site, { eventId: 25, carId: car!.id }, "caller-1")).toEqual({ ok: true });
    expect(await recordClientEvent(site, { eventId: 25, carId: null }, "caller-1")).toEqual({ ok: true });
    expect(await calls(site.id)).toBe(before + 2);
  });

  it("refuses another site's car and records nothing", async () => {
    const other = await siteFor("harbour-toyota");
    const site = await siteFor("bigbox-used");
    const [car] = await handle.db
      .select({ id: vehicles.id })
      .from(vehicles)
      .where(eq(vehicles.siteId, other.id))
      .limit(1);
    const before = await calls(site.id);
    expect(await recordClientEvent(site, { eventId: 25, carId: car!.id }, "caller-2")).toMatchObject({
      ok: false,
      status: 404,
      field: "car_id",
    });
    expect(await calls(site.id)).toBe(before);
  });

  it("refuses a car the site does not show (hidden by the dealer, or a kind the site does not list) and records nothing", async () => {
    const site = await siteFor("bigbox-used");
    const [hidden] = await handle.db
      .select({ id: vehicles.id })
      .from(vehicles)
      .where(and(eq(vehicles.siteId, site.id), eq(vehicles.showOnDealerWebsite, false)))
      .limit(1);
    const [motorcycle] = await handle.db
      .select({ id: vehicles.id })
      .from(vehicles)
      .where(and(eq(vehicles.siteId, site.id), eq(vehicles.itemType, "motorcycle")))
      .limit(1);
    const before = await calls(site.id);
    for (const car of [hidden!, motorcycle!])
      expect(await recordClientEvent(site, { eventId: 25, carId: car.id }, "caller-5")).toMatchObject({
        ok: false,
        status: 404,
        field: "car_id",
      });
    expect(await calls(site.id)).toBe(before);
  });

  it("limits each client to 30 events a minute per site", async () => {
    const site = await siteFor("tasman-caravans");
    const at = new Date(); // one instant: the limit counts per clock-aligned minute, which a slow run could otherwise cross
    for (let i = 0; i < 30; i++)
      expect(await recordClientEvent(site, { eventId: 25, carId: null }, "caller-3", at)).toEqual({ ok: true });
    expect(await recordClientEvent(site, { eventId: 25, carId: null }, "caller-3", at)).toMatchObject({
      ok: false,
      status: 429,
    });
    expect(await recordClientEvent(site, { eventId: 25, carId: null }, "caller-4", at)).toEqual({ ok: true });
  });
});

describe("search view events (49)", () => {
  it("keeps the search's path and result count, named asc_pageview, and drops an e-mail typed as a search", async () => {
    const site = await siteFor("bigbox-used");
    const path = "/used-cars?q=ute&price=10000-50000";
    expect(await recordClientEvent(site, { eventId: 49, path, results: 0 }, "searcher-1")).toEqual({ ok: true });
    const typed = `/used-cars?q=${encodeURIComponent("jo@mail.example")}`;
    expect(await recordClientEvent(site, { eventId: 49, path: typed, results: 0 }, "searcher-1")).toEqual({ ok: true });
    const rows = await handle.db
      .select({ ascEvent: analyticsEvents.ascEvent, params: analyticsEvents.params })
      .from(analyticsEvents)
      .where(and(eq(analyticsEvents.siteId, site.id), eq(analyticsEvents.eventId, 49)))
      .orderBy(analyticsEvents.id);
    expect(rows.slice(-2)).toEqual([
      { ascEvent: "asc_pageview", params: { path, results: 0 } },
      { ascEvent: "asc_pageview", params: { results: 0 } },
    ]);
  });
});
