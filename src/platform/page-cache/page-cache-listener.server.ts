import "server-only";
import { getDbHandle } from "@/platform/db/db.server";
import { untilItWorks } from "@/platform/db/until-it-works";
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
 * listens on the same database, so a change made by any of them, or by the stock import, reaches all of them. Until it
 * listens no page is kept (the cache handler's rule), so a database lost meanwhile delays the start rather than leaving
 * the process serving every page uncached for good.
 */
export function startPageCacheListener(): Promise<unknown> {
  started ??= untilItWorks("listening for stock changes", async () =>
    hearStockChanges(await getDbHandle(), sharedPageCache().invalidations),
  ).then(() => (sharedPageCache().listening = true));
  return started;
}
