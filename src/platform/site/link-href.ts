import type { NavLink } from "@/platform/site/config-schema";

/**
 * Navigation rules: a link with a baseDomainPath goes to the
 * manufacturer's dealer network when the site has a base domain (Sell My Car, Online Service Booking),
 * otherwise to its own href.
 */
export function resolveHref(link: Pick<NavLink, "href" | "baseDomainPath">, baseDomain: string | null): string {
  if (baseDomain && link.baseDomainPath) return `https://${baseDomain}${link.baseDomainPath}`;
  return link.href;
}

export const isExternal = (href: string) => /^https?:\/\//.test(href);
