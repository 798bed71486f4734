import type { NextRequest } from "next/server";
import { isLocationWeekPath, locationWeekPath } from "@/features/locations/location-week-path";
import { isQueryPagePath, searchQueryPath } from "@/features/search/search-cache-key";
import { NOT_FOUND_PATH } from "@/platform/http/request-rules";

/**
 * Where a site's path is served from: every path of a site's host under /s/{slug}/, so the app's routes see the site
 * as a route segment. A search is served from a path carrying its query, so it is cached by its URL; a location page
 * for a chosen week from a route rendered per request, the page without one being cached (docs/adr/0008).
 */
export function siteRewrite(request: NextRequest, slug: string): URL {
  const url = request.nextUrl.clone();
  const queryPath = searchQueryPath(url.pathname, url.searchParams);
  const weekPath = queryPath ? null : locationWeekPath(url.pathname, url.searchParams);
  // Those two routes are the proxy's own targets, not addresses of the site: asked for directly, they are its 404 (the
  // not-found route without the front door's header calls notFound(), and the front door answers the site's 404 page).
  const rewriteTarget = isQueryPagePath(url.pathname) || isLocationWeekPath(url.pathname);
  url.pathname = `/s/${slug}${rewriteTarget ? NOT_FOUND_PATH : (queryPath ?? weekPath ?? request.nextUrl.pathname)}`;
  if (queryPath) for (const name of [...url.searchParams.keys()]) if (name !== "_rsc") url.searchParams.delete(name);
  return url;
}
