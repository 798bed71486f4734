import "server-only";
import path from "node:path";
import { env } from "@/platform/env";
import { formatProblem } from "@/platform/site/config-layers";
import type { SiteConfig } from "@/platform/site/config-schema";
import { loadSiteRegistry } from "@/platform/site/registry";
import { loadContentFiles, type ContentFiles } from "./content-files";
import { siteContent, type SiteContent } from "./site-content";

/**
 * The process's dealer content (sites/content/), read once like the site files: a bad file stops the
 * platform rather than serving half a catalogue. Each site's view of it is resolved once.
 */
interface LoadedContent {
  files: ContentFiles;
  bySite: Map<string, SiteContent>;
}

const globalForContent = globalThis as unknown as { __forecourtContent?: LoadedContent };

function loadedContent(): LoadedContent {
  if (!globalForContent.__forecourtContent) {
    const dir = path.resolve(/*turbopackIgnore: true*/ process.cwd(), env().SITES_DIR);
    const files = loadContentFiles(dir, loadSiteRegistry(dir).sites);
    if (files.problems.length > 0) {
      throw new Error(`Content is invalid:\n${files.problems.map(formatProblem).join("\n")}`);
    }
    globalForContent.__forecourtContent = { files, bySite: new Map() };
  }
  return globalForContent.__forecourtContent;
}

/** One site's models, offers, promo cards and pages. */
export function contentForSite(site: SiteConfig): SiteContent {
  const loaded = loadedContent();
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
