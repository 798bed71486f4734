import type { Database } from "@/platform/db/client";
import { IndexedStockSearch } from "./indexed-stock-search.db";
import type { SearchSite } from "./stock-search";

/**
 * The search engine as a server process runs it (search.server.ts), and as the benches and tests that stand in for a
 * server process build it: per-site indexes within a memory budget, and a results cache of 500 entries each good for
 * 30 s; both catch up at once with a change the process heard announced (`heardChangeAt`: the page cache's listener),
 * so a change by any process shows in the next search rather than after the cache's time to live.
 */
export function siteSearchEngine(
  db: () => Promise<Database>,
  options: { memoryBudgetBytes: number; heardChangeAt: (site: SearchSite) => number | undefined },
): IndexedStockSearch {
  return new IndexedStockSearch(db, { cacheSize: 500, cacheTtlMs: 30_000, ...options });
}
