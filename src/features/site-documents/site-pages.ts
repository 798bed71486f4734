import { garagePaths, primaryGaragePath } from "@/features/accounts";
import { blogCategoryPath, blogPostPath, contentPageAt } from "@/features/content";
import { locationHref, type DealerFile } from "@/features/locations";
import { modelRouteAt } from "@/features/models";
import { offerPath } from "@/features/offers";
import { presetForPath } from "@/features/search";
import { watchlistMode } from "@/features/watchlist";
import type { SiteContent } from "@/platform/content/site-content";
import type { SiteConfig } from "@/platform/site/config-schema";

/** What a site serves, as its documents say: the settings, the merged content and the dealer file. */
export interface SitePagesView {
  config: SiteConfig;
  content: SiteContent;
  dealer: DealerFile | null;
}

type Always = true;
type Guard = (view: SitePagesView) => boolean;

/**
 * Every fixed page of a site host (src/app/s/[site], no dynamic segment), with the rule its page answers by: `true`
 * for a page every site serves, else the same condition under which the page calls notFound() (a unit test keeps
 * this list equal to the routes on disk, so a new page must be placed here).
 */
export const FIXED_PAGES: Readonly<Record<string, Always | Guard>> = {
  "/": true,
  // The unsubscribe link's pages: the confirming and done pages refuse a bad link or a gone search (never a site's).
  "/alerts/unsubscribe/confirm": true,
  "/alerts/unsubscribe/done": true,
  "/alerts/unsubscribe/not-valid": true,
  "/apply-for-finance": ({ config }) => config.features.finance && config.finance.routes.includes("/apply-for-finance"),
  "/bad-request": true,
  "/blog": ({ content }) => content.blog !== null,
  "/book-test-drive": true,
  "/buying": true,
  "/cars/trade-in": ({ config }) => config.features.tradeIn,
  "/checkout-journey": ({ config }) => config.features.onlinePurchase,
  "/compare": ({ config }) => config.features.compare,
  "/contact": true,
  "/contact-us": true,
  "/customer-feedback-survey": true,
  "/directory": true,
  "/finance": ({ config }) => config.features.finance && config.finance.routes.includes("/finance"),
  "/finance-enquiry": ({ config }) => config.features.finance && config.finance.routes.includes("/finance-enquiry"),
  "/fleet": true,
  "/models": true,
  "/models/get-quote": true,
  "/my-garage": ({ config }) => garagePaths(config).includes("/my-garage"),
  "/mybigboxcars": ({ config }) => garagePaths(config).includes("/mybigboxcars"),
  "/myblinkr": ({ config }) => garagePaths(config).includes("/myblinkr"),
  "/mymotorama": ({ config }) => garagePaths(config).includes("/mymotorama"),
  "/myservco": ({ config }) => garagePaths(config).includes("/myservco"),
  "/not-found-page": true,
  "/online-payment": ({ config }) => config.onlinePayment.enabled,
  "/parts/search": true,
  "/personalised/finance": ({ config }) => config.personalisedFinance.enabled,
  "/print": true,
  "/privacy-policy": true,
  // Saving a search lives in the garage: a site without one answers 404.
  "/saved-searches/new": ({ config }) => primaryGaragePath(config) !== null,
  "/sell-my-car": ({ config }) => config.features.tradeIn && config.tradeIn.routes.includes("/sell-my-car"),
  "/sell-your-car": ({ config }) => config.features.tradeIn && config.tradeIn.routes.includes("/sell-your-car"),
  "/sign-in": true,
  "/special-offers": true,
  "/spin-to-win": ({ config }) => config.spinToWin !== null,
  "/success": true,
  "/terms-and-conditions": true,
  "/trade-in": ({ config }) => config.features.tradeIn && config.tradeIn.routes.includes("/trade-in"),
  "/watchlist": ({ config }) => watchlistMode(config.features) !== null,
};

/** The pages a site's locations have: their page, contact page, team page and week of opening hours. */
function locationPaths({ config, dealer }: SitePagesView): Set<string> {
  const paths = new Set<string>();
  for (const dealership of dealer?.dealerships ?? [])
    for (const l of dealership.locations) {
      paths.add(locationHref({ slug: l.slug, dealershipSlug: dealership.slug }, config.features.locationsBySlug));
      paths.add(`/contact-us/${l.slug}`);
      paths.add(`/teams/${l.slug}`);
      paths.add(`/location-week/${l.slug}`);
    }
  return paths;
}

/**
 * Whether a path on the site's own host leads to one of its pages: a fixed page the site serves, a search landing
 * page, a car's page (by its form only: stock comes and goes), an offer, a location, a blog page, a content page or a
 * model's page. The query and fragment are not part of the page.
 */
export function sitePageAt(href: string, view: SitePagesView): boolean {
  const path = href.replace(/[?#].*$/, "").replace(/(.)\/+$/, "$1");
  const fixed = FIXED_PAGES[path];
  if (fixed !== undefined) return fixed === true || fixed(view);
  const segments = path.split("/").slice(1);
  if (segments[0] === "search") return presetForPath(segments.slice(1)) !== null;
  if (segments[0] === "cars") return segments.length === 2 && /^[a-z0-9-]+$/.test(segments[1] ?? "");
  const { config, content } = view;
  if (content.offers.some((offer) => offerPath(config, offer) === path)) return true;
  if (locationPaths(view).has(path)) return true;
  if (content.blog) {
    const { categories, posts } = content.blog;
    if (categories.some((c) => path === blogCategoryPath(c.slug)) || posts.some((p) => path === blogPostPath(p)))
      return true;
  }
  return contentPageAt(content.pages, path) !== null || modelRouteAt(content.models, path) !== null;
}
