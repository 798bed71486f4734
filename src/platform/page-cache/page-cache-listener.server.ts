import "server-only";
import { getDbHandle } from "@/platform/db/db.server";
import { sharedPageCache } from "./next-cache-handler";
import { hearStockChanges, stockChangeHeardIn } from "./stock-change-hearing";

/**
 * When this process last heard of a change to a site's stock (ms since the epoch), or of possibly missed ones; undefined
 * when it has heard of none. The search engine catches up after one (search.server.ts).
 */
export function stockChangeHeardAt(slug: string): number | undefined {
  return stockChangeHeardIn(sharedPageCache().invalidations, slug);
}

let started: Promise<unknown> | null = null;

/**
 * Starts hearing changes for this process's page cache (instrumentation.ts, once per process). Every server process
 * listens on the same database, so a change made by any of them, or by the stock import, reaches all of them.
 */
export function startPageCacheListener(): Promise<unknown> {
  started ??= getDbHandle()
    .then((handle) => hearStockChanges(handle, sharedPageCache().invalidations))
    .then(() => (sharedPageCache().listening = true))
    .catch((err: Error) => {
      started = null;
      console.error(`page cache listener failed to start (pages are served uncached): ${err.message}`);
      // Notices may have been missed: every cached page is stale.
      sharedPageCache().invalidations.all = performance.timeOrigin + performance.now();
    });
  return started;
}
