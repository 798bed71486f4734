import path from "node:path";
import type { ConfigProblem } from "./config-layers";

/**
 * What a site file says about where it belongs, read from the file as written (even an invalid one): enough to
 * know which sites a problem in a shared file stops, and which hosts answer for a refused site.
 */
export interface SiteFileRef {
  slug: string;
  brand: string | null;
  template: string | null;
  /** The manufacturers whose catalogue files the site reads (its `models.manufacturers`). */
  manufacturers: readonly string[];
  domains: readonly string[];
}

/**
 * The sites a problem stops, by the file it is in: a site's own site, dealer or content file stops that site; a
 * brand's or template's files stop the sites built on them; a manufacturer's catalogue stops the sites selling its
 * models; anything else (platform.json, a missing folder) stops every site.
 */
export function sitesStoppedBy(sitesDir: string, problem: ConfigProblem, sites: readonly SiteFileRef[]): string[] {
  const parts = path.relative(sitesDir, problem.path).split(path.sep);
  const name = (parts.at(-1) ?? "").replace(/\.json$/, "");
  const where = parts.slice(0, -1).join("/");
  const which = (test: (site: SiteFileRef) => boolean) => sites.filter(test).map((s) => s.slug);
  switch (where) {
    case "sites":
    case "dealers":
    case "content/sites":
      return which((s) => s.slug === name);
    case "brands":
    case "content/brands":
      return which((s) => s.brand === name);
    case "templates":
      return which((s) => s.template === name);
    case "content/catalogue":
      return which((s) => s.manufacturers.includes(name));
    default:
      return which(() => true);
  }
}

/**
 * A site with a problem is refused alone (its host answers 503, the log says why); every other site serves.
 * Returns each refused site's slug with the problems that stop it.
 */
export function refusedSites(
  sitesDir: string,
  problems: readonly ConfigProblem[],
  sites: readonly SiteFileRef[],
): Map<string, ConfigProblem[]> {
  const refused = new Map<string, ConfigProblem[]>();
  for (const problem of problems)
    for (const slug of sitesStoppedBy(sitesDir, problem, sites))
      refused.set(slug, [...(refused.get(slug) ?? []), problem]);
  return refused;
}
