import path from "node:path";
import type { z } from "zod";
import { reasonOf, type ConfigProblem } from "@/platform/site/config-layers";
import type { SiteConfig } from "@/platform/site/config-schema";
import { asTree, type SiteTree } from "@/platform/site/site-tree";
import {
  brandContentFileSchema,
  catalogueFileSchema,
  siteContentFileSchema,
  type BrandContentFile,
  type CatalogueFile,
  type SiteContentFile,
} from "./content-schema";

/** Every content file under {sitesDir}/content, valid ones by slug, and every problem found. */
export interface ContentFiles {
  catalogues: Map<string, CatalogueFile>;
  brands: Map<string, BrandContentFile>;
  sites: Map<string, SiteContentFile>;
  problems: ConfigProblem[];
}

/** The valid files of a folder by name; `invalid` collects the names of those already reported. */
function readFolder<T>(
  tree: SiteTree,
  dir: string,
  schema: z.ZodType<T>,
  problems: ConfigProblem[],
  invalid = new Set<string>(),
): Map<string, { file: string; data: T }> {
  const out = new Map<string, { file: string; data: T }>();
  for (const name of tree.list(dir)) {
    const file = path.join(dir, name);
    let raw: unknown;
    try {
      raw = JSON.parse(tree.read(file));
    } catch (err) {
      problems.push({ path: file, field: "", reason: `is not valid JSON (${(err as Error).message})` });
      invalid.add(name.replace(/\.json$/, ""));
      continue;
    }
    const parsed = schema.safeParse(raw);
    if (!parsed.success) {
      for (const issue of parsed.error.issues) {
        const keyPath = issue.code === "unrecognized_keys" ? [...issue.path, issue.keys[0]!] : issue.path;
        problems.push({ path: file, field: keyPath.join("."), reason: reasonOf(issue) });
      }
      invalid.add(name.replace(/\.json$/, ""));
      continue;
    }
    out.set(name.replace(/\.json$/, ""), { file, data: parsed.data });
  }
  return out;
}

const duplicates = (values: readonly string[]) => values.filter((v, i) => values.indexOf(v) !== i);

/**
 * Reads and validates the content files, then what no single file can check alone: that every
 * offer's model is in its manufacturer's catalogue, excluded sites exist, offer ids are unique across
 * files, page paths and promo card ids are unique within a file, and each site's catalogues exist.
 */
export function loadContentFiles(source: string | SiteTree, sites: readonly SiteConfig[]): ContentFiles {
  const tree = asTree(source);
  const sitesDir = tree.root;
  const problems: ConfigProblem[] = [];
  const root = path.join(sitesDir, "content");
  // A catalogue that is there but invalid is reported once, not again by every offer and site using it.
  const invalidCatalogues = new Set<string>();
  const catalogues = readFolder(tree, path.join(root, "catalogue"), catalogueFileSchema, problems, invalidCatalogues);
  const brands = readFolder(tree, path.join(root, "brands"), brandContentFileSchema, problems);
  const siteFiles = readFolder(tree, path.join(root, "sites"), siteContentFileSchema, problems);
  const siteSlugs = new Set(sites.map((s) => s.slug));
  const offerIds = new Map<number, string>();

  const checkOffers = (
    file: string,
    offers: SiteContentFile["offers"],
    manufacturerOf: (o: (typeof offers)[number]) => string | null,
  ) => {
    offers.forEach((offer, i) => {
      const seenIn = offerIds.get(offer.id);
      if (seenIn)
        problems.push({ path: file, field: `offers.${i}.id`, reason: `${offer.id} is already an offer in ${seenIn}` });
      else offerIds.set(offer.id, file);
      for (const [j, slug] of offer.excludedSites.entries())
        if (!siteSlugs.has(slug))
          problems.push({ path: file, field: `offers.${i}.excludedSites.${j}`, reason: `no site "${slug}"` });
      const maker = manufacturerOf(offer);
      if (offer.model && !(maker && invalidCatalogues.has(maker))) {
        const catalogue = maker ? catalogues.get(maker) : undefined;
        if (!catalogue?.data.models.some((m) => m.slug === offer.model))
          problems.push({
            path: file,
            field: `offers.${i}.model`,
            reason: maker
              ? `no model "${offer.model}" in ${maker}'s catalogue`
              : "a model needs the offer's manufacturer",
          });
      }
      if (offer.startsAt && offer.expiresAt && Date.parse(offer.expiresAt) <= Date.parse(offer.startsAt))
        problems.push({ path: file, field: `offers.${i}.expiresAt`, reason: "must be after startsAt" });
    });
  };

  for (const [slug, { file, data }] of catalogues) {
    if (data.manufacturer.slug !== slug)
      problems.push({ path: file, field: "manufacturer.slug", reason: `must be "${slug}", the file's name` });
    for (const dup of new Set(duplicates(data.models.map((m) => m.slug))))
      problems.push({ path: file, field: "models", reason: `two models have the slug "${dup}"` });
    checkOffers(file, data.offers, () => slug);
  }
  for (const [, { file, data }] of brands)
    for (const dup of new Set(duplicates(data.pages.map((p) => p.path))))
      problems.push({ path: file, field: "pages", reason: `two pages have the path "${dup}"` });
  for (const [slug, { file, data }] of siteFiles) {
    if (!siteSlugs.has(slug)) problems.push({ path: file, field: "", reason: `no valid site file for "${slug}"` });
    checkOffers(file, data.offers, (o) => o.manufacturer ?? null);
    for (const dup of new Set(duplicates(data.pages.map((p) => p.path))))
      problems.push({ path: file, field: "pages", reason: `two pages have the path "${dup}"` });
    for (const dup of new Set(duplicates(data.promoCards.map((c) => c.id))))
      problems.push({ path: file, field: "promoCards", reason: `two promo cards have the id "${dup}"` });
    for (const dup of new Set(duplicates((data.homeBanners ?? []).map((b) => b.id))))
      problems.push({ path: file, field: "homeBanners", reason: `two home banners have the id "${dup}"` });
  }
  for (const site of sites)
    for (const [i, maker] of site.models.manufacturers.entries())
      if (!catalogues.has(maker) && !invalidCatalogues.has(maker))
        problems.push({
          path: path.join(root, "catalogue", `${maker}.json`),
          field: "",
          reason: `file not found: ${site.slug} sells ${maker} models (models.manufacturers.${i})`,
        });

  const unwrap = <T>(m: Map<string, { data: T }>) => new Map([...m].map(([k, v]) => [k, v.data]));
  return { catalogues: unwrap(catalogues), brands: unwrap(brands), sites: unwrap(siteFiles), problems };
}
