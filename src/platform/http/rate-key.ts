/** The rate-limit key of a client on a site: a client's requests on one dealer's site do not count against another's. */
export function siteRateKey(client: string, siteId: number): string {
  // The numeric site id comes first and cannot contain ":", so no client string can collide with another site's key.
  return `${siteId}:${client}`;
}
