import path from "node:path";
import { loadSiteFiles } from "@/features/locations/index.server";
import { siteContent } from "@/platform/content/site-content";
import { formatProblem, type ConfigProblem } from "@/platform/site/config-layers";
import { treeWith, type SiteTree } from "@/platform/site/site-tree";
import { documentOwner } from "./document-paths";
import { deadLinkProblems } from "./link-check";

/** The site, dealer and content files of a tree as the server's loaders read them. */
type LoadedFiles = ReturnType<typeof loadSiteFiles>;

/**
 * Everything wrong with loaded documents, and the links of the given sites' own documents that lead to no page of
 * theirs.
 */
function loadedProblems(tree: SiteTree, loaded: LoadedFiles, linkSites: ReadonlySet<string> | "all"): ConfigProblem[] {
  const problems = [...loaded.problems];
  for (const config of loaded.sites)
    if (linkSites === "all" || linkSites.has(config.slug))
      problems.push(
        ...deadLinkProblems(tree, {
          config,
          content: siteContent(loaded.content, config),
          dealer: loaded.dealers.get(config.slug) ?? null,
        }),
      );
  return problems;
}

/**
 * What stops a change to documents (usually one): every problem in a changed document itself, and any problem it brings elsewhere (a
 * location another document names, a second site claiming a domain, a menu link to a page the change removes), checked by
 * the same loaders and schemas the server starts with. A field of the document is named as the schema names it
 * ("dealerships.0.locations.1.phone"). Links are checked on the sites the change reaches (every site for a shared one).
 * With them, the documents as loaded with the change applied: what a publish writes the sites and dealers from, so it
 * loads them once.
 */
export function checkedChange(
  tree: SiteTree,
  changes: ReadonlyMap<string, string>,
): { problems: ConfigProblem[]; loaded: LoadedFiles } {
  const owners = [...changes.keys()].map((documentPath) => documentOwner(documentPath).site);
  const reached = owners.includes(null) ? "all" : new Set(owners as string[]);
  const before = new Set(loadedProblems(tree, loadSiteFiles(tree), reached).map(formatProblem));
  const files = new Set([...changes.keys()].map((documentPath) => path.join(tree.root, documentPath)));
  const changed = treeWith(tree, changes);
  const loaded = loadSiteFiles(changed);
  const problems = loadedProblems(changed, loaded, reached).filter(
    (p) => files.has(p.path) || !before.has(formatProblem(p)),
  );
  return { problems, loaded };
}

/** What stops a change to documents (checkedChange), for a check that writes nothing of it (a draft's save). */
export function documentProblems(tree: SiteTree, changes: ReadonlyMap<string, string>): ConfigProblem[] {
  return checkedChange(tree, changes).problems;
}

/** A problem as it is shown: the field (of the document edited, or the file and field elsewhere) and the reason. */
export function problemText(tree: SiteTree, documentPath: string, problem: ConfigProblem): string {
  const file = path.join(tree.root, documentPath);
  const where = problem.path === file ? problem.field : `${path.relative(tree.root, problem.path)} ${problem.field}`;
  return where.trim() ? `${where.trim()}: ${problem.reason}` : problem.reason;
}
