import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { and, eq, lt, ne, type SQL } from "drizzle-orm";
import type { DatabaseHandle } from "@/platform/db/client";
import { useDatabaseForTests } from "@/platform/db/db.server";
import { phoneReveals, vehicles } from "@/platform/db/schema";
import { firstVehicle } from "@/platform/db/testing/first-vehicle";
import { openSeededTestDatabase, TEST_NOW, type SeededTestDatabase } from "@/platform/db/testing/test-database";
import { baseStockFilter, siteStockScope } from "@/features/vehicle/base-filter.db";
import { soldCutoff } from "@/features/vehicle/default-stock-filter";
import { PROTOTYPE_NAMES } from "@/features/search";
import { revealPhone } from "./phone-reveals.server";
import { countView } from "./vehicle-views.server";
import { leadCar } from "@/features/leads/index.server";
import type { CurrentSite } from "@/platform/site/current-site.server";
import type { SiteConfig } from "@/platform/site/config-schema";
import { vehicleBySlug, vehicleByStockNumber } from "./vehicles.server";

/** A lead's car by id, as a URL or form carries it: /cars/trade-in?car_id= and every lead form. */
const leadCarFound = async (site: { id: number }, id: unknown) =>
  (await leadCar(site as CurrentSite, id as number)) !== null;

/**
 * One rule for every shopper-facing lookup of a car (shown-car.db.ts): the car is one this site lists
 * (this site's, shown on its website, of the conditions and item types it sells), whatever its status. Each lookup is the data access of a route: vehicleBySlug serves /cars/{slug}, its PDF,
 * /print?car_id=, make-an-offer and the finance and test-drive pre-fills; countView serves view.json;
 * vehicleByStockNumber the history report; leadCar /cars/trade-in?car_id= and every lead about a car; revealPhone the phone reveal.
 */
let handle: DatabaseHandle;
let siteFor: SeededTestDatabase["siteFor"];
type Car = typeof vehicles.$inferSelect;

beforeAll(async () => {
  ({ handle, siteFor } = await openSeededTestDatabase());
  useDatabaseForTests(handle);
});
afterAll(async () => handle?.close());

/** Every lookup's answer for a car on a site: true where the car was found. */
async function foundBy(
  site: { id: number; config: Awaited<ReturnType<SeededTestDatabase["siteFor"]>>["config"] },
  car: Car,
  client: string,
) {
  const reveal = await revealPhone(site, { carId: car.id, dealershipId: car.dealershipId, websiteId: site.id }, client);
  return {
    bySlug: (await vehicleBySlug(site, car.slug)) !== null,
    byStockNumber: (await vehicleByStockNumber(site, car.stocknum)) !== null,
    byId: await leadCarFound(site, car.id),
    viewCounted: (await countView(site, car.slug, client)) !== null,
    phoneRevealed: reveal.ok || reveal.status !== 404 || reveal.code !== "not_found",
  };
}
const ALL_FOUND = { bySlug: true, byStockNumber: true, byId: true, viewCounted: true, phoneRevealed: true };
const NONE_FOUND = { bySlug: false, byStockNumber: false, byId: false, viewCounted: false, phoneRevealed: false };

/** A site's first car that its pages show (on the dealer website, in stock) and that meets `also`. */
const shownCar = (siteId: number, ...also: SQL[]) =>
  firstVehicle(
    handle.db,
    eq(vehicles.siteId, siteId),
    eq(vehicles.showOnDealerWebsite, true),
    eq(vehicles.status, "in_stock"),
    ...also,
  );

