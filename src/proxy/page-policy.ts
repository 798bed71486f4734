import { NextResponse, type NextRequest } from "next/server";
import { mapImageOrigins } from "@/features/locations/static-map";
import { tagPolicy } from "@/features/marketing-tags/index.server";
import { paymentFormTargets } from "@/features/online-payment/payment-pages";
import { env } from "@/platform/env";
import { contentSecurityPolicy, frameOptions, HTTPS_HEADER } from "@/platform/http/request-rules";
import { hostedPaymentOrigin } from "@/platform/payments/hosted-page";
import type { ProxiedSite } from "./proxy-step";

/**
 * A rewrite whose answer carries its Content-Security-Policy, with a fresh nonce that Next puts on the page's scripts,
 * and X-Frame-Options where the framing rule allows it.
 */
export function securedRewrite(request: NextRequest, url: URL, config: ProxiedSite["config"]): NextResponse {
  const frameAncestors = config?.embedding.allowedOrigins ?? [];
  const nonce = Buffer.from(crypto.getRandomValues(new Uint8Array(16))).toString("base64");
  // The site's own marketing tags: their loaders and hosts, on this site only and only while it has them.
  const tags = config ? tagPolicy(config.marketingTags) : null;
  const policy = contentSecurityPolicy({
    nonce,
    frameAncestors,
    formTargets: config ? paymentFormTargets(config, request.nextUrl.pathname, hostedPaymentOrigin(env())) : [],
    https: request.headers.get(HTTPS_HEADER) === "1",
    development: process.env.NODE_ENV === "development",
    // The map provider's images, only on a site with a maps key (static-map.ts).
    imageOrigins: [...mapImageOrigins(config?.maps ?? null, process.env), ...(tags?.imageOrigins ?? [])],
    scriptSources: tags?.scriptSources,
    connectOrigins: tags?.connectOrigins,
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
 * The platform's 404 for a host that is no site, with the same policy as a site's pages (and framed by nothing): it
 * says no more about the platform than that.
 */
export function unknownHostPage(request: NextRequest): NextResponse {
  const url = request.nextUrl.clone();
  url.pathname = "/unknown-host";
  return securedRewrite(request, url, null);
}
