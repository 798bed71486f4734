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

/**
 * The content of previews, by the configuration a preview request was given (site-preview.server.ts): a request that
 * previews a site's drafts carries their configuration object, and that object alone reads them. Held weakly, so a
 * preview's content goes with its request.
 */
const previews = new WeakMap<SiteConfig, SiteContent>();

/** Serves this content to whoever reads the content of `config`, a preview's own configuration; returns it. */
export function contentForPreview(config: SiteConfig, content: SiteContent): SiteConfig {
  previews.set(config, content);
  return config;
}

/** One site's models, offers, promo cards and pages. */
export function contentForSite(site: SiteConfig): SiteContent {
  const preview = previews.get(site);
  if (preview) return preview;
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
