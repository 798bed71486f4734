/**
 * Rules every request passes before any route sees it: pure, so they are tested without a server.
 * The front door (front-door-order.ts) applies the ones that need only the raw request; the proxy
 * (src/proxy.ts) the ones that need the site.
 */

import { MARK_SCRIPTED_HASH } from "./mark-scripted";

/** Where a path that cannot be decoded is sent: the site's own error page, answered 400. */
export const BAD_REQUEST_PATH = "/bad-request";
/**
 * Request headers only the front door sets (it removes any copy the client sends): that the path
 * could not be decoded, and that the request reached the platform over HTTPS.
 */
export const BAD_REQUEST_HEADER = "x-forecourt-bad-request";
/**
 * The site pages that refuse a signed link which failed its check (a forged, altered or cut unsubscribe link): the
 * link's handler sends the visitor there, and the front door answers the page 400, the client's error, in the site's
 * own layout (a page cannot choose its status itself).
 */
export const REFUSED_LINK_PATHS: readonly string[] = ["/alerts/unsubscribe/not-valid"];
/**
 * Where the front door sends a request whose page answered 404 without rendering the site's not-found page (Next
 * renders a page from the page cache that calls notFound() as an empty error shell: not-found-shell.ts
 * repairNotFoundShell), with NOT_FOUND_HEADER set, answered 404.
 */
export const NOT_FOUND_PATH = "/not-found-page";
export const NOT_FOUND_HEADER = "x-forecourt-not-found";

/** Which not-found page answers for a path: the nearest `not-found.tsx` Next would have rendered above its page. */
export type NotFoundKind = "vehicle" | "site";
export function notFoundKind(pathname: string): NotFoundKind {
  return /^\/cars\/[^/]+(\/|$)/.test(pathname) ? "vehicle" : "site";
}
export function isNotFoundKind(value: string | null): value is NotFoundKind {
  return value === "vehicle" || value === "site";
}

/** Next's empty document for an error no layout rendered (`<html id="__next_error__">`), as its answer begins. */
export function isErrorShell(start: string): boolean {
  return /^(<!DOCTYPE html>)?<html id="__next_error__"/i.test(start.trimStart());
}
export const HTTPS_HEADER = "x-forecourt-https";
/**
 * The host the shopper asked for, as the front door received it. Next follows a server action's redirect by
 * fetching the target page from itself, and that fetch cannot carry the shopper's Host (fetch forbids it): it
 * would reach the default site. The front door keeps the real host here, and passes it on only for Next's own
 * follow-up request, recognised by INTERNAL_HEADER carrying this process's secret.
 */
export const SITE_HOST_HEADER = "x-forecourt-site-host";
export const INTERNAL_HEADER = "x-forecourt-internal";

/** The host a request is for: the front door's record of it, else the Host header (a server without the front door). */
export function requestHost(headers: Pick<Headers, "get">): string | null {
  return headers.get(SITE_HOST_HEADER) ?? headers.get("host");
}

/** The JSON API's paths: its answers, refusals included, are JSON. */
export function isApiPath(pathname: string): boolean {
  return pathname.startsWith("/api/");
}

/**
 * The stock feed push (console host) takes a feed file in its source's format, not JSON: CSV, JSON or XML. It is
 * authorised by a bearer key, never a cookie, so a form post from a page could not use it anyway.
 */
const FEED_PUSH_PATH = "/api/feeds/push";
const FEED_FILE_TYPES = new Set(["application/json", "text/csv", "application/xml", "text/xml", "text/plain"]);

function acceptedBody(pathname: string, type: string): boolean {
  return pathname === FEED_PUSH_PATH ? FEED_FILE_TYPES.has(type) : type === "application/json";
}

/** Methods that change nothing: never refused as cross-site. */
export const SAFE_METHODS = new Set(["GET", "HEAD", "OPTIONS"]);
export interface RequestFacts {
  method: string;
  pathname: string;
  origin: string | null;
  secFetchSite: string | null;
  contentType: string | null;
}

export interface Refusal {
  status: 403 | 405 | 411 | 413 | 415;
  code: string;
  message: string;
}

/**
 * Cross-site requests, and the JSON API's one content type, refused before any route runs.
 *
 * A browser names the page a post comes from in `Origin` (and `Sec-Fetch-Site`); a post from another
 * site's page is refused, so no other site can send leads, reveal numbers or run server actions in a
 * shopper's name. Other programs send no Origin and are let through on their own terms: the JSON API
 * then takes only `application/json`, which a browser cannot send across sites without asking first.
 */
export function refusal(facts: RequestFacts, isOwnOrigin: (origin: string) => boolean): Refusal | null {
  const method = facts.method.toUpperCase();
  if (SAFE_METHODS.has(method)) return null;
  if (facts.secFetchSite === "cross-site" || (facts.origin !== null && !isOwnOrigin(facts.origin))) {
    return {
      status: 403,
      code: "cross_site",
      message: "Requests that change anything must come from this site's own pages",
    };
  }
  if (isApiPath(facts.pathname) && !acceptedBody(facts.pathname, mediaType(facts.contentType))) {
    return {
      status: 415,
      code: "unsupported_media_type",
      message: "The request body must be JSON, sent as Content-Type: application/json",
    };
  }
  return null;
}

