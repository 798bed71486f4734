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
