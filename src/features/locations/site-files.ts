import type { ConfigProblem } from "@/platform/site/config-layers";
import type { SiteConfig } from "@/platform/site/config-schema";
import { loadSiteRegistry } from "@/platform/site/registry";
import { refusedSites, type SiteFileRef } from "@/platform/site/site-refusals";
import { loadContentFiles } from "@/platform/content/content-files";
import type { DealerFile } from "./dealer-file";
import { loadDealerFiles } from "./dealer-files";

/**
 * Everything under SITES_DIR that onboards a dealer: the layered site files, each site's dealer
 * file and the content (sites/content/: catalogues, offers, promo cards, pages), validated together.
 * `sites:check` fails on any problem; `npm start` and the server refuse only the sites a problem stops
 * (`refused`, with their problems) and serve the others (`servable`).
 */
export function loadSiteFiles(sitesDir: string): {
  sites: SiteConfig[];
  servable: SiteConfig[];
  refused: Map<string, ConfigProblem[]>;
  files: SiteFileRef[];
  dealers: Map<string, DealerFile>;
  problems: ConfigProblem[];
} {
  const registry = loadSiteRegistry(sitesDir);
  const { dealers, problems } = loadDealerFiles(sitesDir, registry.sites);
  const content = loadContentFiles(sitesDir, registry.sites);
  const all = [...registry.problems, ...problems, ...content.problems];
  const refused = refusedSites(sitesDir, all, registry.files);
  return {
    sites: registry.sites,
    servable: registry.sites.filter((s) => !refused.has(s.slug)),
    refused,
    files: registry.files,
    dealers,
    problems: all,
  };
}
