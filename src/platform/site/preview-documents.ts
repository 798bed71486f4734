import { loadContentFiles } from "@/platform/content/content-files";
import { siteContent, type SiteContent } from "@/platform/content/site-content";
import type { SiteConfig } from "./config-schema";
import { sitesAsServed } from "./deposit-features";
import { loadSiteRegistry } from "./registry";
import { refusedSites } from "./site-refusals";
import { treeWith, type SiteTree } from "./site-tree";

/**
 * The documents a site's preview applies to its configuration and content: its settings and its content. Not a shared
 * one (no one site's), nor its dealers' file: locations and hours are served from the tables a publish writes, so the
 * preview hands that draft to the pages that read them instead (`dealerDraftPath`).
 */
export const previewedPaths = (slug: string) => [`sites/${slug}.json`, `content/sites/${slug}.json`];

/** The site's dealer document, whose draft a preview's location pages read their hours from. */
export const dealerDraftPath = (slug: string) => `dealers/${slug}.json`;

/**
 * A site as its preview shows it: the published documents with the site's own drafts applied (any other draft is
 * ignored), read by the same loaders as the published site. Null when a draft would stop the site (the preview then
 * shows the published site).
 */
export function siteWithDrafts(
  published: SiteTree,
  drafts: ReadonlyMap<string, string>,
  slug: string,
  depositsPossible: boolean,
): { config: SiteConfig; content: SiteContent } | null {
  const own = new Set(previewedPaths(slug));
  const tree = treeWith(published, new Map([...drafts].filter(([path]) => own.has(path))));
  const registry = loadSiteRegistry(tree);
  const files = loadContentFiles(tree, registry.sites);
  const stopped = refusedSites(tree.root, [...registry.problems, ...files.problems], registry.files);
  const site = registry.sites.find((s) => s.slug === slug);
  if (!site || stopped.has(slug)) return null;
  const [config] = sitesAsServed([site], depositsPossible);
  return { config: config!, content: siteContent(files, config!) };
}
