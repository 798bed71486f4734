import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { and, count, eq } from "drizzle-orm";
import type { DatabaseHandle } from "@/platform/db/client";
import { analyticsEvents, phoneReveals, vehicles } from "@/platform/db/schema";
import { openSeededServerDatabase } from "@/platform/db/testing/seeded-server-database";
import type { SeededTestDatabase } from "@/platform/db/testing/test-database";
import { revealPhone } from "./phone-reveals.server";
import { countView } from "./vehicle-views.server";

let handle: DatabaseHandle;
let siteFor: SeededTestDatabase["siteFor"];

beforeAll(async () => {
  ({ handle, siteFor } = await openSeededServerDatabase());
});
afterAll(async () => handle?.close());

describe("vehicle page activity", () => {
  it("counts a view once per shopper per half hour, as an asc_item_pageview event too, and returns the car's current fields", async () => {
    const site = await siteFor("bigbox-used");
    const [car] = await handle.db.select().from(vehicles).where(eq(vehicles.siteId, site.id)).limit(1);
    const first = await countView(site, car!.slug, "shopper-a");
    expect(first).toMatchObject({
      views: car!.views + 1,
      car_fields: { price: car!.price, status: car!.status, photos_count: car!.photosCount },
    });
    expect((await countView(site, car!.slug, "shopper-a"))!.views).toBe(car!.views + 1);
    expect((await countView(site, car!.slug, "shopper-b"))!.views).toBe(car!.views + 2);
    expect(await countView(await siteFor("harbour-toyota"), car!.slug, "shopper-c")).toBeNull();
    const events = await handle.db
      .select({ siteId: analyticsEvents.siteId, eventId: analyticsEvents.eventId, ascEvent: analyticsEvents.ascEvent })
      .from(analyticsEvents)
      .where(and(eq(analyticsEvents.vehicleId, car!.id), eq(analyticsEvents.name, "vehicle_view")));
    expect(events).toEqual([
      { siteId: site.id, eventId: 4, ascEvent: "asc_item_pageview" },
      { siteId: site.id, eventId: 4, ascEvent: "asc_item_pageview" },
    ]);
  });

  it("records a phone reveal with car, dealership and website, and answers the number by the fallback order", async () => {
    const site = await siteFor("southern-cross-motors");
    const [car] = await handle.db
      .select()
      .from(vehicles)
      .where(and(eq(vehicles.siteId, site.id), eq(vehicles.carType, "demo")))
      .limit(1);
    const outcome = await revealPhone(
      site,
      { carId: car!.id, dealershipId: car!.dealershipId, websiteId: site.id },
      "client-1",
    );
    expect(outcome).toEqual({ ok: true, phone: "(07) 5550 4403" }); // Southern Cross's demo-car number
    const rows = await handle.db.select().from(phoneReveals).where(eq(phoneReveals.vehicleId, car!.id));
    expect(rows).toEqual([
      expect.objectContaining({ siteId: site.id, vehicleId: car!.id, dealershipId: car!.dealershipId }),
    ]);
  });

  it("refuses another site's car, a mismatched dealership or website, and records nothing", async () => {
    const site = await siteFor("southern-cross-motors");
    const other = await siteFor("bigbox-used");
    const [foreign] = await handle.db.select().from(vehicles).where(eq(vehicles.siteId, other.id)).limit(1);
    const before = (await handle.db.select({ n: count() }).from(phoneReveals))[0]!.n;
    expect(
      await revealPhone(
        site,
        { carId: foreign!.id, dealershipId: foreign!.dealershipId, websiteId: site.id },
        "client-2",
      ),
    ).toMatchObject({ ok: false, status: 404, field: "car_id" });
    expect(
      await revealPhone(
        site,
        { carId: foreign!.id, dealershipId: foreign!.dealershipId, websiteId: other.id },
        "client-2",
      ),
    ).toMatchObject({ ok: false, field: "website_id" });
    const [own] = await handle.db.select().from(vehicles).where(eq(vehicles.siteId, site.id)).limit(1);
    expect(
      await revealPhone(
        site,
        { carId: own!.id, dealershipId: own!.dealershipId + 999, websiteId: site.id },
        "client-2",
      ),
    ).toMatchObject({ ok: false, field: "dealership_id" });
    expect((await handle.db.select({ n: count() }).from(phoneReveals))[0]!.n).toBe(before);
  });

  it("rate-limits reveals per client and site", async () => {
    const site = await siteFor("tasman-caravans");
    const [car] = await handle.db
      .select()
      .from(vehicles)
      .where(and(eq(vehicles.siteId, site.id), eq(vehicles.showOnDealerWebsite, true)))
      .limit(1);
    const input = { carId: car!.id, dealershipId: car!.dealershipId, websiteId: site.id };
    // One instant for all of them: the limit counts per clock-aligned minute, which a slow run could otherwise cross.
    const at = new Date();
    const outcomes = [];
    for (let i = 0; i < 21; i++) outcomes.push(await revealPhone(site, input, "busy-client", at));
    expect(outcomes.slice(0, 20).every((o) => o.ok)).toBe(true);
    expect(outcomes[20]).toMatchObject({ ok: false, status: 429 });
    expect((await revealPhone(site, input, "another-client", at)).ok).toBe(true);
  });
});
