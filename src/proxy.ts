import { NextResponse, type NextRequest } from "next/server";
import {
  contentSecurityPolicy,
  frameOptions,
  HTTPS_HEADER,
  NOT_FOUND_PATH,
  originHost,
  refusal,
  refusalBody,
  requestHost,
} from "./platform/http/request-rules";
import { siteConfig, siteRefused, siteSlugForHost } from "./platform/site/site-registry.server";
import { SITE_UNAVAILABLE_STATUS, siteUnavailable } from "./platform/http/site-unavailable";
import { gateKind, isGated, SESSION_COOKIES } from "./features/accounts/gated-routes";
import { signInPath } from "./features/accounts/sign-in-url";
import { isQueryPagePath, searchQueryPath } from "./features/search/search-cache-key";
import { isLocationWeekPath, locationWeekPath } from "./features/locations/location-week-path";
import { paymentFormTargets } from "./features/online-payment/payment-pages";
import { env } from "./platform/env";
import { hostedPaymentOrigin } from "./platform/payments/hosted-page";
import { mapImageOrigins } from "./features/locations/static-map";

/**
 * Host -> site. Every path of a known host is rewritten under /s/{slug}/ so the app's routes see the
 * site as a route segment; an unknown host gets the platform's 404, never another dealer's site.
 * On the way, a cross-site post is refused (http/request-rules.ts; the front door has already refused
 * oversized bodies) and every answer gets
 * its Content-Security-Policy, with a fresh nonce that Next puts on the page's scripts.
 * Static build assets are left alone (matcher below); the front door gives them their other headers.
 */
export function proxy(request: NextRequest) {
  const slug = siteSlugForHost(requestHost(request.headers));
  const url = request.nextUrl.clone();
  if (!slug) {
    // The platform's 404, with the same policy as a site's pages (and framed by nothing): a host that is no site says
    // no more about the platform than that.
    url.pathname = "/unknown-host";
    return securedRewrite(request, url, null);
  }
  // A site whose files are invalid answers 503 on its own host; the other sites serve as usual.
  if (siteRefused(slug)) {
    const { headers, body } = siteUnavailable(request.nextUrl.pathname);
    return new Response(body, { status: SITE_UNAVAILABLE_STATUS, headers });
  }
  const refused = refusal(
    {
      method: request.method,
      pathname: request.nextUrl.pathname,
      origin: request.headers.get("origin"),
      secFetchSite: request.headers.get("sec-fetch-site"),
      contentType: request.headers.get("content-type"),
    },
    (origin) => {
      const host = originHost(origin);
      return host !== null && siteSlugForHost(host) === slug;
    },
  );
  if (refused) {
    const { contentType, body } = refusalBody(refused, request.nextUrl.pathname);
    return new Response(body, {
      status: refused.status,
      headers: { "Content-Type": contentType, "Cache-Control": "no-store" },
    });
  }

  const config = siteConfig(slug);
  const gate = config ? signInRedirect(request, config) : null;
  if (gate) return gate;

  // A search is served from a path carrying its query, so it is cached by its URL; a location page for a chosen
  // week from a route rendered per request, the page without one being cached (docs/adr/0008).
  const queryPath = searchQueryPath(url.pathname, url.searchParams);
  const weekPath = queryPath ? null : locationWeekPath(url.pathname, url.searchParams);
  // Those two routes are the proxy's own targets, not addresses of the site: asked for directly, they are its 404 (the
  // not-found route without the front door's header calls notFound(), and the front door answers the site's 404 page).
  const rewriteTarget = isQueryPagePath(url.pathname) || isLocationWeekPath(url.pathname);
  url.pathname = `/s/${slug}${rewriteTarget ? NOT_FOUND_PATH : (queryPath ?? weekPath ?? request.nextUrl.pathname)}`;
  if (queryPath) for (const name of [...url.searchParams.keys()]) if (name !== "_rsc") url.searchParams.delete(name);
  return securedRewrite(request, url, config);
}

/**
 * A rewrite whose answer carries its Content-Security-Policy, with a fresh nonce that Next puts on the page's scripts,
 * and X-Frame-Options where the framing rule allows it.
 */
function securedRewrite(request: NextRequest, url: URL, config: ReturnType<typeof siteConfig>): NextResponse {
  const frameAncestors = config?.embedding.allowedOrigins ?? [];
  const nonce = Buffer.from(crypto.getRandomValues(new Uint8Array(16))).toString("base64");
  const policy = contentSecurityPolicy({
    nonce,
    frameAncestors,
    formTargets: config ? paymentFormTargets(config, request.nextUrl.pathname, hostedPaymentOrigin(env())) : [],
    https: request.headers.get(HTTPS_HEADER) === "1",
    development: process.env.NODE_ENV === "development",
    // The map provider's images, only on a site with a maps key (static-map.ts).
    imageOrigins: mapImageOrigins(config?.maps ?? null, process.env),
  });
  // Next reads the nonce from the request's own policy header and puts it on every script it renders.
  const requestHeaders = new Headers(request.headers);
  requestHeaders.set("content-security-policy", policy);
  const response = NextResponse.rewrite(url, { request: { headers: requestHeaders } });
  response.headers.set("Content-Security-Policy", policy);
  const frames = frameOptions(frameAncestors);
  if (frames) response.headers.set("X-Frame-Options", frames);
  return response;
}

/**
 * A gated route visited with no session cookie at all goes straight to sign-in.
 * Only a fast path: a cookie that is present may still be revoked or of another site, so the page itself
 * checks the session (shopper-session.server.ts requireShopper).
 */
function signInRedirect(request: NextRequest, config: NonNullable<ReturnType<typeof siteConfig>>): Response | null {
  const { pathname, search } = request.nextUrl;
  if (request.method !== "GET" && request.method !== "HEAD") return null;
  if (!isGated(config, pathname) || SESSION_COOKIES.some((name) => request.cookies.has(name))) return null;
  const location = signInPath({
    type: gateKind(pathname),
    redirect: `${pathname}${search}`,
    back: sameHostReferer(request),
  });
  // Next wants an absolute Location from a proxy: this site's own origin, as the shopper reached it.
  const origin = `${request.headers.get(HTTPS_HEADER) === "1" ? "https" : "http"}://${requestHost(request.headers)}`;
  return new Response(null, {
    status: 307,
    headers: { Location: `${origin}${location}`, "Cache-Control": "no-store" },
  });
}

/** Where the shopper came from, when it was this same site: the sign-in page's Back link. */
function sameHostReferer(request: NextRequest): string {
  const referer = request.headers.get("referer");
  if (!referer) return "/";
  try {
    const url = new URL(referer);
    return url.host === requestHost(request.headers) ? `${url.pathname}${url.search}` : "/";
  } catch {
    return "/";
  }
}

// /favicon.ico passes too: it is each site's own icon (app/s/[site]/favicon.ico).
export const config = {
  matcher: ["/((?!_next/static|_next/image).*)"],
};
