import "server-only";
import path from "node:path";
import { env } from "@/platform/env";
import { canTakeDeposits } from "@/platform/payments/deposits";
import type { SiteConfig } from "./config-schema";
import { formatProblem } from "./config-layers";
import { sitesAsServed } from "./deposit-features";
import { buildHostTable, resolveSiteSlug, type HostTable } from "./host-resolution";
import { loadSiteRegistry } from "./registry";

/** The process's site configurations, read once. A bad file stops the platform rather than serving it. */
interface LoadedSites {
  bySlug: Map<string, SiteConfig>;
  hosts: HostTable;
}

const globalForSites = globalThis as unknown as { __forecourtSites?: LoadedSites };

function loadedSites(): LoadedSites {
  if (!globalForSites.__forecourtSites) {
    const { SITES_DIR, DEFAULT_SITE } = env();
    const registry = loadSiteRegistry(path.resolve(/*turbopackIgnore: true*/ process.cwd(), SITES_DIR));
    if (registry.problems.length > 0) {
      throw new Error(`Site configuration is invalid:\n${registry.problems.map(formatProblem).join("\n")}`);
    }
    const sites = sitesAsServed(registry.sites, canTakeDeposits(env()));
    globalForSites.__forecourtSites = {
      bySlug: new Map(sites.map((s) => [s.slug, s])),
      hosts: buildHostTable(sites, DEFAULT_SITE),
    };
  }
  return globalForSites.__forecourtSites;
}

export function siteConfig(slug: string): SiteConfig | null {
  return loadedSites().bySlug.get(slug) ?? null;
}

export function siteSlugForHost(host: string | null): string | null {
  return resolveSiteSlug(host, loadedSites().hosts);
}
