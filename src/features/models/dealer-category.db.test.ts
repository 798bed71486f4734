import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { eq } from "drizzle-orm";
import type { DatabaseHandle } from "@/platform/db/client";
import { dealerships, vehicles } from "@/platform/db/schema";
import { openSeededServerDatabase } from "@/platform/db/testing/seeded-server-database";
import type { SeededTestDatabase } from "@/platform/db/testing/test-database";
import type { CurrentSite } from "@/platform/site/current-site.server";
import { isListed } from "@/features/vehicle";
import { dealerCategorySearch } from "./catalogue-search.server";
import { CATALOGUE_PAGE_SIZE } from "./catalogue-search";

let handle: DatabaseHandle;
let siteFor: SeededTestDatabase["siteFor"];

beforeAll(async () => {
  ({ handle, siteFor } = await openSeededServerDatabase());
});
afterAll(async () => handle?.close());

/** The cars a dealer-category search should find, written from the rows rather than through the search. */
async function expected(site: CurrentSite, dealershipId: number, bodies: string[], min: number, max: number) {
  const now = new Date();
  const rows = await handle.db.select().from(vehicles).where(eq(vehicles.siteId, site.id));
  const { stock, manufacturer } = site.config;
  return rows.filter(
    (v) =>
      v.dealershipId === dealershipId &&
      bodies.includes(v.body ?? "") &&
      v.price !== null &&
      Number(v.price) >= min &&
      Number(v.price) <= max &&
      isListed(v, stock.includeSoldCarsDays, now) &&
      stock.carTypes.includes(v.carType) &&
      stock.itemTypes.includes(v.itemType) &&
      (!manufacturer || v.carType === "used" || v.makeSlug === manufacturer),
  );
}

describe("dealer-category search (by dealership_id with categories and price)", () => {
  it("finds the site's cars at that dealership, of those categories, in that price range, 21 a page", async () => {
    const site = (await siteFor("southern-cross-motors")) as CurrentSite;
    const places = await handle.db.select().from(dealerships).where(eq(dealerships.siteId, site.id));
    expect(places.length).toBeGreaterThan(1);
    let checked = 0;
    for (const place of places) {
      const want = await expected(site, place.id, ["suv", "ute"], 0, 200_000);
      const result = await dealerCategorySearch(site, {
        dealershipId: place.id,
        categories: ["suv", "ute"],
        priceMin: 0,
        priceMax: 200_000,
        page: 1,
      });
      expect(result).not.toBeNull();
      expect(result!.count, place.name).toBe(want.length);
      expect(result!.pages).toBe(Math.ceil(want.length / CATALOGUE_PAGE_SIZE));
      expect(result!.hits).toHaveLength(Math.min(CATALOGUE_PAGE_SIZE, want.length));
      const ids = new Set(want.map((v) => v.id));
      expect(result!.hits.every((h) => ids.has(h.id))).toBe(true);
      checked += want.length;
    }
    expect(checked, "the demo stock has SUVs and utes to find").toBeGreaterThan(0);
  });

  it("answers null for a dealership of another site", async () => {
    const harbour = (await siteFor("harbour-toyota")) as CurrentSite;
    const southern = await siteFor("southern-cross-motors");
    const [other] = await handle.db.select().from(dealerships).where(eq(dealerships.siteId, southern.id));
    expect(await dealerCategorySearch(harbour, { dealershipId: other!.id, categories: [], page: 1 })).toBeNull();
  });
});
