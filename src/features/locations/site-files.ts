import type { ConfigProblem } from "@/platform/site/config-layers";
import type { SiteConfig } from "@/platform/site/config-schema";
import { loadSiteRegistry } from "@/platform/site/registry";
import { refusedSites, type SiteFileRef } from "@/platform/site/site-refusals";
import { loadContentFiles, type ContentFiles } from "@/platform/content/content-files";
import { asTree, type SiteTree } from "@/platform/site/site-tree";
import type { DealerFile } from "./dealer-file";
import { loadDealerFiles } from "./dealer-files";

/**
 * Everything under SITES_DIR that onboards a dealer: the layered site files, each site's dealer
 * file and the content (sites/content/: catalogues, offers, promo cards, pages), validated together.
 * `sites:check` fails on any problem; `npm start` and the server refuse only the sites a problem stops
 * (`refused`, with their problems) and serve the others (`servable`).
 */
export function loadSiteFiles(source: string | SiteTree): {
  sites: SiteConfig[];
  servable: SiteConfig[];
  refused: Map<string, ConfigProblem[]>;
  files: SiteFileRef[];
  dealers: Map<string, DealerFile>;
  content: ContentFiles;
  problems: ConfigProblem[];
} {
  const tree = asTree(source);
  const sitesDir = tree.root;
  const registry = loadSiteRegistry(tree);
  const { dealers, problems } = loadDealerFiles(tree, registry.sites);
  const content = loadContentFiles(tree, registry.sites);
  const all = [...registry.problems, ...problems, ...content.problems];
  const refused = refusedSites(sitesDir, all, registry.files);
  return {
    sites: registry.sites,
    servable: registry.sites.filter((s) => !refused.has(s.slug)),
    refused,
    files: registry.files,
    dealers,
    content,
    problems: all,
  };
}
