/**
 * A site's robots.txt: every crawler may read the site except what is no page to find (the JSON API,
 * sign-in, checkout and reservations, the garage and watchlist, thank-you, print and PDF pages). The search's filtered
 * URLs stay crawlable: their pages say noindex (landing-meta.ts searchIndexing), which a crawler kept out would never
 * read. It names the site's sitemap on its own origin.
 */
const ALWAYS_DISALLOWED = [
  "/api/",
  "/sign-in",
  "/checkout-journey",
  "/cars/*/checkout",
  "/cars/*/buy-online",
  "/cars/*/make-an-offer",
  "/cars/*/pdf",
  "/cars/*/view.json",
  "/cars/trade-in",
  "/reservations/",
  "/payments/",
  "/history-reports/",
  "/watchlist",
  "/compare",
  "/success",
  "/print",
  "/bad-request",
] as const;

export function robotsTxt(input: { origin: string; gatedPaths: readonly string[] }): string {
  const origin = input.origin.replace(/\/+$/, "");
  // A gated path (the garage, the site's own gated routes) is only ever a sign-in page to a crawler.
  const gated = input.gatedPaths.filter((p) => /^\/[^\s#?*$]*$/.test(p) && p !== "/");
  const disallow = [...new Set<string>([...ALWAYS_DISALLOWED, ...gated])];
  return [
    "User-agent: *",
    "Allow: /",
    ...disallow.map((path) => `Disallow: ${path}`),
    "",
    `Sitemap: ${origin}/sitemap.xml`,
    "",
  ].join("\n");
}
