/**
 * Host -> site slug. Pure: the proxy feeds it the request's Host header and the sites' domains.
 * Rules: "{slug}.localhost" (any port) is that site in development; a site's own domain (or its
 * www. form) is that site; a bare localhost / 127.0.0.1 / [::1] is DEFAULT_SITE; anything else is
 * unknown (null), never another dealer's site.
 */
export interface HostTable {
  slugs: ReadonlySet<string>;
  /** Lower-case domain -> slug. */
  domains: ReadonlyMap<string, string>;
  defaultSite: string | null;
}

const LOOPBACK = new Set(["localhost", "127.0.0.1", "[::1]", "::1"]);

export function hostnameOf(hostHeader: string): string {
  const host = hostHeader.trim().toLowerCase();
  if (host.startsWith("[")) return host.slice(0, host.indexOf("]") + 1);
  return host.replace(/:\d+$/, "").replace(/\.$/, "");
}

/**
 * Whether a Host header names the dealer console's host (CONSOLE_HOST), on any port. The console answers there and no
 * site does; no other host ever answers with the console.
 */
export function isConsoleHost(hostHeader: string | null | undefined, consoleHost: string): boolean {
  return !!hostHeader && hostnameOf(hostHeader) === consoleHost.toLowerCase();
}

export function resolveSiteSlug(hostHeader: string | null | undefined, table: HostTable): string | null {
  if (!hostHeader) return null;
  const host = hostnameOf(hostHeader);
  if (LOOPBACK.has(host)) return table.defaultSite && table.slugs.has(table.defaultSite) ? table.defaultSite : null;
  if (host.endsWith(".localhost")) {
    const sub = host.slice(0, -".localhost".length);
    return table.slugs.has(sub) ? sub : null;
  }
  return table.domains.get(host) ?? table.domains.get(host.replace(/^www\./, "")) ?? null;
}

export function buildHostTable(
  sites: readonly { slug: string; domains: readonly string[] }[],
  defaultSite: string | null,
): HostTable {
  const domains = new Map<string, string>();
  for (const site of sites) for (const d of site.domains) domains.set(d.toLowerCase(), site.slug);
  return { slugs: new Set(sites.map((s) => s.slug)), domains, defaultSite };
}
