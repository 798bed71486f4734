import type { NextRequest } from "next/server";
import { gateKind, isGated, SESSION_COOKIES } from "@/features/accounts/gated-routes";
import { signInPath } from "@/features/accounts/sign-in-url";
import { HTTPS_HEADER, requestHost } from "@/platform/http/request-rules";
import type { ProxyStep } from "./proxy-step";

/**
 * A gated route visited with no session cookie at all goes straight to sign-in.
 * Only a fast path: a cookie that is present may still be revoked or of another site, so the page itself
 * checks the session (shopper-session.server.ts requireShopper).
 */
export const gateSignIn: ProxyStep = (request, { config }) => {
  if (!config) return null;
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
};

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
