/*
 * The page cache every server process keeps (docs/adr/0008), as Next's `cacheHandler` (next.config.ts). Next renders a
 * cached page once, stores it here and serves it from here until it is invalidated or its lifetime runs out.
 *
 * - Entries live in this process's memory, least recently used first out, within a byte budget
 *   (PAGE_CACHE_MEMORY_MB, default 256; a search page with a query string has its own smaller budget,
 *   PAGE_CACHE_QUERY_MEMORY_MB, default 64, so arbitrary queries can never push out the site's other pages).
 * - Invalidation is shared: every page of a site carries the tags `stock:{slug}` and `site:{slug}`; the database
 *   announces a change of a site's stock to every process (migration 0011's triggers, page-cache-listener.server.ts),
 *   which records the time it heard of it in `invalidations` below; an entry whose render started before a change to
 *   one of its tags was heard is a miss, and the page is rendered afresh.
 *
 * Next loads this file by path at run time, outside the app's bundle: it imports nothing but types, and meets the
 * app's listener through one object on globalThis (sharedPageCache).
 */
import type { CacheHandler, CacheHandlerValue } from "next/dist/server/lib/incremental-cache";

type Value = CacheHandlerValue["value"];
type CacheControl = CacheHandlerValue["cacheControl"];

interface Entry {
  value: Value;
  /** When the render that made it started (at the latest): changes heard after that are not in it. */
  lastModified: number;
  cacheControl: CacheControl;
  tags: readonly string[];
  bytes: number;
}

/** A Map kept in use order, evicting the least recently used entries beyond a byte budget. */
export class ByteBudgetLru<V extends { bytes: number }> {
  private readonly entries = new Map<string, V>();
  private used = 0;
  readonly budgetBytes: number;
  // No parameter properties: Node loads this file by stripping its types, which cannot rewrite them.
  constructor(budgetBytes: number) {
    this.budgetBytes = budgetBytes;
  }

  get(key: string): V | undefined {
    const entry = this.entries.get(key);
    if (entry) {
      this.entries.delete(key);
      this.entries.set(key, entry);
    }
    return entry;
  }

  set(key: string, entry: V): void {
    this.delete(key);
    if (entry.bytes > this.budgetBytes) return; // larger than the whole budget: never kept
    this.entries.set(key, entry);
    this.used += entry.bytes;
    for (const [oldest, old] of this.entries) {
      if (this.used <= this.budgetBytes) break;
      this.entries.delete(oldest);
      this.used -= old.bytes;
    }
  }

  delete(key: string): void {
    const entry = this.entries.get(key);
    if (!entry) return;
    this.entries.delete(key);
    this.used -= entry.bytes;
  }

  clear(): void {
    this.entries.clear();
    this.used = 0;
  }

  get size(): number {
    return this.entries.size;
  }

  get usedBytes(): number {
    return this.used;
  }
}

/** The route a search page is rewritten to (src/proxy.ts, search-cache-key.ts). */
export const QUERY_PAGE_SEGMENT = "search-results";

/**
 * The page path a cache key is for. Next 16.4 keys a page by its route and path,
 * `/route-cache/{kind}/{sha256 of the route}/${path}` (next/dist/server/lib/route-cache-key.js); older keys were the
 * path alone. The unit test builds its keys with Next's own function, so a change of format fails it.
 */
export function pagePathOfCacheKey(key: string): string {
  if (!key.startsWith("/route-cache/")) return key;
  const at = key.indexOf("/$/");
  return at < 0 ? key : key.slice(at + 2);
}

/** `/s/{slug}/...` (the proxy's rewrite of every site's paths): the site a cache key belongs to, or null. */
function siteOfCacheKey(key: string): string | null {
  const match = /^\/s\/([a-z0-9-]+)(?:\/|$)/.exec(pagePathOfCacheKey(key));
  return match ? match[1]! : null;
}

/** Every page of a site shows its stock (the header's stock menu counts it) and its configuration. */
export function tagsForCacheKey(key: string): string[] {
  const site = siteOfCacheKey(key);
  return site ? [`stock:${site}`, `site:${site}`] : [];
}

/** A search page with a query string; a search landing page (query segment `-`: search-cache-key.ts) is not one. */
export function isQueryPageKey(key: string): boolean {
  const path = pagePathOfCacheKey(key);
  const site = siteOfCacheKey(path);
  if (site === null || !path.startsWith(`/s/${site}/${QUERY_PAGE_SEGMENT}/`)) return false;
  return !/^-(\/|$)/.test(path.slice(`/s/${site}/${QUERY_PAGE_SEGMENT}/`.length));
}

/** The tags Next gave a page (its paths, for revalidatePath), as it stores them in the page's headers. */
function nextTags(value: Value): string[] {
  const headers = (value as { headers?: Record<string, unknown> } | null)?.headers;
  const tags = headers?.["x-next-cache-tags"];
  return typeof tags === "string" && tags ? tags.split(",") : [];
}

/** Changes heard, by tag, and when everything was last dropped (the listener lost its connection): times in ms. */
export interface Invalidations {
  byTag: Map<string, number>;
  all: number;
}

