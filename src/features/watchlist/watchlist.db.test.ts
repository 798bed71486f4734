import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { and, count, eq, ne, sql } from "drizzle-orm";
import type { DatabaseHandle } from "@/platform/db/client";
import { useDatabaseForTests } from "@/platform/db/db.server";
import { analyticsEvents, vehicles, watchlistEntries } from "@/platform/db/schema";
import { insertPhoneShopper } from "@/platform/db/testing/test-shopper";
import { openSeededTestDatabase, type SeededTestDatabase } from "@/platform/db/testing/test-database";
import { removeCar, saveCar, savedCarIds, savedCars } from "./watchlist.db";
import { changeWatchlist, watchlistState } from "./watchlist.server";

let handle: DatabaseHandle;
let siteFor: SeededTestDatabase["siteFor"];
type Site = Awaited<ReturnType<SeededTestDatabase["siteFor"]>>;
let harbour: Site;
let bigbox: Site;

async function shopper(site: Site, id: string, phone: string) {
  return { userId: await insertPhoneShopper(handle.db, site.id, id, phone), phoneNumber: phone };
}

/** A car of the site with the given status and visibility. */
async function car(
  site: Site,
  where: { status?: "in_stock" | "sold"; shown?: boolean; itemType?: "car" | "motorcycle" | "caravan" },
) {
  const [row] = await handle.db
    .select({ id: vehicles.id, price: vehicles.price })
    .from(vehicles)
    .where(
      and(
        eq(vehicles.siteId, site.id),
        eq(vehicles.showOnDealerWebsite, where.shown ?? true),
        where.status ? eq(vehicles.status, where.status) : undefined,
        eq(vehicles.itemType, where.itemType ?? "car"),
        eq(vehicles.carType, "used"),
      ),
    )
    .limit(1);
  if (!row) throw new Error(`no such car on site ${site.id}`);
  return row;
}

const events = async (siteId: number, carId: number) =>
  (
    await handle.db
      .select({ n: count() })
      .from(analyticsEvents)
      .where(
        and(eq(analyticsEvents.siteId, siteId), eq(analyticsEvents.eventId, 39), eq(analyticsEvents.vehicleId, carId)),
      )
  )[0]!.n;

beforeAll(async () => {
  ({ handle, siteFor } = await openSeededTestDatabase());
  useDatabaseForTests(handle);
  harbour = await siteFor("harbour-toyota");
  bigbox = await siteFor("bigbox-used");
});
afterAll(async () => handle?.close());

