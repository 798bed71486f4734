import "server-only";
import { displayedCount } from "@/features/search";
import { presetNames, searchStock } from "@/features/search/index.server";
import { getDb } from "@/platform/db/db.server";
import type { CurrentSite } from "@/platform/site/current-site.server";
import { storedAlerts, findSavedSearch, listSavedSearches, type SavedSearchRow } from "./saved-searches.db";
import { filterSummary } from "./filter-summary";
import { savedSearchFilters, savedSearchHref, type SavedSearchFilters } from "./saved-search-rules";

/** A saved search as the garage shows it: its name, where it runs, its filters in words and its matches now. */
export interface SavedSearchView {
  id: number;
  name: string;
  href: string;
  summary: string;
  /** Cars matching now, from the site's search engine; null when the saved filters no longer read as a search. */
  count: number | null;
  alerts: ReturnType<typeof storedAlerts>;
}

/** The filters in words, with the search path's make and model named as the stock names them. */
export async function describeFilters(site: CurrentSite, filters: SavedSearchFilters): Promise<string> {
  const names = (await presetNames(site, filters.preset.makeSlug, filters.preset.modelSlug)) ?? {};
  return filterSummary(filters, names);
}

async function view(site: CurrentSite, row: SavedSearchRow): Promise<SavedSearchView> {
  const href = savedSearchHref(row);
  const filters = savedSearchFilters(href);
  const base = { id: row.id, name: row.name, href, alerts: storedAlerts(row) };
  if (!filters) return { ...base, summary: "These filters are no longer offered", count: null };
  const [summary, result] = await Promise.all([
    describeFilters(site, filters),
    searchStock(site, filters.preset, filters.state),
  ]);
  const count = displayedCount(
    result.count,
    site.config.stock.count,
    result.facets.car_type ?? null,
    filters.state.lists.car_type,
  );
  return { ...base, summary, count };
}

/** The shopper's saved searches for the garage, each with its summary and the count of cars matching now. */
export async function garageSavedSearches(site: CurrentSite, userId: string): Promise<SavedSearchView[]> {
  const rows = await listSavedSearches(await getDb(), site.id, userId);
  return Promise.all(rows.map((row) => view(site, row)));
}

/** One of the shopper's saved searches, or null when it is not theirs on this site. */
export async function shoppersSavedSearch(site: CurrentSite, userId: string, id: number) {
  const row = await findSavedSearch(await getDb(), site.id, userId, id);
  return row ? view(site, row) : null;
}