/** A rule of the ADR: an entry is stale once a change to one of its tags was heard at or after its render began. */
export function isInvalidated(entry: Pick<Entry, "tags" | "lastModified">, heard: Invalidations): boolean {
  if (heard.all >= entry.lastModified) return true;
  return entry.tags.some((tag) => (heard.byTag.get(tag) ?? -Infinity) >= entry.lastModified);
}

/** What one cached value weighs in memory, roughly: its strings and buffers. */
function valueBytes(value: Value): number {
  if (!value) return 64;
  let bytes = 256;
  for (const part of Object.values(value as unknown as Record<string, unknown>)) {
    if (typeof part === "string") bytes += part.length * 2;
    else if (part instanceof Uint8Array) bytes += part.byteLength;
    else if (part instanceof Map) for (const v of part.values()) bytes += v instanceof Uint8Array ? v.byteLength : 64;
    else if (part && typeof part === "object") bytes += JSON.stringify(part).length * 2;
  }
  return bytes;
}

interface SharedPageCache {
  pages: ByteBudgetLru<Entry>;
  queryPages: ByteBudgetLru<Entry>;
  invalidations: Invalidations;
  /** Whether changes are being heard (page-cache-listener.server.ts): until then nothing is kept. */
  listening: boolean;
  /** Keys Next is rendering, with the time it first asked for them (the render cannot have started earlier). */
  asked: Map<string, number>;
  /** Answers from the cache, and asks that Next had to render (metrics: the page cache's hit ratio). */
  hits: number;
  misses: number;
}

const SHARED = Symbol.for("forecourt.pageCache");
const MB = 1024 * 1024;

function megabytes(name: string, fallback: number): number {
  const value = Number(process.env[name]);
  return Number.isFinite(value) && value >= 0 ? value * MB : fallback * MB;
}

/** The process's one page cache, made by whichever comes first: Next's handler or the app's listener. */
export function sharedPageCache(): SharedPageCache {
  const holder = globalThis as unknown as Record<symbol, SharedPageCache | undefined>;
  return (holder[SHARED] ??= {
    pages: new ByteBudgetLru<Entry>(megabytes("PAGE_CACHE_MEMORY_MB", 256)),
    queryPages: new ByteBudgetLru<Entry>(megabytes("PAGE_CACHE_QUERY_MEMORY_MB", 64)),
    invalidations: { byTag: new Map(), all: 0 },
    listening: false,
    asked: new Map(),
    hits: 0,
    misses: 0,
  });
}

const now = () => performance.timeOrigin + performance.now();
/** A render Next was asked for this long ago and never stored (it failed, or was not cacheable) is forgotten. */
const ASKED_FOR_MS = 60_000;

export default class PageCacheHandler implements Pick<CacheHandler, "get" | "set" | "revalidateTag"> {
  private readonly cache = sharedPageCache();

  private lruFor(key: string): ByteBudgetLru<Entry> {
    return isQueryPageKey(key) ? this.cache.queryPages : this.cache.pages;
  }

  async get(key: string): Promise<CacheHandlerValue | null> {
    const lru = this.lruFor(key);
    const entry = lru.get(key);
    if (entry && isInvalidated(entry, this.cache.invalidations)) lru.delete(key);
    const fresh = entry && lru.get(key) === entry;
    const revalidate = entry?.cacheControl?.revalidate;
    const due = fresh && typeof revalidate === "number" && now() - entry.lastModified > revalidate * 1000;
    // Next renders after a miss, or in the background after a hit past its lifetime: note when it could have begun.
    if ((!fresh || due) && !this.cache.asked.has(key)) this.cache.asked.set(key, now());
    if (!fresh) {
      this.cache.misses++;
      return null;
    }
    this.cache.hits++;
    return { lastModified: entry.lastModified, value: entry.value, cacheControl: entry.cacheControl };
  }

  async set(key: string, value: Value, ctx: { cacheControl?: CacheControl }): Promise<void> {
    const lru = this.lruFor(key);
    const began = this.cache.asked.get(key) ?? now() - ASKED_FOR_MS;
    this.cache.asked.delete(key);
    for (const [asked, at] of this.cache.asked) if (now() - at > ASKED_FOR_MS) this.cache.asked.delete(asked);
    if (!value || !this.cache.listening) return lru.delete(key);
    const entry: Entry = {
      value,
      lastModified: began,
      cacheControl: ctx.cacheControl,
      tags: [...tagsForCacheKey(key), ...nextTags(value)],
      bytes: valueBytes(value) + key.length * 2,
    };
    // A change heard while the page rendered may be missing from it: it is served to no one.
    if (isInvalidated(entry, this.cache.invalidations)) return;
    lru.set(key, entry);
  }

  /** Next's own revalidateTag/revalidatePath (not used by the platform today) land here: this process only. */
  async revalidateTag(tags: string | string[]): Promise<void> {
    const at = now();
    for (const tag of typeof tags === "string" ? [tags] : tags) this.cache.invalidations.byTag.set(tag, at);
  }

  resetRequestCache(): void {}
}
