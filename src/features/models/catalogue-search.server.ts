import "server-only";
import { allCatalogues } from "@/platform/content/content-registry.server";
import type { CurrentSite } from "@/platform/site/current-site.server";
import { CATALOGUE_CACHE_LIMIT, ResultsCache } from "@/platform/cache/results-cache";
import { leadDealerships } from "@/features/locations/index.server";
import { searchStock } from "@/features/search/index.server";
import type { SearchHit } from "@/features/vehicle";
import {
  CATALOGUE_PAGE_SIZE,
  catalogueCacheKey,
  searchCatalogue,
  type CatalogueHit,
  type CatalogueQuery,
  type Paged,
} from "./catalogue-search";
import { categorySearchState, type CategoryQuery } from "./search-api-params";

/**
 * The catalogue and dealer-category searches, each behind a results cache of 10
 * entries that drops its oldest when full. The catalogue changes only with a deployment, so its entries do not
 * expire; a category search reads live stock, so its entries are good for a minute.
 */
const holder = globalThis as unknown as {
  __forecourtCatalogueCache?: ResultsCache<Paged<CatalogueHit>>;
  __forecourtCategoryCache?: ResultsCache<Paged<SearchHit>>;
};
const catalogueCache = () => (holder.__forecourtCatalogueCache ??= new ResultsCache(CATALOGUE_CACHE_LIMIT));
const categoryCache = () => (holder.__forecourtCategoryCache ??= new ResultsCache(CATALOGUE_CACHE_LIMIT, 60_000));

export function catalogueSearch(q: CatalogueQuery): Paged<CatalogueHit> {
  const key = catalogueCacheKey(q);
  const cached = catalogueCache().get(key);
  if (cached) return cached;
  const result = searchCatalogue(allCatalogues().values(), q);
  catalogueCache().set(key, result);
  return result;
}

/** The site's stock at one dealership, by categories and price, 21 a page; null: the site has no such dealership. */
export async function dealerCategorySearch(site: CurrentSite, q: CategoryQuery): Promise<Paged<SearchHit> | null> {
  const dealership = (await leadDealerships(site)).find((d) => d.id === q.dealershipId);
  if (!dealership) return null;
  const key = `${site.id}|${JSON.stringify(q)}`;
  const cached = categoryCache().get(key);
  if (cached) return cached;
  // The category search's page size is the spec's 21 whatever the site's main search uses.
  const sized =
    site.config.search.pageSize === CATALOGUE_PAGE_SIZE
      ? site
      : { ...site, config: { ...site.config, search: { ...site.config.search, pageSize: CATALOGUE_PAGE_SIZE } } };
  const { hits, count, page, pages } = await searchStock(sized, {}, categorySearchState(q, dealership.name));
  const result = { hits, count, page, pages };
  categoryCache().set(key, result);
  return result;
}
