import type { DatabaseHandle } from "@/platform/db/client";
import type { Invalidations } from "@/platform/page-cache/next-cache-handler";
import { hearStockChanges, stockChangeHeardIn } from "@/platform/page-cache/stock-change-hearing";
import { siteSearchEngine } from "@/features/search/site-search-engine.db";
import { EMPTY_SEARCH } from "@/features/search/search-params";
import type { SearchSite } from "@/features/search/stock-search";

/** Wall-clock ms with sub-ms precision: comparable between processes on one machine. */
export const clock = () => performance.timeOrigin + performance.now();

const GIVE_UP_MS = 30_000;

/**
 * The site's search as a server process runs it (site-search-engine.db.ts: its results cache and its indexes), hearing
 * the database's stock notices as the server's page cache listener does. `count(price)`: how many cars the search with
 * exactly that price finds (the first call caches the answer). `seenAfter(price, since)`: polls that search until it
 * finds the car, and gives the ms from `since` (a clock() instant); null when not seen within 30 s.
 */
export async function searchProcess(handle: DatabaseHandle, site: SearchSite) {
  const heard: Invalidations = { byTag: new Map(), all: 0 };
  const stop = await hearStockChanges(handle, heard);
  const engine = siteSearchEngine(async () => handle.db, {
    memoryBudgetBytes: 512 * 2 ** 20,
    heardChangeAt: (s) => stockChangeHeardIn(heard, s.config.slug),
  });
  const count = async (price: number) =>
    (await engine.search(site, {}, { ...EMPTY_SEARCH, ranges: { price: { min: price, max: price } } })).count;
  return {
    count,
    stop,
    async seenAfter(price: number, since: number): Promise<number | null> {
      while (clock() - since < GIVE_UP_MS) {
        if ((await count(price)) > 0) return clock() - since;
        // A poll, not a wait for time: the next search runs as soon as the notices in flight have been read.
        await new Promise((resolve) => setTimeout(resolve, 1));
      }
      return null;
    },
  };
}