describe("the watchlist repository", () => {
  it("saves a shown car with today's price, once, and records event 39 once", async () => {
    const jo = await shopper(harbour, "jo", "+61400000101");
    const c = await car(harbour, { status: "in_stock" });
    expect(await saveCar(handle.db, harbour, jo.userId, c.id)).toEqual({ ok: true, saved: true });
    expect(await saveCar(handle.db, harbour, jo.userId, c.id)).toEqual({ ok: true, saved: true });
    expect(await savedCarIds(handle.db, harbour.id, jo.userId)).toEqual([c.id]);
    expect(await events(harbour.id, c.id)).toBe(1);
    const [saved] = await savedCars(handle.db, harbour, jo.userId);
    expect(saved).toMatchObject({ id: c.id, price: c.price, savedPrice: c.price, status: "in_stock", shown: true });
  });

  it("gives one row when two saves of one car run at once, and both succeed", async () => {
    const sam = await shopper(harbour, "sam", "+61400000102");
    const cars = await handle.db
      .select({ id: vehicles.id })
      .from(vehicles)
      .where(
        and(eq(vehicles.siteId, harbour.id), eq(vehicles.showOnDealerWebsite, true), eq(vehicles.status, "in_stock")),
      )
      .limit(5);
    const before = await Promise.all(cars.map((c) => events(harbour.id, c.id)));
    // On PostgreSQL, open the pool's connections first so the saves really overlap (PGlite runs them in turn).
    await Promise.all(Array.from({ length: 8 }, () => handle.db.execute(sql`select pg_sleep(0.05)`)));
    const answers = await Promise.all(
      cars.flatMap((c) => Array.from({ length: 4 }, () => saveCar(handle.db, harbour, sam.userId, c.id))),
    );
    expect(answers).toEqual(Array.from({ length: 20 }, () => ({ ok: true, saved: true })));
    const rows = await handle.db
      .select({ id: watchlistEntries.vehicleId, n: count() })
      .from(watchlistEntries)
      .where(eq(watchlistEntries.userId, sam.userId))
      .groupBy(watchlistEntries.vehicleId);
    expect(rows.map((r) => r.n)).toEqual([1, 1, 1, 1, 1]);
    // Only the save that added the row counts the event.
    expect(await Promise.all(cars.map((c) => events(harbour.id, c.id)))).toEqual(before.map((n) => n + 1));
  });

  it("refuses another site's car, a hidden car and a car the site does not list, and saves nothing", async () => {
    const kim = await shopper(harbour, "kim", "+61400000103");
    const others = [
      (await car(bigbox, { status: "in_stock" })).id,
      (await car(harbour, { shown: false })).id,
      (await car(bigbox, { shown: true, itemType: "motorcycle" })).id, // BigBox lists cars only
      2_000_000_000,
    ];
    for (const id of others) {
      expect(await saveCar(handle.db, harbour, kim.userId, id)).toEqual({ ok: false, reason: "not_found" });
      expect(await removeCar(handle.db, harbour, kim.userId, id)).toEqual({ ok: false, reason: "not_found" });
    }
    const motorcycle = others[2]!;
    expect(await saveCar(handle.db, bigbox, kim.userId, motorcycle)).toEqual({ ok: false, reason: "not_found" });
    expect(await savedCarIds(handle.db, harbour.id, kim.userId)).toEqual([]);
  });

  it("keeps each shopper's list to their own site: a user of one site saves nothing on another", async () => {
    const lee = await shopper(bigbox, "lee", "+61400000104");
    const c = await car(harbour, { status: "in_stock" });
    expect(await saveCar(handle.db, harbour, lee.userId, c.id)).toEqual({ ok: false, reason: "not_found" });
    const own = await car(bigbox, { status: "in_stock" });
    expect(await saveCar(handle.db, bigbox, lee.userId, own.id)).toEqual({ ok: true, saved: true });
    // Read through the other site: nothing.
    expect(await savedCarIds(handle.db, harbour.id, lee.userId)).toEqual([]);
    expect(await savedCars(handle.db, harbour, lee.userId)).toEqual([]);
    expect(await removeCar(handle.db, harbour, lee.userId, own.id)).toEqual({ ok: false, reason: "not_found" });
    expect(await savedCarIds(handle.db, bigbox.id, lee.userId)).toEqual([own.id]);
  });

  it("does not newly save a sold car, but keeps and removes one already saved", async () => {
    const ash = await shopper(harbour, "ash", "+61400000105");
    const sold = await car(harbour, { status: "sold" });
    expect(await saveCar(handle.db, harbour, ash.userId, sold.id)).toEqual({ ok: false, reason: "sold" });
    const c = await car(harbour, { status: "in_stock" });
    await saveCar(handle.db, harbour, ash.userId, c.id);
    await handle.db
      .update(vehicles)
      .set({ status: "sold", price: c.price! - 1000 })
      .where(eq(vehicles.id, c.id));
    try {
      expect(await saveCar(handle.db, harbour, ash.userId, c.id)).toEqual({ ok: true, saved: true });
      expect(await savedCars(handle.db, harbour, ash.userId)).toMatchObject([
        { id: c.id, status: "sold", price: c.price! - 1000, savedPrice: c.price, shown: true },
      ]);
      expect(await removeCar(handle.db, harbour, ash.userId, c.id)).toEqual({ ok: true, saved: false });
      expect(await removeCar(handle.db, harbour, ash.userId, c.id)).toEqual({ ok: true, saved: false });
      expect(await savedCarIds(handle.db, harbour.id, ash.userId)).toEqual([]);
    } finally {
      await handle.db.update(vehicles).set({ status: "in_stock", price: c.price }).where(eq(vehicles.id, c.id));
    }
  });

  it("lists a saved car the site has since hidden as not shown, and lets the shopper remove it", async () => {
    const max = await shopper(harbour, "max", "+61400000106");
    const [a, b] = await handle.db
      .select({ id: vehicles.id })
      .from(vehicles)
      .where(and(eq(vehicles.siteId, harbour.id), eq(vehicles.showOnDealerWebsite, true), ne(vehicles.status, "sold")))
      .limit(2);
    await saveCar(handle.db, harbour, max.userId, a!.id);
    await saveCar(handle.db, harbour, max.userId, b!.id);
    await handle.db.update(vehicles).set({ showOnDealerWebsite: false }).where(eq(vehicles.id, a!.id));
    try {
      const list = await savedCars(handle.db, harbour, max.userId);
      expect(list.map((c) => [c.id, c.shown])).toEqual([
        [b!.id, true],
        [a!.id, false],
      ]);
      expect(await removeCar(handle.db, harbour, max.userId, a!.id)).toEqual({ ok: true, saved: false });
    } finally {
      await handle.db.update(vehicles).set({ showOnDealerWebsite: true }).where(eq(vehicles.id, a!.id));
    }
  });
});

