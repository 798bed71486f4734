import type { NextRequest } from "next/server";
import type { SiteConfig } from "@/platform/site/config-schema";

/** The site a request's host names, as every step of the proxy sees it. */
export interface ProxiedSite {
  slug: string;
  /** Null for a site whose files are invalid (it answers 503: site-steps.ts). */
  config: SiteConfig | null;
}

/** One concern of the proxy: an answer of its own, or null to let the request go on to the next step. */
export type ProxyStep = (request: NextRequest, site: ProxiedSite) => Response | null;
