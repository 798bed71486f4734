import type { ConfigProblem } from "@/platform/site/config-layers";
import type { SiteConfig } from "@/platform/site/config-schema";
import { loadSiteRegistry } from "@/platform/site/registry";
import { loadContentFiles } from "@/platform/content/content-files";
import type { DealerFile } from "./dealer-file";
import { loadDealerFiles } from "./dealer-files";

/**
 * Everything under SITES_DIR that onboards a dealer: the layered site files, each site's dealer
 * file and the content (sites/content/: catalogues, offers, promo cards, pages), validated together. `sites:check`, `npm start` and the server refuse to go on with a problem.
 */
export function loadSiteFiles(sitesDir: string): {
  sites: SiteConfig[];
  dealers: Map<string, DealerFile>;
  problems: ConfigProblem[];
} {
  const registry = loadSiteRegistry(sitesDir);
  const { dealers, problems } = loadDealerFiles(sitesDir, registry.sites);
  const content = loadContentFiles(sitesDir, registry.sites);
  return { sites: registry.sites, dealers, problems: [...registry.problems, ...problems, ...content.problems] };
}
