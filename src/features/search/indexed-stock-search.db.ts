import { and, eq, sql, type SQL } from "drizzle-orm";
import { alias } from "drizzle-orm/pg-core";
import type { Database } from "@/platform/db/client";
import { dealerships, locations, vehicles } from "@/platform/db/schema";
import { baseStockFilter, vehicleColumns, beingReservedNow } from "@/features/vehicle/index.server";
import { INDEX_FIELDS, type IndexRow, type SearchHit } from "@/features/vehicle";
import { FacetIndex } from "./facet-index";
import { StringInterner } from "./string-interner";
import { itemList } from "./item-list";
import { stockVersion } from "./stock-version.db";
import { FACET_ATTRIBUTES, type FacetAttribute } from "./filter-attributes";
import { ResultsCache } from "@/platform/cache/results-cache";
import { estimateIndexBytes, IndexMemoryBudget } from "./index-memory-budget";
import { serializeSearch, type SearchState } from "./search-params";
import type { SearchPreset } from "./search-routes";
import { limitFacet, type ItemListQuery, type SearchResult, type SearchSite, type StockSearch } from "./stock-search";

/**
 * Stock search (docs/adr/0001): SQL loads each site's listable stock into a FacetIndex; keyword
 * matching, filtering, disjunctive facet counts, sorting and paging run on the index. A site's index is rebuilt when its stock changes (checked at most every `refreshMs`): nothing needs to tell it, so a change made by another process (the stock import) reaches every server process.
 * Usable from the command line (the benchmark): it takes its database rather than the server's.
 * The indexes share a memory budget (index-memory-budget.ts): past it, the least recently used sites'
 * indexes are dropped and built again on their next search.
 */
const d = alias(dealerships, "d");
const l = alias(locations, "l");

const DEFAULT_FACET_LIMITS: Partial<Record<FacetAttribute, number>> = { features: 40 };

interface SiteIndex {
  index: FacetIndex;
  version: string;
  /** When its stock version was last read (ms since the epoch, taken before the read). */
  checkedAt: number;
  refreshing: Promise<void> | null;
  /** A rebuild waited for by searches after a heard change (heardChangeAt), shared by all of them. */
  catchingUp: Promise<SiteIndex> | null;
}

/**
 * A site's listable stock as index rows (the default stock filter, sold cars kept while the site shows them), or only
 * the cars `narrow` picks of it (the cars a stock change touched, which saved-search alerts match).
 */
export async function listableIndexRows(db: Database, site: SearchSite, narrow?: SQL): Promise<IndexRow[]> {
  const rows = await db
    .select({
      ...vehicleColumns(INDEX_FIELDS),
      beingReserved: beingReservedNow,
      locationName: l.name,
      dealershipName: d.name,
      dealerGroup: d.dealerGroup,
      createdAtMs: sql<number>`(extract(epoch from ${vehicles.createdAt}) * 1000)::float8`,
      soldAtMs: sql<number | null>`(extract(epoch from ${vehicles.soldAt}) * 1000)::float8`,
      // Null for every car whose latest price change was not a drop: one column the trigger keeps (migration 0028).
      priceDroppedAtMs: sql<number | null>`(extract(epoch from ${vehicles.priceDroppedAt}) * 1000)::float8`,
    })
    .from(vehicles)
    .innerJoin(d, eq(d.id, vehicles.dealershipId))
    .leftJoin(l, eq(l.id, vehicles.locationId))
    .where(and(baseStockFilter(site, new Date(), { soldWindow: false }), narrow));
  // Times travel as epoch milliseconds (both drivers agree on numbers); hits carry ISO strings.
  const interner = new StringInterner();
  return rows.map(({ createdAtMs, soldAtMs, priceDroppedAtMs, ...r }) => ({
    ...interner.row(r),
    createdAt: new Date(Number(createdAtMs)).toISOString(),
    soldAt: soldAtMs === null ? null : new Date(Number(soldAtMs)).toISOString(),
    priceDroppedAt: priceDroppedAtMs === null ? null : new Date(Number(priceDroppedAtMs)).toISOString(),
  }));
}

