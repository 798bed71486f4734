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
