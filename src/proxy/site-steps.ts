import type { NextRequest } from "next/server";
import { originHost, refusal, refusalBody, requestHost } from "@/platform/http/request-rules";
import { SITE_UNAVAILABLE_STATUS, siteUnavailable } from "@/platform/http/site-unavailable";
import { siteRefused, siteSlugForHost } from "@/platform/site/site-registry.server";
import type { ProxyStep } from "./proxy-step";

/** The site the request's host names, or null for a host that is no site. */
export function siteSlugOf(request: NextRequest): string | null {
  return siteSlugForHost(requestHost(request.headers));
}

/** A site whose files are invalid answers 503 on its own host; the other sites serve as usual. */
export const answerRefusedSite: ProxyStep = (request, { slug }) => {
  if (!siteRefused(slug)) return null;
  const { headers, body } = siteUnavailable(request.nextUrl.pathname);
  return new Response(body, { status: SITE_UNAVAILABLE_STATUS, headers });
};

/**
 * A cross-site post, and a post to the JSON API that is not JSON, refused (http/request-rules.ts refusal; the front
 * door has already refused oversized bodies).
 */
export const refuseCrossSite: ProxyStep = (request, { slug }) => {
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
  if (!refused) return null;
  const { contentType, body } = refusalBody(refused, request.nextUrl.pathname);
  return new Response(body, {
    status: refused.status,
    headers: { "Content-Type": contentType, "Cache-Control": "no-store" },
  });
};