describe("a car not shown on the dealer website is not found by any shopper lookup", () => {
  it("finds a shown car by every lookup, then none once show_on_dealer_website is false (views and reveals untouched)", async () => {
    const site = await siteFor("southern-cross-motors");
    const car = await shownCar(site.id);
    expect(await foundBy(site, car!, "shown-1")).toEqual(ALL_FOUND);

    await handle.db.update(vehicles).set({ showOnDealerWebsite: false }).where(eq(vehicles.id, car!.id));
    const [before] = await handle.db.select({ views: vehicles.views }).from(vehicles).where(eq(vehicles.id, car!.id));
    const reveals = (await handle.db.select().from(phoneReveals).where(eq(phoneReveals.vehicleId, car!.id))).length;
    expect(await foundBy(site, car!, "hidden-1")).toEqual(NONE_FOUND);
    const [after] = await handle.db.select({ views: vehicles.views }).from(vehicles).where(eq(vehicles.id, car!.id));
    expect(after!.views).toBe(before!.views);
    expect((await handle.db.select().from(phoneReveals).where(eq(phoneReveals.vehicleId, car!.id))).length).toBe(
      reveals,
    );
  });

  it("does not find a car the seed already hides, by any lookup", async () => {
    const [hidden] = await handle.db.select().from(vehicles).where(eq(vehicles.showOnDealerWebsite, false)).limit(1);
    const owner = (
      await Promise.all(
        ["bigbox-used", "harbour-toyota", "southern-cross-motors", "tasman-caravans"].map((s) => siteFor(s)),
      )
    ).find((s) => s.id === hidden!.siteId)!;
    expect(await foundBy(owner, hidden!, "hidden-2")).toEqual(NONE_FOUND);
  });

  it("does not find another site's car, by any lookup, even by its exact slug, id and stock number", async () => {
    const bigbox = await siteFor("bigbox-used");
    const harbour = await siteFor("harbour-toyota");
    const car = await shownCar(bigbox.id);
    expect(await foundBy(harbour, car!, "foreign-1")).toEqual(NONE_FOUND);
    expect(await foundBy(bigbox, car!, "own-1")).toEqual(ALL_FOUND);
  });

  it("keeps a sold car's own page, even past the site's include_sold_cars_days (that window shapes listings)", async () => {
    const bigbox = await siteFor("bigbox-used"); // lists no sold cars at all
    expect(bigbox.config.stock.includeSoldCarsDays).toBe(0);
    const sold = await firstVehicle(
      handle.db,
      eq(vehicles.siteId, bigbox.id),
      eq(vehicles.showOnDealerWebsite, true),
      eq(vehicles.status, "sold"),
      lt(vehicles.soldAt, soldCutoff(TEST_NOW, 3)),
    );
    expect((await vehicleBySlug(bigbox, sold!.slug))?.vehicle.status).toBe("sold");
    expect(await vehicleByStockNumber(bigbox, sold!.stocknum)).not.toBeNull();
  });
});

type TestSite = Awaited<ReturnType<SeededTestDatabase["siteFor"]>>;
/** The same site with other stock settings, as a changed site file would give it. */
const withStock = (site: TestSite, stock: Partial<SiteConfig["stock"]>): TestSite => ({
  ...site,
  config: { ...site.config, stock: { ...site.config.stock, ...stock } },
});
const idsOf = (rows: { id: number }[]) => rows.map((r) => r.id).sort((a, b) => a - b);

