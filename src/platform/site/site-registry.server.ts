import "server-only";
import { env } from "@/platform/env";
import { canTakeDeposits } from "@/platform/payments/deposits";
import type { SiteConfig } from "./config-schema";
import { sitesAsServed } from "./deposit-features";
import { buildHostTable, resolveSiteSlug, type HostTable } from "./host-resolution";
import { loadSiteRegistry } from "./registry";
import { refusedSites } from "./site-refusals";
import { servedSiteTree, sitesRefusedByDocuments } from "./served-site-tree";

/**
 * The process's site configurations, read once. A site whose files are invalid is refused alone: its
 * host still resolves to it (so it answers 503, never another dealer's site or a 404), and every
 * other site serves.
 */
interface LoadedSites {
  bySlug: Map<string, SiteConfig>;
  hosts: HostTable;
  refused: ReadonlySet<string>;
}

const globalForSites = globalThis as unknown as { __forecourtSites?: LoadedSites };

function loadedSites(): LoadedSites {
  if (!globalForSites.__forecourtSites) {
    const { DEFAULT_SITE } = env();
    const tree = servedSiteTree();
    const registry = loadSiteRegistry(tree);
    const refused = new Set([
      ...refusedSites(tree.root, registry.problems, registry.files).keys(),
      ...sitesRefusedByDocuments(),
    ]);
    // Where no deposit can be taken, no site offers reserving (deposit-features.ts).
    const servable = sitesAsServed(
      registry.sites.filter((s) => !refused.has(s.slug)),
      canTakeDeposits(env()),
    );
    // Servable sites come last, so a domain a refused site also claims stays with the site that serves it.
    const hosts = buildHostTable([...registry.files.filter((f) => refused.has(f.slug)), ...servable], DEFAULT_SITE);
    globalForSites.__forecourtSites = { bySlug: new Map(servable.map((s) => [s.slug, s])), hosts, refused };
  }
  return globalForSites.__forecourtSites;
}

export function siteConfig(slug: string): SiteConfig | null {
  return loadedSites().bySlug.get(slug) ?? null;
}

/** Whether the site's files are invalid: its host answers 503 until they are fixed. */
export function siteRefused(slug: string): boolean {
  return loadedSites().refused.has(slug);
}

export function siteSlugForHost(host: string | null): string | null {
  return resolveSiteSlug(host, loadedSites().hosts);
}