export class IndexedStockSearch implements StockSearch {
  private readonly indexes = new Map<number, Promise<SiteIndex>>();
  private readonly results: ResultsCache<SearchResult> | null;
  private readonly budget: IndexMemoryBudget<number> | null;
  private evictions = 0;

  /**
   * cacheSize: the results cache (off when absent); refreshMs: how often a site's stock is checked for changes;
   * memoryBudgetBytes: what the site indexes may hold together (estimated; unlimited when absent).
   */
  constructor(
    private readonly db: () => Promise<Database>,
    private readonly options: {
      refreshMs?: number;
      cacheSize?: number;
      cacheTtlMs?: number;
      memoryBudgetBytes?: number;
      log?: (line: string) => void;
      /**
       * When a change to the site's stock was last announced to this process (ms since the epoch; the page cache's
       * listener hears the database's notices: page-cache-listener.server.ts). A search after such a change waits
       * for the index to catch up rather than answer from the old one: the page cache renders a dropped page
       * again at once, and must not store it from stale stock.
       */
      heardChangeAt?: (site: SearchSite) => number | undefined;
    } = {},
  ) {
    this.results = options.cacheSize ? new ResultsCache<SearchResult>(options.cacheSize, options.cacheTtlMs) : null;
    this.budget = options.memoryBudgetBytes ? new IndexMemoryBudget<number>(options.memoryBudgetBytes) : null;
  }

  /** The sites whose indexes are held, least recently used first (with a budget; otherwise in build order). */
  heldSites(): number[] {
    return this.budget ? this.budget.keys() : [...this.indexes.keys()];
  }

  /** What the held indexes cost (estimated, index-memory-budget.ts) and how many were evicted, for the metrics. */
  memory(): { indexes: number; bytes: number; budgetBytes: number; evictions: number } {
    const bytes = this.budget?.usedBytes ?? 0;
    return { indexes: this.indexes.size, bytes, budgetBytes: this.budget?.budgetBytes ?? 0, evictions: this.evictions };
  }

  /** Counts a freshly built index against the budget, dropping the least recently used others past it. */
  private admit(siteId: number, index: FacetIndex): void {
    if (!this.budget) return;
    for (const evicted of this.budget.add(siteId, estimateIndexBytes(index.rows.length))) {
      this.indexes.delete(evicted);
      this.evictions++;
      (this.options.log ?? console.log)(
        `search index of site ${evicted} evicted: indexes over their ${Math.round(this.budget.budgetBytes / 1048576)} MB budget (least recently used)`,
      );
    }
  }

  private async version(site: SearchSite): Promise<string> {
    return stockVersion(await this.db(), site.id);
  }

  private async load(site: SearchSite): Promise<SiteIndex> {
    const checkedAt = Date.now();
    const db = await this.db();
    const [version, indexRows] = await Promise.all([this.version(site), listableIndexRows(db, site)]);
    return { index: new FacetIndex(indexRows), version, checkedAt, refreshing: null, catchingUp: null };
  }

  /**
   * Reads the site's stock version now; when it moved, builds the new index and puts it in place (unless the site was
   * evicted meanwhile: its next search builds it afresh), and empties the results cache. The newest index comes back.
   */
  private async rebuildIfMoved(site: SearchSite, current: SiteIndex): Promise<SiteIndex> {
    current.checkedAt = Date.now();
    const version = await this.version(site);
    if (version === current.version) return current;
    const next = await this.load(site);
    if (this.indexes.has(site.id)) {
      this.indexes.set(site.id, Promise.resolve(next));
      this.admit(site.id, next.index);
    }
    this.results?.clear();
    return next;
  }

  /** Checks the site's stock version when the interval has passed; a new version builds a new index in the background. */
  private refreshIfDue(site: SearchSite, current: SiteIndex): void {
    const refreshMs = this.options.refreshMs ?? 5_000;
    if (Date.now() - current.checkedAt <= refreshMs || current.refreshing) return;
    current.refreshing = this.rebuildIfMoved(site, current)
      .then(() => undefined)
      .catch((err: Error) => console.error(`search index refresh failed for site ${site.id}: ${err.message}`))
      .finally(() => (current.refreshing = null));
  }

