import type { NextRequest } from "next/server";
import { siteConfig } from "./platform/site/site-registry.server";
import { consoleAnswer, isConsoleRequest } from "./proxy/console-host";
import { securedRewrite, unknownHostPage } from "./proxy/page-policy";
import type { ProxyStep } from "./proxy/proxy-step";
import { gateSignIn } from "./proxy/sign-in-gate";
import { siteRewrite } from "./proxy/site-rewrite";
import { answerRefusedSite, refuseCrossSite, siteSlugOf } from "./proxy/site-steps";

/**
 * What may answer a request for a known site before its page does, in order: the first answer wins.
 */
const PROXY_ORDER: readonly ProxyStep[] = [answerRefusedSite, refuseCrossSite, gateSignIn];

/**
 * The console's host (CONSOLE_HOST) -> the console (console-host.ts), never a site, whatever the sites' domains say.
 * Any other host -> site. An unknown host gets the platform's 404, never another dealer's site. A known host's request passes
 * PROXY_ORDER, then is rewritten under /s/{slug}/ (site-rewrite.ts), its answer carrying its Content-Security-Policy
 * (page-policy.ts). Static build assets are left alone (matcher below); the front door gives them their other headers.
 */
export function proxy(request: NextRequest) {
  if (isConsoleRequest(request)) return consoleAnswer(request);
  const slug = siteSlugOf(request);
  if (!slug) return unknownHostPage(request);
  const site = { slug, config: siteConfig(slug) };
  for (const step of PROXY_ORDER) {
    const answer = step(request, site);
    if (answer) return answer;
  }
  return securedRewrite(request, siteRewrite(request, slug), site.config);
}

// /favicon.ico passes too: it is each site's own icon (app/s/[site]/favicon.ico).
export const config = {
  matcher: ["/((?!_next/static|_next/image).*)"],
};
