import type { DatabaseHandle } from "@/platform/db/client";
import type { Invalidations } from "./next-cache-handler";
import { PAGE_CACHE_CHANNEL } from "./page-cache-channel";

const now = () => performance.timeOrigin + performance.now();

/**
 * How a server process hears the database's notices of stock changes (migration 0011's triggers, sent once a change
 * commits, whichever process or command made it): each tag heard is recorded with the time it was heard, and a
 * possible gap (a lost listening connection) marks everything changed. The page cache and the search engine read
 * these times; the server keeps them in its shared page cache, a bench or test in its own.
 */
export function hearStockChanges(handle: DatabaseHandle, into: Invalidations): Promise<() => Promise<void>> {
  return handle.listen(
    PAGE_CACHE_CHANNEL,
    (tag) => into.byTag.set(tag, now()),
    () => (into.all = now()),
  );
}

/** When a change to a site's stock (or a possible gap) was last heard, ms since the epoch; undefined for none. */
export function stockChangeHeardIn(heard: Invalidations, slug: string): number | undefined {
  const at = Math.max(heard.byTag.get(`stock:${slug}`) ?? 0, heard.all);
  return at > 0 ? at : undefined;
}