  /** Whether a change to the site's stock was heard since `since` (the index or answer was read before it). */
  private heardSince(site: SearchSite, since: number): boolean {
    const heard = this.options.heardChangeAt?.(site);
    return heard !== undefined && heard >= since;
  }

  /** After a heard change: the stock version read again now, and the index rebuilt before answering if it moved. */
  private catchUp(site: SearchSite, current: SiteIndex): Promise<SiteIndex> {
    current.catchingUp ??= (async () => {
      await current.refreshing;
      return this.rebuildIfMoved(site, current);
    })().finally(() => (current.catchingUp = null));
    return current.catchingUp;
  }

  /** The site's index; a stale one keeps answering while its replacement loads, unless a change was heard. */
  private async indexFor(site: SearchSite): Promise<FacetIndex> {
    return (await this.entryFor(site)).index;
  }

  /** The site's index with the stock version it was built from (indexFor). */
  private async entryFor(site: SearchSite): Promise<SiteIndex> {
    let entry = this.indexes.get(site.id);
    if (!entry) {
      entry = this.load(site);
      this.indexes.set(site.id, entry);
      entry.then(
        (built) => this.admit(site.id, built.index),
        () => this.indexes.delete(site.id),
      );
    } else this.budget?.touch(site.id);
    const current = await entry;
    if (this.heardSince(site, current.checkedAt)) return this.catchUp(site, current);
    this.refreshIfDue(site, current);
    return current;
  }

  /** Builds a site's index now (start-up warming, and the benchmark's build timing). */
  async warm(site: SearchSite): Promise<void> {
    await this.indexFor(site);
  }

  async itemList(site: SearchSite, query: ItemListQuery, now = new Date()): Promise<SearchHit[]> {
    const index = await this.indexFor(site);
    return itemList(index.rows, query, { now, includeSoldCarsDays: site.config.stock.includeSoldCarsDays });
  }

  async search(site: SearchSite, preset: SearchPreset, state: SearchState, now = new Date()): Promise<SearchResult> {
    const started = performance.now();
    // Sold-car windows move with time: a cached answer is good for the minute it was made in. An answer is also only
    // good for the stock version it was made from: a site whose index was evicted and built again from changed stock
    // (no rebuild here emptied the cache) must not be answered from before. With no index held there is no answer.
    const keyAt = (version: string) =>
      `${site.id}|${version}|${JSON.stringify(preset)}|${serializeSearch(state)}|${Math.floor(now.getTime() / 60_000)}`;
    const held = await this.indexes.get(site.id)?.catch(() => undefined);
    const cached = held && !this.heardSince(site, held.checkedAt) ? this.results?.get(keyAt(held.version)) : undefined;
    if (cached) {
      // A repeated search is answered from the cache, but still checks the stock's version when due, so a
      // change clears the cache after the refresh interval rather than after the cache's time to live.
      void this.indexes.get(site.id)?.then(
        (current) => this.refreshIfDue(site, current),
        () => undefined,
      );
      return { ...cached, ms: Math.round((performance.now() - started) * 100) / 100 };
    }

    const { index, version } = await this.entryFor(site);
    const { pageSize } = site.config.search;
    const answer = index.query({
      preset,
      state,
      now,
      pageSize,
      includeSoldCarsDays: site.config.stock.includeSoldCarsDays,
      priceAscendingPositiveOnly: site.config.stock.priceAscendingPositiveOnly,
    });
    const limits: Partial<Record<FacetAttribute, number>> = {
      ...DEFAULT_FACET_LIMITS,
      city: site.config.search.cityFacetLimit,
      dealership_name: site.config.search.dealershipFacetLimit,
      model: site.config.search.makeModelLimit,
      make_model: site.config.search.makeModelLimit,
    };
    for (const attribute of FACET_ATTRIBUTES) {
      const counts = answer.facets[attribute];
      if (counts)
        answer.facets[attribute] = limitFacet(
          counts,
          limits[attribute],
          state.lists[attribute as keyof typeof state.lists],
        );
    }
    const result: SearchResult = { ...answer, page: state.page, pages: Math.ceil(answer.count / pageSize), ms: 0 };
    result.ms = Math.round((performance.now() - started) * 100) / 100;
    this.results?.set(keyAt(version), result);
    return result;
  }
}