describe("a car the site does not list is not found there, by any lookup (the search's own rules: stock.carTypes, itemTypes, conditions, manufacturer)", () => {
  it("does not find BigBox's motorcycles (its stock.itemTypes are cars only), and finds them once its settings list motorcycles", async () => {
    const bigbox = await siteFor("bigbox-used");
    expect(bigbox.config.stock.itemTypes).toEqual(["car"]);
    const motorcycles = await handle.db
      .select()
      .from(vehicles)
      .where(
        and(
          eq(vehicles.siteId, bigbox.id),
          eq(vehicles.itemType, "motorcycle"),
          eq(vehicles.showOnDealerWebsite, true),
          ne(vehicles.status, "sold"),
        ),
      );
    expect(motorcycles.length).toBeGreaterThan(0);
    const [bike] = motorcycles;
    const [before] = await handle.db.select({ views: vehicles.views }).from(vehicles).where(eq(vehicles.id, bike!.id));
    expect(await foundBy(bigbox, bike!, "unlisted-1")).toEqual(NONE_FOUND);
    const [after] = await handle.db.select({ views: vehicles.views }).from(vehicles).where(eq(vehicles.id, bike!.id));
    expect(after!.views).toBe(before!.views);
    expect(await foundBy(withStock(bigbox, { itemTypes: ["car", "motorcycle"] }), bike!, "listed-1")).toEqual(
      ALL_FOUND,
    );
  });

  it("does not find a car of a condition the site does not sell (stock.carTypes)", async () => {
    const harbour = await siteFor("harbour-toyota");
    const used = await shownCar(harbour.id, eq(vehicles.carType, "used"), eq(vehicles.itemType, "car"));
    expect(await foundBy(harbour, used!, "types-1")).toEqual(ALL_FOUND);
    expect(await foundBy(withStock(harbour, { carTypes: ["new", "demo"] }), used!, "types-2")).toEqual(NONE_FOUND);
  });

  it("does not find a car the site's own stock filter leaves out (stock.conditions)", async () => {
    const southern = await siteFor("southern-cross-motors");
    const car = await shownCar(southern.id, eq(vehicles.itemType, "car"));
    expect(await foundBy(southern, car!, "conditions-1")).toEqual(ALL_FOUND);
    expect(
      await foundBy(
        withStock(southern, { conditions: [{ field: "make", op: "neq", value: car!.make }] }),
        car!,
        "conditions-2",
      ),
    ).toEqual(NONE_FOUND);
  });

  it("does not find another make's new car on a franchise site (stock.manufacturerFilter), nor its sold one; used cars of any make stay", async () => {
    const harbour = await siteFor("harbour-toyota");
    expect(harbour.config.manufacturer).toBe("toyota");
    const car = await shownCar(harbour.id, eq(vehicles.carType, "new"), eq(vehicles.makeSlug, "toyota"));
    await handle.db.update(vehicles).set({ makeSlug: "ford", make: "Ford" }).where(eq(vehicles.id, car!.id));
    try {
      expect(await foundBy(harbour, car!, "franchise-1")).toEqual(NONE_FOUND);
      expect(await foundBy(withStock(harbour, { manufacturerFilter: "off" }), car!, "franchise-2")).toEqual(ALL_FOUND);
      await handle.db.update(vehicles).set({ status: "sold", soldAt: TEST_NOW }).where(eq(vehicles.id, car!.id));
      expect(await vehicleBySlug(harbour, car!.slug)).toBeNull();
      await handle.db.update(vehicles).set({ carType: "used" }).where(eq(vehicles.id, car!.id));
      expect((await vehicleBySlug(harbour, car!.slug))?.vehicle.status).toBe("sold");
    } finally {
      await handle.db
        .update(vehicles)
        .set({
          makeSlug: car!.makeSlug,
          make: car!.make,
          carType: car!.carType,
          status: car!.status,
          soldAt: car!.soldAt,
        })
        .where(eq(vehicles.id, car!.id));
    }
  });

  it("agrees with the search on every demo site: each car it lists has a page, every unsold car with a page is listed, sold cars in scope keep theirs", async () => {
    for (const slug of ["bigbox-used", "harbour-toyota", "southern-cross-motors", "tasman-caravans"]) {
      const site = await siteFor(slug);
      const { stock, manufacturer } = site.config;
      const all = await handle.db.select().from(vehicles).where(eq(vehicles.siteId, site.id));
      // The rule written out plainly, from the site file: shown, sold by this site, passing its manufacturer filter.
      const inScope = (v: Car) =>
        v.showOnDealerWebsite &&
        stock.carTypes.includes(v.carType) &&
        stock.itemTypes.includes(v.itemType) &&
        (!manufacturer ||
          stock.manufacturerFilter === "off" ||
          (stock.manufacturerFilter === "new-and-demo" && v.carType === "used") ||
          v.makeSlug === manufacturer);
      const expected = idsOf(all.filter(inScope));
      expect(
        idsOf(await handle.db.select({ id: vehicles.id }).from(vehicles).where(siteStockScope(site))),
        slug,
      ).toEqual(expected);
      const listed = idsOf(
        await handle.db
          .select({ id: vehicles.id })
          .from(vehicles)
          .where(baseStockFilter(site, TEST_NOW, { soldWindow: false })),
      );
      expect(listed.length, slug).toBeGreaterThan(0);
      expect(
        listed.every((id) => expected.includes(id)),
        slug,
      ).toBe(true);
      const unsold = new Set(all.filter((v) => v.status !== "sold").map((v) => v.id));
      expect(
        expected.filter((id) => unsold.has(id)),
        slug,
      ).toEqual(listed.filter((id) => unsold.has(id)));
      // And the lookups use that rule: one car of each kind, condition, status and visibility, by slug.
      const samples = new Map<string, Car>();
      for (const v of all) {
        const kind = `${v.itemType}|${v.carType}|${v.status}|shown:${v.showOnDealerWebsite}|own make:${v.makeSlug === manufacturer}`;
        if (!samples.has(kind)) samples.set(kind, v);
      }
      for (const [kind, v] of samples)
        expect((await vehicleBySlug(site, v.slug)) !== null, `${slug} ${kind}`).toBe(inScope(v));
    }
  });
});

