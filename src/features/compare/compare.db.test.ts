import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { and, eq, ne } from "drizzle-orm";
import type { DatabaseHandle } from "@/platform/db/client";
import { vehicles } from "@/platform/db/schema";
import { openSeededServerDatabase } from "@/platform/db/testing/seeded-server-database";
import type { SeededTestDatabase } from "@/platform/db/testing/test-database";
import { comparedCars, loadComparison } from "./compare.server";
import { compareHref } from "./compare-url";

/**
 * A comparison shows only cars the site shows (shown-car.db.ts, the one shopper-facing condition): a car of another
 * site, a hidden car, a car the site does not list and an unknown slug named in the URL are left out, with a note.
 */
let handle: DatabaseHandle;
let siteFor: SeededTestDatabase["siteFor"];

beforeAll(async () => {
  ({ handle, siteFor } = await openSeededServerDatabase());
});
afterAll(async () => handle?.close());

const carsOf = (siteId: number, where = eq(vehicles.showOnDealerWebsite, true)) =>
  handle.db
    .select({ slug: vehicles.slug, status: vehicles.status })
    .from(vehicles)
    .where(and(eq(vehicles.siteId, siteId), where, eq(vehicles.itemType, "car")));

describe("the cars a comparison URL names", () => {
  it("finds the site's own shown cars, in the URL's order, with their location and dealership", async () => {
    const harbour = await siteFor("harbour-toyota");
    const own = (await carsOf(harbour.id, and(eq(vehicles.showOnDealerWebsite, true), eq(vehicles.carType, "used"))))
      .slice(0, 3)
      .map((c) => c.slug);
    const reversed = [...own].reverse();
    const found = await comparedCars(harbour, reversed);
    expect(found.map((c) => c.slug)).toEqual(reversed);
    expect(found.every((c) => c.dealershipName.length > 0)).toBe(true);
  });

  it("leaves out a car of another site, a hidden car and an unknown slug, and says so", async () => {
    const harbour = await siteFor("harbour-toyota");
    const bigbox = await siteFor("bigbox-used");
    const [a, b] = (await carsOf(harbour.id, and(eq(vehicles.showOnDealerWebsite, true), eq(vehicles.carType, "used"))))
      .slice(0, 2)
      .map((c) => c.slug);
    const [foreign] = (await carsOf(bigbox.id)).map((c) => c.slug);
    const [hidden] = (await carsOf(harbour.id, eq(vehicles.showOnDealerWebsite, false))).map((c) => c.slug);
    expect([a, b, foreign, hidden].every(Boolean)).toBe(true);
    // The hidden car and the foreign car exist: only the site's condition keeps them out.
    expect(await comparedCars(bigbox, [foreign!])).toHaveLength(1);

    const comparison = await loadComparison(harbour, [a, foreign, hidden, b].join(","));
    expect(comparison.cars.map((c) => c.slug)).toEqual([a, b]);
    expect(comparison.href).toBe(compareHref([a!, b!]));
    expect(comparison.notes).toEqual([
      "2 cars in this link could not be found (they may have been sold and removed, or they are not listed on this site), so they were left out.",
    ]);
    expect(comparison.rows.find((r) => r.key === "price")!.cells).toHaveLength(2);

    const unknown = await loadComparison(harbour, [a, "no-such-car-x1", b].join(","));
    expect(unknown.cars.map((c) => c.slug)).toEqual([a, b]);
    expect(unknown.notes).toEqual([
      "1 car in this link could not be found (it may have been sold and removed, or it is not listed on this site), so it was left out.",
    ]);
  });

  it("leaves out a car of its own feed that the site does not list (BigBox lists cars only, not motorcycles)", async () => {
    const bigbox = await siteFor("bigbox-used");
    expect(bigbox.config.stock.itemTypes).toEqual(["car"]);
    const [motorcycle] = await handle.db
      .select({ slug: vehicles.slug })
      .from(vehicles)
      .where(and(eq(vehicles.siteId, bigbox.id), ne(vehicles.itemType, "car"), eq(vehicles.showOnDealerWebsite, true)));
    expect(motorcycle).toBeDefined();
    expect(await comparedCars(bigbox, [motorcycle!.slug])).toEqual([]);
  });

  it("keeps a sold car the site still shows (its page works, so it can be compared)", async () => {
    const harbour = await siteFor("harbour-toyota");
    const [sold] = (await carsOf(harbour.id, and(eq(vehicles.showOnDealerWebsite, true), eq(vehicles.status, "sold"))))
      .filter((c) => c.status === "sold")
      .map((c) => c.slug);
    expect(sold).toBeDefined();
    expect((await comparedCars(harbour, [sold!])).map((c) => c.status)).toEqual(["sold"]);
  });

  it("compares the first 4 cars a longer link names, the 4 limit counting the link's entries", async () => {
    const harbour = await siteFor("harbour-toyota");
    const own = (await carsOf(harbour.id, and(eq(vehicles.showOnDealerWebsite, true), eq(vehicles.carType, "used"))))
      .slice(0, 5)
      .map((c) => c.slug);
    const comparison = await loadComparison(harbour, own.join(","));
    expect(comparison.cars.map((c) => c.slug)).toEqual(own.slice(0, 4));
    expect(comparison.notes).toEqual([
      "This link names more than 4 cars: the first 4 are compared, and 1 more car was left out.",
    ]);
  });

  it("finds nothing for malformed slugs, and notes them", async () => {
    const harbour = await siteFor("harbour-toyota");
    expect(await comparedCars(harbour, [])).toEqual([]);
    const comparison = await loadComparison(harbour, "NOT A SLUG,\u0000,<b>x</b>");
    expect(comparison.cars).toEqual([]);
    expect(comparison.notes).toHaveLength(1);
  });
});
