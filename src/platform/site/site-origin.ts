import { requestHost } from "@/platform/http/request-rules";
import type { SiteConfig } from "./config-schema";

/**
 * The site's public origin for absolute links (sharing, structured data, PDFs): its first own
 * domain over https; otherwise the origin the request came in on (development hosts).
 */
export function siteOrigin(config: Pick<SiteConfig, "domains">, requestOrigin: string | null): string | null {
  const domain = config.domains[0];
  if (domain) return `https://${domain}`;
  return requestOrigin;
}

/** The origin a request came in on, from its Host and X-Forwarded-Proto headers (null without a host). */
export function requestOrigin(headers: Pick<Headers, "get">): string | null {
  const host = requestHost(headers);
  if (!host) return null;
  const proto = headers.get("x-forwarded-proto")?.split(",")[0]?.trim();
  return `${proto === "https" ? "https" : "http"}://${host}`;
}

/**
 * Where the console sends a member to see a site (its draft's preview): on a development console
 * ("console.localhost:3000") the site's own development host on the same scheme and port
 * ("http://bigbox-used.localhost:3000"); otherwise the site's first own domain over https, or nowhere (null).
 */
export function siteOriginFromConsole(
  site: Pick<SiteConfig, "slug" | "domains">,
  consoleHost: string | null,
  https: boolean,
): string | null {
  const match = consoleHost ? /^([^:]+)(:\d+)?$/.exec(consoleHost.trim().toLowerCase()) : null;
  if (match && (match[1] === "localhost" || match[1]!.endsWith(".localhost")))
    return `${https ? "https" : "http"}://${site.slug}.localhost${match[2] ?? ""}`;
  const domain = site.domains[0];
  return domain ? `https://${domain}` : null;
}
