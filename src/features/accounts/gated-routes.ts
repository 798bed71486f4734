import type { SignInKind } from "./sign-in-url";
import type { SiteConfig } from "@/platform/site/config-schema";

/** The garage areas the spec names: always gated where a site has them. */
const GARAGE_PATHS = ["/my-garage", "/mymotorama", "/mybigboxcars", "/myblinkr", "/myservco"] as const;

type GateConfig = Pick<SiteConfig, "gatedRoutes"> & { features: Pick<SiteConfig["features"], "garage"> };

/** Drops a trailing slash (but not the root's), so /my-garage/ and /my-garage are one route. */
function normalised(pathname: string): string {
  return pathname.length > 1 && pathname.endsWith("/") ? pathname.slice(0, -1) : pathname;
}

/**
 * The garage paths a site serves: with the garage on, /my-garage and any other garage path its gated routes list
 * (BigBox's header links /mybigboxcars); with it off, none (they are the site's 404).
 */
export function garagePaths(config: GateConfig): string[] {
  if (!config.features.garage) return [];
  const listed = config.gatedRoutes.filter((route) => (GARAGE_PATHS as readonly string[]).includes(route));
  return [...new Set(["/my-garage", ...listed])];
}

/** The path the garage is linked at: the site's own name for it (/mybigboxcars) when it has one. */
export function primaryGaragePath(config: GateConfig): string | null {
  const paths = garagePaths(config);
  return paths.find((p) => p !== "/my-garage") ?? paths[0] ?? null;
}

/**
 * Whether a visit to `pathname` needs a signed-in shopper: the site's gated
 * routes (a route gates itself and the paths below it) and its garage paths. A garage path the site does not serve is
 * not gated: it is a 404 for everyone.
 */
export function isGated(config: GateConfig, pathname: string): boolean {
  const path = normalised(pathname);
  const garages = garagePaths(config);
  if ((GARAGE_PATHS as readonly string[]).includes(path)) return garages.includes(path);
  return config.gatedRoutes.some((route) => {
    const gate = normalised(route);
    if ((GARAGE_PATHS as readonly string[]).includes(gate)) return false;
    // "/checkout" stands for checkout wherever it is: each car's reserve page and the online purchase.
    if (gate === CHECKOUT_GATE && isCheckoutPath(path)) return true;
    return path === gate || path.startsWith(`${gate}/`);
  });
}

/** The gated route that stands for every checkout page (the spec's 'checkout' gated area). */
const CHECKOUT_GATE = "/checkout";

/** A car's reserve page (/cars/{slug}/checkout or /buy-online) or the online purchase (/checkout-journey). */
function isCheckoutPath(path: string): boolean {
  return /^\/cars\/[^/]+\/(checkout|buy-online)$/.test(path) || path === "/checkout-journey";
}

/** How sign-in words itself for a gated path. */
export function gateKind(pathname: string): SignInKind {
  const path = normalised(pathname);
  if ((GARAGE_PATHS as readonly string[]).includes(path)) return "garage";
  if (/\/(checkout|buy-online)$/.test(path) || path.startsWith("/checkout-journey")) return "checkout";
  if (path.startsWith("/personalised/finance")) return "finance";
  if (path.startsWith("/spin-to-win")) return "spin-to-win";
  if (path.startsWith("/online-payment")) return "payment";
  if (path.startsWith("/watchlist")) return "watchlist";
  return "account";
}

/** The session cookie's names (better-auth's, with our prefix; __Secure- over HTTPS). */
export const SESSION_COOKIES = ["forecourt.session_token", "__Secure-forecourt.session_token"] as const;
