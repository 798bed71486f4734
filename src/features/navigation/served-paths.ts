/**
 * Which internal links a site answers, so its menus never link to a page it does not have (a new dealer
 * without an About Us page gets no 'About Us' link). The platform's own routes answer on every site; any
 * other path is the dealer's content and exists only where the site's content puts a page or a model.
 */

/**
 * First path segments the platform's own routes answer (the route folders of src/app/s/[site]/, and `search`,
 * which the proxy rewrites to its query route). served-paths.test.ts holds the list to the folders.
 */
export const CODE_ROUTE_SEGMENTS: ReadonlySet<string> = new Set([
  "alerts",
  "api",
  "apply-for-finance",
  "bad-request",
  "blog",
  "book-test-drive",
  "buying",
  "cars",
  "checkout-journey",
  "compare",
  "contact",
  "contact-us",
  "customer-feedback-survey",
  "directory",
  "feeds",
  "finance",
  "finance-enquiry",
  "fleet",
  "history-reports",
  "icon.svg",
  "favicon",
  "favicon.ico",
  "location-week",
  "locations",
  "logo.svg",
  "media",
  "models",
  "my-garage",
  "mybigboxcars",
  "myblinkr",
  "mymotorama",
  "myservco",
  "not-found-page",
  "offers",
  "online-payment",
  "parts",
  "payments",
  "personalised",
  "preview",
  "print",
  "privacy-policy",
  "reservations",
  "saved-searches",
  "robots.txt",
  "search",
  "search-results",
  "sell-my-car",
  "sell-your-car",
  "sign-in",
  "sitemap.xml",
  "sitemaps",
  "special-offers",
  "spin-to-win",
  "success",
  "teams",
  "terms-and-conditions",
  "trade-in",
  "used-car",
  "watchlist",
]);

/** A link's path: no query or fragment, no trailing slash (the home page stays "/"). */
export function linkPath(href: string): string {
  const path = href.split(/[?#]/, 1)[0]!;
  return path.length > 1 ? path.replace(/\/+$/, "") : path;
}

/**
 * Whether a menu may show a link: any link to another site (its business), the home page, a path of the
 * platform's own routes, or a path the site's content answers (`contentServes`: a page or a model there).
 */
export function linksToServedPage(href: string, contentServes: (path: string) => boolean): boolean {
  if (!href.startsWith("/") || href.startsWith("//")) return true;
  const path = linkPath(href);
  if (path === "/" || CODE_ROUTE_SEGMENTS.has(path.split("/")[1]!)) return true;
  return contentServes(path);
}