/**
 * A refusal as the answer's body: the JSON API's error shape ({ error: { code, message } }, as
 * json-errors.ts answers) on its paths, plain text elsewhere. The front door and the proxy both send it.
 */
export function refusalBody(refused: Refusal, pathname: string): { contentType: string; body: string } {
  return isApiPath(pathname)
    ? {
        contentType: "application/json",
        body: JSON.stringify({ error: { code: refused.code, message: refused.message } }),
      }
    : { contentType: "text/plain; charset=utf-8", body: `${refused.message}\n` };
}

function mediaType(contentType: string | null): string {
  return (contentType ?? "").split(";", 1)[0]!.trim().toLowerCase();
}

/** The host of an Origin header, or null for `null` and anything that is not an http(s) origin. */
export function originHost(origin: string): string | null {
  try {
    const url = new URL(origin);
    return url.protocol === "http:" || url.protocol === "https:" ? url.host : null;
  } catch {
    return null;
  }
}

/** Headers every answer carries, whatever served it (a page, the API, a static file, an error). */
export function baseSecurityHeaders(https: boolean): [string, string][] {
  const headers: [string, string][] = [
    ["X-Content-Type-Options", "nosniff"],
    ["Referrer-Policy", "strict-origin-when-cross-origin"],
    ["Permissions-Policy", "camera=(), microphone=(), geolocation=(), usb=(), payment=(self)"],
    ["Cross-Origin-Opener-Policy", "same-origin"],
  ];
  // Only over HTTPS: a browser ignores it over plain HTTP, and a development host must stay reachable.
  if (https) headers.push(["Strict-Transport-Security", "max-age=31536000"]);
  return headers;
}

/**
 * A page's Content-Security-Policy: scripts only from this origin or carrying this request's nonce
 * (Next puts it on its own scripts in a page rendered for the request; a cached page's are allowed by their hashes
 * instead, cached-page-policy.ts), the root layout's one inline script by its hash, frames only on the
 * site's own pages and the origins the site lists, and forms only to the site and the given form targets (a payment
 * page's hosted-page origin: form-action governs the redirects a form's answer makes too, so without it the browser
 * would stop a payment form's redirect to the provider).
 */
export function contentSecurityPolicy(options: {
  nonce: string;
  frameAncestors: readonly string[];
  formTargets?: readonly string[];
  https: boolean;
  development: boolean;
  /** Origins the site's pages load images from besides their own (a map provider's, where the site has a maps key). */
  imageOrigins?: readonly string[];
  /** Scripts the site's pages run besides the platform's: its marketing tags' loaders (by hash) and hosts. */
  scriptSources?: readonly string[];
  /** Origins the site's pages send to besides their own (its marketing tags' beacons). */
  connectOrigins?: readonly string[];
}): string {
  const ancestors = ["'self'", ...options.frameAncestors].join(" ");
  const formTargets = ["'self'", ...(options.formTargets ?? [])].join(" ");
  return [
    "default-src 'self'",
    // The development server evaluates code for fast refresh; a production build never does.
    [
      `script-src 'self' 'nonce-${options.nonce}' 'strict-dynamic' ${MARK_SCRIPTED_HASH}`,
      ...(options.scriptSources ?? []),
      ...(options.development ? ["'unsafe-eval'"] : []),
    ].join(" "),
    // Inline style attributes (the site's theme variables) carry no script.
    "style-src 'self' 'unsafe-inline'",
    ["img-src 'self' data: blob:", ...(options.imageOrigins ?? [])].join(" "),
    "font-src 'self'",
    ["connect-src 'self'", ...(options.connectOrigins ?? [])].join(" "),
    "worker-src 'self' blob:",
    "object-src 'none'",
    "base-uri 'self'",
    `form-action ${formTargets}`,
    `frame-ancestors ${ancestors}`,
    ...(options.https ? ["upgrade-insecure-requests"] : []),
  ].join("; ");
}

/** X-Frame-Options for browsers without frame-ancestors: it can name no other origin, so it is left off when the site lists some. */
export function frameOptions(frameAncestors: readonly string[]): string | null {
  return frameAncestors.length === 0 ? "SAMEORIGIN" : null;
}

/**
 * The dealer console's Content-Security-Policy, stricter than a site's: nothing from anywhere but the console itself,
 * scripts only with this request's nonce (its pages are never cached, so every one has it) and the root layout's one
 * inline script by its hash, no inline style outside development (Next's fast refresh injects styles there), never
 * framed, and forms posting only to the console.
 */
export function consoleSecurityPolicy(options: { nonce: string; https: boolean; development: boolean }): string {
  return [
    "default-src 'self'",
    `script-src 'self' 'nonce-${options.nonce}' 'strict-dynamic' ${MARK_SCRIPTED_HASH}${options.development ? " 'unsafe-eval'" : ""}`,
    `style-src 'self'${options.development ? " 'unsafe-inline'" : ""}`,
    "img-src 'self' data:",
    "font-src 'self'",
    "connect-src 'self'",
    "object-src 'none'",
    "base-uri 'none'",
    "form-action 'self'",
    "frame-ancestors 'none'",
    ...(options.https ? ["upgrade-insecure-requests"] : []),
  ].join("; ");
}
