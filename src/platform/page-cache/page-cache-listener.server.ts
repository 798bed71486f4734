import "server-only";
import { getDbHandle } from "@/platform/db/db.server";
import { sharedPageCache } from "./next-cache-handler";
import { PAGE_CACHE_CHANNEL } from "./page-cache-channel";

const now = () => performance.timeOrigin + performance.now();

/** Records a change heard: every cached page with this tag whose render began before now is stale. */
function heardChange(tag: string): void {
  sharedPageCache().invalidations.byTag.set(tag, now());
}

/** Notices may have been missed: every cached page is stale. */
function heardNothingFor(): void {
  sharedPageCache().invalidations.all = now();
}

/**
 * When this process last heard of a change to a site's stock (ms since the epoch), or of possibly missed ones; undefined
 * when it has heard of none. The search engine catches up after one (search.server.ts).
 */
export function stockChangeHeardAt(slug: string): number | undefined {
  const { byTag, all } = sharedPageCache().invalidations;
  const heard = Math.max(byTag.get(`stock:${slug}`) ?? 0, all);
  return heard > 0 ? heard : undefined;
}

let started: Promise<unknown> | null = null;

/**
 * Starts hearing changes for this process's page cache (instrumentation.ts, once per process). Every server process
 * listens on the same database, so a change made by any of them, or by the stock import, reaches all of them.
 */
export function startPageCacheListener(): Promise<unknown> {
  started ??= getDbHandle()
    .then((handle) => handle.listen(PAGE_CACHE_CHANNEL, heardChange, heardNothingFor))
    .then(() => (sharedPageCache().listening = true))
    .catch((err: Error) => {
      started = null;
      console.error(`page cache listener failed to start (pages are served uncached): ${err.message}`);
      heardNothingFor();
    });
  return started;
}
