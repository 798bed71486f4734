import { FacetIndex } from "./facet-index";
import { parseSearchParams, type SearchState } from "./search-params";
import { presetForPath, type SearchPreset } from "./search-routes";
import type { IndexRow } from "@/features/vehicle";

/** A search as a saved search keeps it: its path's preset and its filters. */
export interface StoredSearch {
  id: number;
  preset: SearchPreset;
  state: SearchState;
}

/**
 * Which of the given cars each search lists, by the search engine's own filter rules (the FacetIndex a search page
 * runs on, built over these cars alone): a saved search's alert sees a car exactly when its page would list it. Only
 * the changed cars are indexed, so matching costs the changed cars times the site's saved searches, never the site's
 * whole stock. A sold car is never listed here (an alert never offers a car that is gone). Pure: time comes in.
 */
export function carsMatchingSearches(
  cars: readonly IndexRow[],
  searches: readonly StoredSearch[],
  options: { now: Date; priceAscendingPositiveOnly: boolean },
): Map<number, number[]> {
  const matches = new Map<number, number[]>();
  if (cars.length === 0) return matches;
  const index = new FacetIndex(cars);
  for (const search of searches) {
    const { hits } = index.query({
      preset: search.preset,
      state: { ...search.state, page: 1 },
      now: options.now,
      includeSoldCarsDays: 0,
      priceAscendingPositiveOnly: options.priceAscendingPositiveOnly,
      pageSize: cars.length,
    });
    if (hits.length > 0)
      matches.set(
        search.id,
        hits.map((h) => h.id),
      );
  }
  return matches;
}

/**
 * A stored search (a search page's path and query string) as its page reads it, or null when it no longer reads
 * (a filter since renamed or removed): such a search is left out, not guessed at.
 */
export function storedSearch(id: number, path: string, query: string): StoredSearch | null {
  const preset = path.startsWith("/search") ? presetForPath(path.split("/").slice(2)) : null;
  const { state, problems } = parseSearchParams(new URLSearchParams(query));
  return preset && problems.length === 0 ? { id, preset, state } : null;
}
