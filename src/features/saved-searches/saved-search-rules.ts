import { z } from "zod";
import {
  parseSearchParams,
  presetForPath,
  serializeSearch,
  type SearchPreset,
  type SearchState,
} from "@/features/search";

/** A shopper keeps at most this many saved searches on a site: enough to follow a few cars, not a crawler's worth. */
export const SAVED_SEARCH_LIMIT = 20;
export const NAME_MAX_LENGTH = 60;

export const LIMIT_REACHED = `You can keep up to ${SAVED_SEARCH_LIMIT} saved searches. Delete one in your garage to save this one.`;
export const ALREADY_SAVED = "You have already saved this search";

/** A saved search's name: required, trimmed, at most NAME_MAX_LENGTH characters, with a message naming the field. */
export const savedSearchName = z
  .string({ error: "Name: please give this search a name" })
  .transform((s) => s.trim().replace(/\s+/g, " "))
  .pipe(
    z
      .string()
      .min(1, "Name: please give this search a name")
      .max(NAME_MAX_LENGTH, `Name: please keep it to ${NAME_MAX_LENGTH} characters or fewer`),
  );

/** What a saved search keeps of a search URL: its path and canonical query string, and what they mean. */
export interface SavedSearchFilters {
  path: string;
  query: string;
  preset: SearchPreset;
  state: SearchState;
}

const MAX_HREF_LENGTH = 4_000;

/**
 * The filters of a search URL (`/search/used-cars?make=Toyota&price=:30000`), as a saved search keeps them: the search
 * path and the canonical query string (serializeSearch), the page left out (a saved search starts at its first
 * page). Null for anything but a search page's URL on this site with valid parameters: another host, a path that
 * is not a search path, an unknown or malformed parameter.
 */
export function savedSearchFilters(href: unknown): SavedSearchFilters | null {
  if (typeof href !== "string" || href.length > MAX_HREF_LENGTH || !href.startsWith("/") || href.startsWith("//"))
    return null;
  let url: URL;
  try {
    url = new URL(href, "http://site.invalid");
  } catch {
    return null;
  }
  if (url.origin !== "http://site.invalid" || url.hash) return null;
  const path = url.pathname.replace(/\/+$/, "") || "/";
  const segments = path.split("/").slice(1);
  if (segments[0] !== "search") return null;
  const preset = presetForPath(segments.slice(1));
  if (!preset) return null;
  const { state, problems } = parseSearchParams(url.searchParams);
  if (problems.length > 0) return null;
  const firstPage = { ...state, page: 1 };
  return { path, query: serializeSearch(firstPage), preset, state: firstPage };
}

/** Where a saved search runs: its path with its query string. */
export const savedSearchHref = (saved: { path: string; query: string }) =>
  saved.query ? `${saved.path}?${saved.query}` : saved.path;

/** The page that saves the search at `href` (the search page's Save this search link). */
export const saveSearchPath = (href: string) => `/saved-searches/new?${new URLSearchParams({ search: href })}`;
