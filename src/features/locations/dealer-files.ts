import path from "node:path";
import type { ConfigProblem } from "@/platform/site/config-layers";
import type { SiteConfig } from "@/platform/site/config-schema";
import { asTree, type SiteTree } from "@/platform/site/site-tree";
import { parseDealerFile, type DealerFile } from "./dealer-file";

/** Every site's dealer file, read from `{sitesDir}/dealers/{site-slug}.json`. */
export interface DealerFiles {
  /** Site slug -> its dealerships and locations, for the valid files. */
  dealers: Map<string, DealerFile>;
  problems: ConfigProblem[];
}

const dealersDir = (sitesDir: string) => path.join(sitesDir, "dealers");

/**
 * Reads and validates the dealer files next to the site files. Every site needs one (a site with no
 * dealership has nowhere to put its stock or send its leads), and a dealer file needs its site file.
 */
export function loadDealerFiles(
  source: string | SiteTree,
  sites: readonly (Pick<SiteConfig, "slug"> & Partial<Pick<SiteConfig, "locationOrder">>)[],
): DealerFiles {
  const tree = asTree(source);
  const sitesDir = tree.root;
  const dir = dealersDir(sitesDir);
  const problems: ConfigProblem[] = [];
  const dealers = new Map<string, DealerFile>();
  const files = tree.list(dir);
  const siteSlugs = new Set(sites.map((s) => s.slug));
  for (const name of files) {
    const file = path.join(dir, name);
    const slug = name.replace(/\.json$/, "");
    if (!siteSlugs.has(slug)) {
      problems.push({
        path: file,
        field: "",
        reason: `no valid site file for "${slug}" in ${path.join(sitesDir, "sites")}`,
      });
      continue;
    }
    let data: unknown;
    try {
      data = JSON.parse(tree.read(file));
    } catch (err) {
      problems.push({ path: file, field: "", reason: `is not valid JSON (${(err as Error).message})` });
      continue;
    }
    const parsed = parseDealerFile(file, data);
    if (parsed.ok) dealers.set(slug, parsed.file);
    else problems.push(...parsed.problems);
  }
  for (const site of sites) {
    // The site's location order names locations of its own dealer file.
    const own = dealers.get(site.slug);
    const slugs = new Set(own?.dealerships.flatMap((d) => d.locations.map((l) => l.slug)));
    if (own)
      (site.locationOrder ?? []).forEach((slug, i) => {
        if (!slugs.has(slug))
          problems.push({
            path: path.join(sitesDir, "sites", `${site.slug}.json`),
            field: `locationOrder.${i}`,
            reason: `no location "${slug}" in ${path.join(dir, `${site.slug}.json`)}`,
          });
      });
    const file = path.join(dir, `${site.slug}.json`);
    if (!files.includes(`${site.slug}.json`))
      problems.push({
        path: file,
        field: "",
        reason: "file not found: every site needs its dealerships and locations",
      });
  }
  return { dealers, problems };
}
