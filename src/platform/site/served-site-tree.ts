import path from "node:path";
import { env } from "@/platform/env";
import { diskTree, type SiteTree } from "./site-tree";

/**
 * The site documents this process serves, on the process's global object (the app's bundled modules and the front
 * door are separate copies of this module and must agree). The server puts the database's documents here before it
 * serves and again whenever one is published; until then, and where no server runs (a test, a bench), the folder.
 */
const holder = globalThis as unknown as {
  __forecourtSiteTree?: SiteTree;
  /** Sites stopped by problems in documents the site registry does not read itself (dealer and content files). */
  __forecourtRefusedSites?: ReadonlySet<string>;
  /** The caches built from the documents: the site registry's and the content's. */
  __forecourtSites?: unknown;
  __forecourtContent?: unknown;
};

export function servedSiteTree(): SiteTree {
  return holder.__forecourtSiteTree ?? diskTree(path.resolve(/*turbopackIgnore: true*/ process.cwd(), env().SITES_DIR));
}

/** Sites refused for problems found by whoever loaded every document (dealer and content files included). */
export function sitesRefusedByDocuments(): ReadonlySet<string> {
  return holder.__forecourtRefusedSites ?? new Set();
}

/**
 * Serves these documents from now on, refusing these sites: what was built from the last ones (sites, hosts,
 * content) is dropped and rebuilt on its next read.
 */
export function serveSiteTree(tree: SiteTree | undefined, refused: Iterable<string>): void {
  holder.__forecourtSiteTree = tree;
  holder.__forecourtRefusedSites = new Set(refused);
  holder.__forecourtSites = undefined;
  holder.__forecourtContent = undefined;
}
