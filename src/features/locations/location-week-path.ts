/** The route a location page for a chosen week is served from. */
const LOCATION_WEEK_ROUTE = "/location-week";

/**
 * The path a location page asked for another week (`/locations/{slug}?from=YYYY-MM-DD`: the special-hours modal's
 * links) is served from (src/proxy.ts), or null. A location page without one is the same for everyone and cached
 * (docs/adr/0008); the week a shopper chose is rendered for the request, on a route of its own that reads the query.
 */
export function locationWeekPath(pathname: string, search: URLSearchParams): string | null {
  const match = /^\/locations\/([^/]+)\/?$/.exec(pathname);
  return match && search.has("from") ? `${LOCATION_WEEK_ROUTE}/${match[1]}` : null;
}

/** A path on the chosen week's own route: the proxy's rewrite target, not an address of the site. */
export function isLocationWeekPath(pathname: string): boolean {
  return pathname === LOCATION_WEEK_ROUTE || pathname.startsWith(`${LOCATION_WEEK_ROUTE}/`);
}
