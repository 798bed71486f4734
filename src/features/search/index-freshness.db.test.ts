import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";
import { openSeededTestDatabase, TEST_NOW, type SeededTestDatabase } from "@/platform/db/testing/test-database";
import { changeState, startReservation, type NewReservation } from "@/features/reserve/index.server";
import { importStock } from "@/features/stock-feeds/testing/import-stock";
import { IndexedStockSearch } from "./indexed-stock-search.db";
import { EMPTY_SEARCH } from "./search-params";
import type { SearchSite } from "./stock-search";

/*
 * What keeps a site's index fresh: nothing tells it. Stock changes come from other processes (the
 * stock import command, a second server), so each process checks a cheap version of the site's stock
 * (row count, latest updated_at, highest id, and the sum of the rows' xmin, which every insert and
 * update moves) at most every refreshMs and rebuilds when it moved. These tests change stock the way a
 * dealer does (the import), all at one instant (TEST_NOW: a clock that does not move between writes),
 * and never call the search engine in between.
 */
const FRESH_CAR = "2023 Toyota LandCruiser 300 GXL";
let seeded: SeededTestDatabase;
let site: SearchSite;
const HEADER = "stocknum,dealership,location,car_type,status,make,model,badge,year,price,km,body,colour,sold_date";
const car = (status: string, price: number, soldDate = "") =>
  `${HEADER}\nFRESH1,tasman-caravans-hobart,glenorchy,used,${status},Toyota,LandCruiser 300,GXL,2023,${price},30500,4x4,White,${soldDate}`;
const importCar = async (csv: string) =>
  expect(await importStock(seeded.handle.db, "tasman-caravans", csv, TEST_NOW)).toMatchObject({ ok: true });
// Priced so that no demo car shares it: the price range finds exactly this car.
const exactly = (price: number) => ({ ...EMPTY_SEARCH, ranges: { price: { min: price, max: price } } });
const found = async (search: IndexedStockSearch, price: number) =>
  (await search.search(site, {}, exactly(price), TEST_NOW)).hits.map(
    (h) => `${h.year} ${h.make} ${h.model} ${h.badge}`,
  );

beforeAll(async () => {
  seeded = await openSeededTestDatabase();
  site = await seeded.siteFor("tasman-caravans");
});
afterAll(async () => seeded?.handle.close());

describe("a site's search index is kept fresh by its stock's version, not by calls from writers", () => {
  it("an imported car, a price change and a sale reach search after the refresh interval", async () => {
    const search = new IndexedStockSearch(async () => seeded.handle.db, { refreshMs: 0 });
    const total = (await search.search(site, {}, EMPTY_SEARCH, TEST_NOW)).count;
    expect(await found(search, 77_777)).toEqual([]);

    await importCar(car("in_stock", 77_777));
    await vi.waitFor(async () => expect(await found(search, 77_777)).toEqual([FRESH_CAR]));
    expect((await search.search(site, {}, EMPTY_SEARCH, TEST_NOW)).count).toBe(total + 1);

    await importCar(car("in_stock", 66_666));
    await vi.waitFor(async () => expect(await found(search, 66_666)).toEqual([FRESH_CAR]));
    expect(await found(search, 77_777)).toEqual([]);

    // Sold a year ago: far outside the site's window for showing sold cars.
    await importCar(car("sold", 66_666, "2025-11-01"));
    await vi.waitFor(async () => expect(await found(search, 66_666)).toEqual([]));
    expect((await search.search(site, {}, EMPTY_SEARCH, TEST_NOW)).count).toBe(total);
  });

  it("within the refresh interval a process keeps answering from the index it has", async () => {
    const search = new IndexedStockSearch(async () => seeded.handle.db, { refreshMs: 3_600_000 });
    expect(await found(search, 55_555)).toEqual([]);
    await importCar(car("in_stock", 55_555));
    expect(await found(search, 55_555)).toEqual([]);
    // A new process (or the next interval) sees it.
    const fresh = new IndexedStockSearch(async () => seeded.handle.db, { refreshMs: 3_600_000 });
    expect(await found(fresh, 55_555)).toEqual([FRESH_CAR]);
  });

  it("a repeated search answered from the results cache still sees a change after the refresh interval", async () => {
    const search = new IndexedStockSearch(async () => seeded.handle.db, {
      refreshMs: 0,
      cacheSize: 10,
      cacheTtlMs: 3_600_000,
    });
    expect(await found(search, 44_444)).toEqual([]); // now in the results cache, for an hour
    await importCar(car("in_stock", 44_444));
    await vi.waitFor(async () => expect(await found(search, 44_444)).toEqual([FRESH_CAR]));
  });
});

describe("a change the database announced is in the very next search (the page cache renders from it)", () => {
  it("rule: after a heard change a search waits for the index to catch up, results cache or refresh interval aside", async () => {
    const heard: { at?: number } = {};
    const search = new IndexedStockSearch(async () => seeded.handle.db, {
      refreshMs: 3_600_000,
      cacheSize: 10,
      cacheTtlMs: 3_600_000,
      heardChangeAt: () => heard.at,
    });
    expect(await found(search, 33_333)).toEqual([]); // the index, and this answer in the results cache, for an hour
    await importCar(car("in_stock", 33_333));
    expect(await found(search, 33_333)).toEqual([]); // nothing heard yet: the interval rules
    heard.at = Date.now();
    expect(await found(search, 33_333)).toEqual([FRESH_CAR]); // no waiting, no retry: this very search
    expect(await found(search, 33_333)).toEqual([FRESH_CAR]);
  });
});

describe("a hold waiting for its deposit reaches search, with no stock change", () => {
  it("a card says the car is being reserved once a hold starts, and no longer once the shopper gives it up", async () => {
    const search = new IndexedStockSearch(async () => seeded.handle.db, { refreshMs: 0 });
    await importCar(car("in_stock", 22_222));
    const hit = async () => (await search.search(site, {}, exactly(22_222), TEST_NOW)).hits[0];
    await vi.waitFor(async () => expect(await hit()).toMatchObject({ beingReserved: false, reserved: false }));
    const id = (await hit())!.id;
    const started = await startReservation(seeded.handle.db, {
      siteId: site.id,
      vehicleId: id,
      userId: null,
      requestKey: "index-freshness-hold",
      depositCents: 20_000,
      holdSeconds: 3600,
      car: {} as NewReservation["car"],
      shopper: { name: "Jo Citizen", email: "jo@example.com", phone: "+61400000777", postcode: null },
      purchase: null,
      origin: "http://tasman.example",
      paymentProvider: "demo",
    });
    if (!("reservation" in started)) throw new Error("expected a reservation");
    await vi.waitFor(async () => expect(await hit()).toMatchObject({ beingReserved: true, reserved: false }));
    await changeState(seeded.handle.db, started.reservation.id, {
      from: ["pending_payment"],
      to: "cancelled",
      requireLive: true,
    });
    await vi.waitFor(async () => expect(await hit()).toMatchObject({ beingReserved: false }));
  });
});
