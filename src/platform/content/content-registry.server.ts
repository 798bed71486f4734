import "server-only";
import { formatProblem } from "@/platform/site/config-layers";
import type { SiteConfig } from "@/platform/site/config-schema";
import { loadSiteRegistry } from "@/platform/site/registry";
import { refusedSites } from "@/platform/site/site-refusals";
import { servedSiteTree } from "@/platform/site/served-site-tree";
import { loadContentFiles, type ContentFiles } from "./content-files";
import { siteContent, type SiteContent } from "./site-content";

/**
 * The process's dealer content (sites/content/), read once like the site files. A bad file stops the sites
 * it belongs to (their hosts answer 503 from the proxy already) rather than serving half a catalogue; the
 * other sites read their content as usual. Each site's view of it is resolved once.
 */
interface LoadedContent {
  files: ContentFiles;
  /** Site slug -> the content problems that stop it. */
  stopped: Map<string, string[]>;
  bySite: Map<string, SiteContent>;
}

const globalForContent = globalThis as unknown as { __forecourtContent?: LoadedContent };

function loadedContent(): LoadedContent {
  if (!globalForContent.__forecourtContent) {
    const tree = servedSiteTree();
    const registry = loadSiteRegistry(tree);
    const files = loadContentFiles(tree, registry.sites);
    const stopped = new Map(
      [...refusedSites(tree.root, files.problems, registry.files)].map(([slug, problems]) => [
        slug,
        problems.map(formatProblem),
      ]),
    );
    globalForContent.__forecourtContent = { files, stopped, bySite: new Map() };
  }
  return globalForContent.__forecourtContent;
}

/** One site's models, offers, promo cards and pages. */
export function contentForSite(site: SiteConfig): SiteContent {
  const loaded = loadedContent();
  const stopped = loaded.stopped.get(site.slug);
  if (stopped) throw new Error(`Content of ${site.slug} is invalid:\n${stopped.join("\n")}`);
  let content = loaded.bySite.get(site.slug);
  if (!content) {
    content = siteContent(loaded.files, site);
    loaded.bySite.set(site.slug, content);
  }
  return content;
}

/** Every manufacturer's catalogue, for the catalogue search. */
export function allCatalogues(): ContentFiles["catalogues"] {
  return loadedContent().files.catalogues;
}