describe("save-car and remove-car as the API answers them", () => {
  it("answers 401 without a session, 403 for a phone that is not the session's, 400 naming a bad field", async () => {
    const c = await car(harbour, { status: "in_stock" });
    const pat = await shopper(harbour, "pat", "+61400000107");
    expect(await changeWatchlist(harbour, null, { phone_number: "0400000107", car_id: c.id }, "save")).toMatchObject({
      ok: false,
      status: 401,
    });
    expect(await changeWatchlist(harbour, pat, { phone_number: "0400000999", car_id: c.id }, "save")).toMatchObject({
      ok: false,
      status: 403,
      fields: { phone_number: expect.any(String) },
    });
    expect(await changeWatchlist(harbour, pat, { phone_number: "0400000107", car_id: "x" }, "save")).toMatchObject({
      ok: false,
      status: 400,
      fields: { car_id: expect.any(String) },
    });
    expect(await savedCarIds(handle.db, harbour.id, pat.userId)).toEqual([]);
  });

  it("saves and removes with the phone in its local form, and tells the browser its state", async () => {
    const c = await car(harbour, { status: "in_stock" });
    const ray = await shopper(harbour, "ray", "+61400000108");
    const body = { phone_number: "0400 000 108", car_id: c.id };
    expect(await changeWatchlist(harbour, ray, body, "save")).toEqual({ ok: true, saved: true });
    expect(await watchlistState(harbour, ray)).toEqual({
      signedIn: true,
      phone_number: "+61400000108",
      car_ids: [c.id],
    });
    expect(await changeWatchlist(harbour, ray, body, "remove")).toEqual({ ok: true, saved: false });
    expect(await watchlistState(harbour, null)).toEqual({ signedIn: false, phone_number: null, car_ids: [] });
  });

  it("answers 404 for another site's car, 409 for a sold car, and 404 on a site that keeps favourites on the device", async () => {
    const ted = await shopper(harbour, "ted", "+61400000109");
    const phone = "0400000109";
    const theirs = await car(bigbox, { status: "in_stock" });
    expect(await changeWatchlist(harbour, ted, { phone_number: phone, car_id: theirs.id }, "save")).toMatchObject({
      status: 404,
      fields: { car_id: expect.any(String) },
    });
    const sold = await car(harbour, { status: "sold" });
    expect(await changeWatchlist(harbour, ted, { phone_number: phone, car_id: sold.id }, "save")).toMatchObject({
      status: 409,
      code: "sold",
    });
    const tasman = await siteFor("tasman-caravans");
    expect(await changeWatchlist(tasman, ted, { phone_number: phone, car_id: sold.id }, "save")).toMatchObject({
      status: 404,
    });
  });
});
