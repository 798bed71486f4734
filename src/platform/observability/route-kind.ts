/** What a request asks for, as logs and metrics count it: few values, and never the query or anything the shopper typed. */
export type RouteKind = "site-page" | "search" | "vehicle" | "console" | "api" | "asset" | "health";

/** Files the browser fetches beside a page: Next's scripts and styles, pictures, icons, fonts. */
const ASSET_PATH =
  /^\/(?:_next\/|media\/|images\/|favicon|icon|apple-icon|logo\.svg)|\.(?:css|js|map|png|jpe?g|webp|avif|gif|svg|ico|woff2?|txt|xml)$/i;

/**
 * The route kind of a request. Rule: the console host is "console" whatever its path; then health probes, assets,
 * the JSON API, stock search, a car's own pages ("vehicle"), and every other path of a dealer's site is a "site-page".
 */
export function routeKind(pathname: string, onConsole: boolean): RouteKind {
  if (onConsole) return "console";
  if (/^\/(?:healthz|readyz|api\/health)\/?$/.test(pathname)) return "health";
  if (ASSET_PATH.test(pathname)) return "asset";
  if (pathname === "/api" || pathname.startsWith("/api/")) return "api";
  if (pathname === "/search" || pathname.startsWith("/search/")) return "search";
  if (pathname.startsWith("/cars/")) return "vehicle";
  return "site-page";
}