describe("a value that cannot name a car is not found, and never reaches the database", () => {
  const MALFORMED = [
    "\u0000",
    "a\u0000b",
    "2021-toyota\u0000",
    "\ud800",
    "x\udfff",
    "a".repeat(201),
    "x".repeat(100_000),
    "",
    "A B",
    "@/features/x",
    "1;drop table vehicles",
    "__proto__",
    "toString",
  ];

  it("answers null by slug, stock number, id, view counter and phone reveal for NUL, lone surrogates, long text and prototype names, without a query", async () => {
    const site = await siteFor("harbour-toyota");
    // Any use of the database from here on fails the test: the shape check must answer first.
    const untouchable = new Proxy(handle.db, {
      get: (_db, name) => {
        throw new Error(`queried the database (${String(name)}) for a malformed car key`);
      },
    });
    useDatabaseForTests({ ...handle, db: untouchable });
    try {
      for (const value of MALFORMED) {
        const label = JSON.stringify(value.slice(0, 24));
        expect(await vehicleBySlug(site, value), label).toBeNull();
        expect(await leadCarFound(site, value), label).toBe(false);
        expect(await countView(site, value, "malformed"), label).toBeNull();
        if (!/^[A-Za-z0-9-]{1,30}$/.test(value)) expect(await vehicleByStockNumber(site, value), label).toBeNull();
      }
      for (const id of [0, -1, 1.5, Number.NaN, 2 ** 40]) {
        expect(await revealPhone(site, { carId: id, dealershipId: 1, websiteId: site.id }, "malformed")).toMatchObject({
          ok: false,
          status: 404,
          field: "car_id",
        });
      }
    } finally {
      useDatabaseForTests(handle);
    }
  });

  it("looks up a well-shaped prototype name like any other slug or stock number, and finds nothing", async () => {
    const site = await siteFor("harbour-toyota");
    for (const value of [...MALFORMED, ...PROTOTYPE_NAMES]) {
      const label = JSON.stringify(value.slice(0, 24));
      expect(await vehicleBySlug(site, value), label).toBeNull();
      expect(await vehicleByStockNumber(site, value), label).toBeNull();
      expect(await leadCarFound(site, value), label).toBe(false);
      expect(await countView(site, value, "malformed"), label).toBeNull();
    }
  });
});
