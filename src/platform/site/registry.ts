import path from "node:path";
import type { SiteConfig } from "./config-schema";
import { resolveSiteConfig, type ConfigLayer, type ConfigProblem } from "./config-layers";
import type { SiteFileRef } from "./site-refusals";
import { asTree, type SiteTree } from "./site-tree";

/**
 * Reads every site under {dir}/sites/*.json with its layers: {dir}/platform.json,
 * {dir}/brands/{brand}.json, {dir}/templates/{template}.json. Returns the sites whose layers resolve,
 * every problem found, and what each site file says of itself (`files`, valid or not), from which
 * callers refuse the sites a problem stops (site-refusals.ts) and serve the others.
 */
export interface SiteRegistry {
  sites: SiteConfig[];
  problems: ConfigProblem[];
  files: SiteFileRef[];
}

function readLayer(tree: SiteTree, file: string, problems: ConfigProblem[]): ConfigLayer | null {
  if (!tree.exists(file)) {
    problems.push({ path: file, field: "", reason: "file not found" });
    return null;
  }
  try {
    const data: unknown = JSON.parse(tree.read(file));
    if (typeof data !== "object" || data === null || Array.isArray(data)) {
      problems.push({ path: file, field: "", reason: "must contain a JSON object" });
      return null;
    }
    return { path: file, data: data as Record<string, unknown> };
  } catch (err) {
    problems.push({ path: file, field: "", reason: `is not valid JSON (${(err as Error).message})` });
    return null;
  }
}

const layerName = (value: unknown) => (typeof value === "string" && /^[a-z0-9-]+$/.test(value) ? value : null);

const strings = (value: unknown): string[] =>
  Array.isArray(value) ? value.filter((v): v is string => typeof v === "string") : [];

/** A site file as written: its slug (the file name), brand, template, catalogues and domains, where it names them. */
function siteFileRef(
  slug: string,
  data: Record<string, unknown> | undefined,
  config: SiteConfig | undefined,
): SiteFileRef {
  const models = data?.models;
  return {
    slug,
    brand: config?.brand ?? layerName(data?.brand),
    template: config?.template ?? layerName(data?.template),
    manufacturers:
      config?.models.manufacturers ??
      (typeof models === "object" && models !== null ? strings((models as Record<string, unknown>).manufacturers) : []),
    domains: config?.domains ?? strings(data?.domains),
  };
}

export function loadSiteRegistry(source: string | SiteTree): SiteRegistry {
  const tree = asTree(source);
  const dir = tree.root;
  const problems: ConfigProblem[] = [];
  const sites: SiteConfig[] = [];
  const refs: SiteFileRef[] = [];
  // A shared layer (brand, template) is read once, so a problem in it is reported once, not by each site using it.
  const layers = new Map<string, ConfigLayer | null>();
  const sharedLayer = (file: string) => {
    if (!layers.has(file)) layers.set(file, readLayer(tree, file, problems));
    return layers.get(file)!;
  };
  const platform = readLayer(tree, path.join(dir, "platform.json"), problems);
  const sitesDir = path.join(dir, "sites");
  const files = tree.list(sitesDir);
  if (files.length === 0) problems.push({ path: sitesDir, field: "", reason: "no site files found" });

  for (const file of files) {
    const sitePath = path.join(sitesDir, file);
    const site = readLayer(tree, sitePath, problems);
    const slug = file.replace(/\.json$/, "");
    refs.push(siteFileRef(slug, site?.data, undefined));
    if (!site || !platform) continue;
    const layers: ConfigLayer[] = [platform];
    const brand = layerName(site.data.brand);
    const template = layerName(site.data.template);
    // A brand or template that names no file is reported against the site that asked for it.
    for (const [kind, name, key] of [
      ["brands", brand, "brand"],
      ["templates", template, "template"],
    ] as const) {
      if (!name) continue;
      const layerPath = path.join(dir, kind, `${name}.json`);
      if (!tree.exists(layerPath)) {
        problems.push({ path: sitePath, field: key, reason: `no ${key} file ${layerPath}` });
        continue;
      }
      const layer = sharedLayer(layerPath);
      if (layer) layers.push(layer);
    }
    layers.push(site);
    const result = resolveSiteConfig(layers);
    if (!result.ok) {
      problems.push(...result.problems);
      continue;
    }
    if (result.config.slug !== slug) {
      problems.push({ path: sitePath, field: "slug", reason: `must match the file name ("${slug}")` });
      continue;
    }
    sites.push(result.config);
    refs[refs.length - 1] = siteFileRef(slug, site.data, result.config);
  }

  const owner = new Map<string, string>();
  for (const site of sites) {
    for (const domain of site.domains) {
      const other = owner.get(domain);
      if (other)
        problems.push({
          path: path.join(sitesDir, `${site.slug}.json`),
          field: "domains",
          reason: `"${domain}" is already used by ${other}`,
        });
      owner.set(domain, site.slug);
    }
  }
  return { sites, problems, files: refs };
}
