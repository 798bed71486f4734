import type { SiteConfig } from "@/platform/site/config-schema";
import type { SearchHit } from "@/features/vehicle";
import type { FacetAttribute, SortKey } from "./filter-attributes";
import type { SearchState } from "./search-params";
import type { SearchPreset } from "./search-routes";
import { facetCount } from "./facet-lookup";

/**
 * The item-list search (the second search, by filter, filter and
 * limit): a filter over the site's listable stock, an order and a limit, with no facets, paging or keyword.
 */
export interface ItemListQuery {
  /** Each attribute's accepted values (an attribute left out accepts any value; a row with none fails). */
  attributes?: Partial<Record<Exclude<FacetAttribute, "features">, readonly string[]>>;
  /** Inclusive price range. */
  price?: { min: number; max: number };
  /** Cars left out by id (the car a strip is shown beside). */
  excludeIds?: readonly number[];
  /** A sort of the search page, or nearest to a price first (then the lower price, then the lower id). */
  order: { sort: SortKey } | { nearestPrice: number };
  limit: number;
}

export type Facets = Partial<Record<FacetAttribute, Record<string, number>>>;

export interface RangeStats {
  min: number | null;
  max: number | null;
}

/** What a search returns: the page of hits (vehicle-projections.ts), the total, and value counts per attribute. */
export interface SearchResult {
  hits: SearchHit[];
  count: number;
  page: number;
  pages: number;
  facets: Facets;
  stats: { price: RangeStats; km: RangeStats; year: RangeStats };
  ms: number;
}

/** A site as search needs it: its id and the parts of its configuration that shape stock listing. */
export interface SearchSite {
  id: number;
  config: Pick<SiteConfig, "slug" | "stock" | "manufacturer" | "search">;
}

/** The one search interface: SQL today, a hosted engine could stand behind it tomorrow. */
export interface StockSearch {
  search(site: SearchSite, preset: SearchPreset, state: SearchState, now?: Date): Promise<SearchResult>;
  /** The item-list search: a filter, an order and a limit over the same listable stock (item-list.ts). */
  itemList(site: SearchSite, query: ItemListQuery, now?: Date): Promise<SearchHit[]>;
}

/** Facet values sorted by count (then name), cut to the attribute's limit, keeping selected values. */
export function limitFacet(
  counts: Record<string, number>,
  limit: number | undefined,
  selected: readonly string[] = [],
): Record<string, number> {
  const entries = Object.entries(counts).sort(([a, x], [b, y]) => y - x || a.localeCompare(b));
  const kept = limit === undefined ? entries : entries.slice(0, limit);
  for (const value of selected) if (!kept.some(([v]) => v === value)) kept.push([value, facetCount(counts, value)]);
  return Object.fromEntries(kept);
}
