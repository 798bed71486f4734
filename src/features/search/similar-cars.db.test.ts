import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { and, eq, gt, isNotNull } from "drizzle-orm";
import type { DatabaseHandle } from "@/platform/db/client";
import { vehicles } from "@/platform/db/schema";
import { TEST_NOW, openSeededTestDatabase, type SeededTestDatabase } from "@/platform/db/testing/test-database";
import { IndexedStockSearch } from "./indexed-stock-search.db";
import { parseSearchParams } from "./search-params";
import { similarCarsQuery } from "./similar-cars";

let handle: DatabaseHandle;
let seeded: SeededTestDatabase;

beforeAll(async () => {
  seeded = await openSeededTestDatabase();
  handle = seeded.handle;
}, 180_000);
afterAll(async () => handle?.close());

describe("similar cars through the search engine's item-list search (demo stock)", () => {
  it("lists only this site's available cars of the body and band, nearest first, as the full search finds them", async () => {
    const engine = new IndexedStockSearch(async () => handle.db);
    let checked = 0;
    for (const slug of ["harbour-toyota", "bigbox-used"]) {
      const site = await seeded.siteFor(slug);
      const wide = { ...site, config: { ...site.config, search: { ...site.config.search, pageSize: 100 } } };
      const cars = await handle.db
        .select({ id: vehicles.id, body: vehicles.body, price: vehicles.price, itemType: vehicles.itemType })
        .from(vehicles)
        .where(
          and(
            eq(vehicles.siteId, site.id),
            eq(vehicles.status, "in_stock"),
            isNotNull(vehicles.body),
            gt(vehicles.price, 5000),
          ),
        )
        .limit(5);
      for (const car of cars) {
        const query = similarCarsQuery(car)!;
        const hits = await engine.itemList(site, query, TEST_NOW);
        // The same cars the search page finds for body, price band and availability (an independent path).
        const blank = parseSearchParams({}).state;
        const state = {
          ...blank,
          lists: { body: [car.body!], item_type: [car.itemType], status: ["in_stock", "coming_soon"] },
          ranges: { price: { min: query.price!.min, max: query.price!.max } },
        };
        const all = [];
        for (let page = 1, pages = 1; page <= pages; page++) {
          const result = await engine.search(wide, {}, { ...state, page }, TEST_NOW);
          pages = result.pages;
          all.push(...result.hits.filter((h) => h.id !== car.id));
        }
        const nearest = all
          .map((h) => ({ id: h.id, d: Math.abs((h.price ?? 0) - (car.price ?? 0)), price: h.price ?? 0 }))
          .sort((a, b) => a.d - b.d || a.price - b.price || a.id - b.id)
          .slice(0, 4)
          .map((h) => h.id);
        expect(hits.map((h) => h.id)).toEqual(nearest);
        expect(hits.map((h) => h.id)).not.toContain(car.id);
        checked += hits.length;
      }
    }
    expect(checked).toBeGreaterThan(0);
  });
});
