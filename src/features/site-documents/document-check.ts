import path from "node:path";
import { loadSiteFiles } from "@/features/locations/index.server";
import { formatProblem, type ConfigProblem } from "@/platform/site/config-layers";
import { treeWith, type SiteTree } from "@/platform/site/site-tree";

/**
 * What stops a change to documents (usually one): every problem in a changed document itself, and any problem it brings elsewhere (a
 * location another document names, a second site claiming a domain), checked by the same loaders and schemas the
 * server starts with. A field of the document is named as the schema names it ("dealerships.0.locations.1.phone").
 */
export function documentProblems(tree: SiteTree, changes: ReadonlyMap<string, string>): ConfigProblem[] {
  const before = new Set(loadSiteFiles(tree).problems.map(formatProblem));
  const after = loadSiteFiles(treeWith(tree, changes));
  const files = new Set([...changes.keys()].map((documentPath) => path.join(tree.root, documentPath)));
  return after.problems.filter((p) => files.has(p.path) || !before.has(formatProblem(p)));
}

/** A problem as it is shown: the field (of the document edited, or the file and field elsewhere) and the reason. */
export function problemText(tree: SiteTree, documentPath: string, problem: ConfigProblem): string {
  const file = path.join(tree.root, documentPath);
  const where = problem.path === file ? problem.field : `${path.relative(tree.root, problem.path)} ${problem.field}`;
  return where.trim() ? `${where.trim()}: ${problem.reason}` : problem.reason;
}
