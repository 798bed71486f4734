import type { SiteConfig } from "@/platform/site/config-schema";
import type { FinanceLender } from "@/domain/vehicle-types";
import type { FacetAttribute } from "./filter-attributes";
import type { SearchState } from "./search-params";
import type { SearchPreset } from "./search-routes";
import { facetCount } from "./facet-lookup";

/** What a search returns: the page of hits, the total, and value counts per attribute. */
export interface SearchHit {
  id: number;
  slug: string;
  name: string;
  year: number;
  make: string;
  model: string;
  badge: string | null;
  series: string | null;
  price: number;
  priceType: string | null;
  preorder: boolean;
  km: number;
  carType: "new" | "used" | "demo";
  itemType: "car" | "motorcycle" | "caravan";
  status: "in_stock" | "coming_soon" | "sold";
  reserved: boolean;
  certified: boolean;
  tag: string | null;
  simpleTransmission: string | null;
  simpleFuel: string | null;
  primaryImageUrl: string | null;
  city: string | null;
  locationName: string | null;
  createdAt: string;
  /** For the finance estimate on the card. */
  financeLenders: Record<string, FinanceLender>;
  dealerGroup: string | null;
}

export type Facets = Partial<Record<FacetAttribute, Record<string, number>>>;

export interface RangeStats {
  min: number | null;
  max: number | null;
}

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
  config: Pick<SiteConfig, "stock" | "manufacturer" | "search">;
}

/** The one search interface: SQL today, a hosted engine could stand behind it tomorrow. */
export interface StockSearch {
  search(site: SearchSite, preset: SearchPreset, state: SearchState, now?: Date): Promise<SearchResult>;
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
