import { NEXT_CACHE_TAGS_HEADER } from "next/dist/lib/constants";
import { getRouteCacheKey } from "next/dist/server/lib/route-cache-key";
import type { RouteKind } from "next/dist/server/route-kind";
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import PageCacheHandler, {
  ByteBudgetLru,
  isInvalidated,
  isQueryPageKey,
  pagePathOfCacheKey,
  sharedPageCache,
  tagsForCacheKey,
} from "./next-cache-handler";

type Value = Parameters<PageCacheHandler["set"]>[1];
const page = (html: string) =>
  ({ kind: "APP_PAGE", html, rscData: Buffer.from("rsc"), headers: {} }) as unknown as Value;
const control = { cacheControl: { revalidate: 300, expire: undefined } } as never;
const tick = () => new Promise((resolve) => setTimeout(resolve, 2));

describe("page cache entries: least recently used out first, within a byte budget", () => {
  it("evicts the least recently used entry when the budget is passed", () => {
    const lru = new ByteBudgetLru<{ bytes: number }>(100);
    lru.set("a", { bytes: 40 });
    lru.set("b", { bytes: 40 });
    lru.get("a"); // a is now the most recently used
    lru.set("c", { bytes: 40 });
    expect(lru.get("b")).toBeUndefined();
    expect(lru.get("a")).toBeDefined();
    expect(lru.get("c")).toBeDefined();
    expect(lru.usedBytes).toBe(80);
  });

  it("never keeps an entry larger than the whole budget", () => {
    const lru = new ByteBudgetLru<{ bytes: number }>(100);
    lru.set("big", { bytes: 101 });
    expect(lru.size).toBe(0);
  });
});

/** The key Next itself gives the handler for a page path of a route (its format changed in 16.4). */
const nextKey = (route: string, path: string) =>
  getRouteCacheKey(path, { kind: "APP_PAGE" as RouteKind, sourceRoute: route });

describe("page cache tags and keys (docs/adr/0008)", () => {
  it("reads the page path and site out of the keys Next really uses", () => {
    const key = nextKey("/s/[site]/cars/[slug]/page", "/s/harbour-toyota/cars/2020-toyota-hilux");
    expect(pagePathOfCacheKey(key)).toBe("/s/harbour-toyota/cars/2020-toyota-hilux");
    expect(tagsForCacheKey(key)).toEqual(["stock:harbour-toyota", "site:harbour-toyota"]);
    expect(tagsForCacheKey(nextKey("/s/[site]/page", "/s/bigbox-used"))).toEqual([
      "stock:bigbox-used",
      "site:bigbox-used",
    ]);
    const search = "/s/[site]/search-results/[query]/[[...segments]]/page";
    expect(isQueryPageKey(nextKey(search, "/s/bigbox-used/search-results/bWFrZT1Ub3lvdGE/used-cars"))).toBe(true);
    expect(isQueryPageKey(nextKey(search, "/s/bigbox-used/search-results/-/used-cars"))).toBe(false);
  });

  it("tags every page of a site with its stock and its site", () => {
    expect(tagsForCacheKey("/s/harbour-toyota/cars/2020-toyota-hilux")).toEqual([
      "stock:harbour-toyota",
      "site:harbour-toyota",
    ]);
    expect(tagsForCacheKey("/unknown-host")).toEqual([]);
  });

  it("knows a search page with a query string by its rewritten path", () => {
    expect(isQueryPageKey("/s/harbour-toyota/search-results/make%3DToyota/used-cars")).toBe(true);
    expect(isQueryPageKey("/s/harbour-toyota/search-results/bWFrZT1Ub3lvdGE")).toBe(true);
    expect(isQueryPageKey("/s/harbour-toyota/search-results/-/used-cars")).toBe(false);
    expect(isQueryPageKey("/s/harbour-toyota/search-results/-")).toBe(false);
    expect(isQueryPageKey("/s/harbour-toyota/search-results/-x/used-cars")).toBe(true);
  });

  it("rule: an entry is stale once a change to one of its tags was heard at or after its render began", () => {
    const entry = { tags: ["stock:a"], lastModified: 1000 };
    expect(isInvalidated(entry, { byTag: new Map([["stock:a", 999]]), all: 0 })).toBe(false);
    expect(isInvalidated(entry, { byTag: new Map([["stock:a", 1000]]), all: 0 })).toBe(true);
    expect(isInvalidated(entry, { byTag: new Map([["stock:b", 5000]]), all: 0 })).toBe(false);
    expect(isInvalidated(entry, { byTag: new Map(), all: 2000 })).toBe(true);
  });
});

describe("the cache handler Next uses", () => {
  const cache = sharedPageCache();
  beforeEach(() => {
    cache.pages.clear();
    cache.queryPages.clear();
    cache.invalidations.byTag.clear();
    cache.invalidations.all = 0;
    cache.asked.clear();
    cache.listening = true;
  });
  afterEach(() => {
    cache.listening = false;
  });

  it("serves what it stored, and drops it when a change to the site's stock is heard", async () => {
    const handler = new PageCacheHandler();
    const key = "/s/harbour-toyota/search/used-cars";
    expect(await handler.get(key)).toBeNull();
    await handler.set(key, page("<p>one</p>"), control);
    expect((await handler.get(key))?.value).toEqual(page("<p>one</p>"));
    await tick();
    cache.invalidations.byTag.set("stock:southern-cross-motors", performance.timeOrigin + performance.now());
    expect(await handler.get(key)).not.toBeNull(); // another site's change
    cache.invalidations.byTag.set("stock:harbour-toyota", performance.timeOrigin + performance.now());
    expect(await handler.get(key)).toBeNull();
  });

  it("does not keep a page whose render began before a change heard while it rendered", async () => {
    const handler = new PageCacheHandler();
    const key = "/s/harbour-toyota/cars/x";
    expect(await handler.get(key)).toBeNull(); // Next asks, misses, starts rendering
    await tick();
    cache.invalidations.byTag.set("stock:harbour-toyota", performance.timeOrigin + performance.now());
    await handler.set(key, page("<p>old stock</p>"), control);
    expect(await handler.get(key)).toBeNull();
  });

  it("keeps nothing while changes are not being heard", async () => {
    cache.listening = false;
    const handler = new PageCacheHandler();
    await handler.set("/s/harbour-toyota/", page("<p>home</p>"), control);
    expect(await handler.get("/s/harbour-toyota/")).toBeNull();
  });

  it("drops a page when Next revalidates one of its own tags, read from the header Next stores them in", async () => {
    const handler = new PageCacheHandler();
    const key = "/s/harbour-toyota/offers";
    const tagged = {
      kind: "APP_PAGE",
      html: "<p>offers</p>",
      rscData: Buffer.from("rsc"),
      headers: { [NEXT_CACHE_TAGS_HEADER]: key },
    } as unknown as Value;
    await handler.set(key, tagged, control);
    expect(await handler.get(key)).not.toBeNull();
    await tick();
    await handler.revalidateTag(key);
    expect(await handler.get(key)).toBeNull();
  });

  it("keeps search pages with a query string in their own budget", async () => {
    const handler = new PageCacheHandler();
    await handler.set("/s/harbour-toyota/search-results/q%3Dhilux", page("<p>q</p>"), control);
    expect(cache.queryPages.size).toBe(1);
    expect(cache.pages.size).toBe(0);
  });
});
