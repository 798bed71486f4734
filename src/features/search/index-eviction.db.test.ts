import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { openSeededTestDatabase, TEST_NOW, type SeededTestDatabase } from "@/platform/db/testing/test-database";
import { importStock } from "@/features/stock-feeds/testing/import-stock";
import { IndexedStockSearch } from "./indexed-stock-search.db";
import { EMPTY_SEARCH, parseSearchParams, type SearchState } from "./search-params";
import type { SearchSite } from "./stock-search";

/*
 * The site indexes' memory budget (index-memory-budget.ts) inside the engine: past it the least recently
 * used site's index is dropped, logged, and built again from the database on that site's next search,
 * answering exactly as before.
 */
let seeded: SeededTestDatabase;
let harbour: SearchSite;
let tasman: SearchSite;
const parsed = (query: string) => {
  const { state, problems } = parseSearchParams(new URLSearchParams(query));
  if (problems.length > 0) throw new Error(`bad test search ${query}: ${JSON.stringify(problems)}`);
  return state;
};
const SEARCHES: SearchState[] = [
  EMPTY_SEARCH,
  parsed("query=hilux&sortBy=price-asc"),
  parsed("body=suv&price=20000:90000&page=2"),
];

beforeAll(async () => {
  seeded = await openSeededTestDatabase();
  harbour = await seeded.siteFor("harbour-toyota");
  tasman = await seeded.siteFor("tasman-caravans");
});
afterAll(async () => seeded?.handle.close());

/** An engine that counts its trips to the database (each index build makes them). */
function engine(memoryBudgetBytes?: number) {
  const log: string[] = [];
  const trips = { count: 0 };
  const search = new IndexedStockSearch(
    async () => {
      trips.count++;
      return seeded.handle.db;
    },
    { refreshMs: 3_600_000, memoryBudgetBytes, log: (line) => log.push(line) },
  );
  const answers = async (site: SearchSite) =>
    Promise.all(SEARCHES.map(async (s) => ({ ...(await search.search(site, {}, s, TEST_NOW)), ms: 0 })));
  return { search, log, trips, answers };
}

describe("search indexes over their memory budget", () => {
  it("the least recently used site's index is evicted, logged, and rebuilt with the same results", async () => {
    const reference = engine();
    const expectedHarbour = await reference.answers(harbour);
    const expectedTasman = await reference.answers(tasman);
    expect(expectedHarbour[0]!.count).toBeGreaterThan(0);
    expect(expectedHarbour[1]!.count).toBeGreaterThan(0);

    // A budget smaller than any index: each site's index evicts the other.
    const tight = engine(1);
    expect(await tight.answers(harbour)).toEqual(expectedHarbour);
    expect(tight.search.heldSites()).toEqual([harbour.id]);
    expect(tight.log).toEqual([]);

    expect(await tight.answers(tasman)).toEqual(expectedTasman);
    expect(tight.search.heldSites()).toEqual([tasman.id]);
    expect(tight.log).toEqual([
      `search index of site ${harbour.id} evicted: indexes over their 0 MB budget (least recently used)`,
    ]);

    const tripsBefore = tight.trips.count;
    expect(await tight.answers(harbour)).toEqual(expectedHarbour);
    expect(tight.trips.count).toBeGreaterThan(tripsBefore); // built again from the database
    expect(tight.search.heldSites()).toEqual([harbour.id]);
    expect(tight.log).toHaveLength(2);
    // What the metrics read: the evictions counted, and the one held index's estimated memory.
    expect(tight.search.memory()).toMatchObject({ indexes: 1, evictions: 2, budgetBytes: 1 });
    expect(tight.search.memory().bytes).toBeGreaterThan(0);
  });

  it("within the budget both indexes stay, the most recently used last, and nothing is rebuilt", async () => {
    const roomy = engine(64 * 1024 * 1024);
    await roomy.answers(harbour);
    await roomy.answers(tasman);
    await roomy.answers(harbour);
    const trips = roomy.trips.count;
    await roomy.answers(tasman);
    expect(roomy.trips.count).toBe(trips);
    expect(roomy.search.heldSites()).toEqual([harbour.id, tasman.id]);
    expect(roomy.log).toEqual([]);
    expect(roomy.search.memory()).toMatchObject({ indexes: 2, evictions: 0 });
  });

  it("rule: a cached answer is only good for the stock it was made from, even after the site's index was evicted", async () => {
    const search = new IndexedStockSearch(async () => seeded.handle.db, {
      refreshMs: 3_600_000,
      cacheSize: 10,
      cacheTtlMs: 3_600_000,
      memoryBudgetBytes: 1,
      log: () => {},
    });
    // Priced so that no demo car shares it: the price range finds exactly this car.
    const exactly = { ...EMPTY_SEARCH, ranges: { price: { min: 71_717, max: 71_717 } } };
    expect((await search.search(tasman, {}, exactly, TEST_NOW)).count).toBe(0); // cached for an hour
    await search.search(harbour, {}, EMPTY_SEARCH, TEST_NOW); // evicts tasman's index
    expect(search.heldSites()).toEqual([harbour.id]);
    const csv =
      "stocknum,dealership,location,car_type,status,make,model,badge,year,price,km,body,colour\n" +
      "EVICT1,tasman-caravans-hobart,glenorchy,used,in_stock,Toyota,LandCruiser 300,GXL,2023,71717,30500,4x4,White";
    expect(await importStock(seeded.handle.db, "tasman-caravans", csv, TEST_NOW)).toMatchObject({ ok: true });
    // Built again from the changed stock: the answer cached from the old stock is not given.
    expect((await search.search(tasman, {}, exactly, TEST_NOW)).count).toBe(1);
  });
});
