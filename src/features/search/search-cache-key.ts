import { QUERY_PAGE_SEGMENT } from "@/platform/page-cache/next-cache-handler";

/** Next's own cache-busting parameter on a client navigation's request: never part of the page. */
const NEXT_PARAMS = new Set(["_rsc"]);

/** The query segment of a search without a query string (never the base64url of a query: that is 2+ characters). */
const NO_QUERY_SEGMENT = "-";

/**
 * The path a search URL is served from (src/proxy.ts), or null for a path that is not a search. The query becomes a
 * path segment (searchQueryOf) so the page is cached by it (docs/adr/0008); parameters are put in name order (stable:
 * a name's own values keep theirs), so one search written two ways is one cache entry. A search without a query takes
 * the same route (NO_QUERY_SEGMENT). Next renders each query as a new page, so the filter form carries its own state
 * across (search-form-memory.ts). The page itself still redirects a non-canonical query to its canonical URL.
 */
export function searchQueryPath(pathname: string, search: URLSearchParams): string | null {
  if (pathname !== "/search" && !pathname.startsWith("/search/")) return null;
  const kept = [...search].filter(([name]) => !NEXT_PARAMS.has(name));
  kept.sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0));
  const query = new URLSearchParams(kept).toString();
  const segment = query ? Buffer.from(query, "utf8").toString("base64url") : NO_QUERY_SEGMENT;
  return `/${QUERY_PAGE_SEGMENT}/${segment}${pathname.slice("/search".length)}`;
}

/** A path on the query pages' own route: the proxy's rewrite target (searchQueryPath), not an address of the site. */
export function isQueryPagePath(pathname: string): boolean {
  return pathname === `/${QUERY_PAGE_SEGMENT}` || pathname.startsWith(`/${QUERY_PAGE_SEGMENT}/`);
}

/**
 * The query string a /search-results/{segment}/... path carries. Base64url, not percent-encoding: Next hands a route
 * its segments with their percent-escapes sometimes decoded and sometimes not, and a query's own `%` must survive.
 */
export function searchQueryOf(segment: string): string {
  if (segment === NO_QUERY_SEGMENT) return "";
  return /^[A-Za-z0-9_-]*$/.test(segment) ? Buffer.from(segment, "base64url").toString("utf8") : "";
}
