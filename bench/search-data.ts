import path from "node:path";
import { sql } from "drizzle-orm";
import type { Database } from "@/platform/db/client";
import { seedDealerStock } from "@demo/seed-demo";
import { generateDealerStock } from "@demo/dealer-stock";
import { DEMO_STOCK_PLANS, demoDealer, type DemoDealer } from "@demo/demo-dealers";
import { syncSites } from "@/platform/db/sync-sites";
import { parseDealerFile, type DealerFile } from "@/features/locations/dealer-file";
import { syncDealerFile } from "@/features/locations/dealer-sync.db";
import { readFileSync } from "node:fs";
import type { GeneratedVehicle } from "@demo/stock-generator";
import type { SiteConfig } from "@/platform/site/config-schema";
import { loadSiteRegistry } from "@/platform/site/registry";
import type { SearchSite } from "@/features/search/stock-search";

/**
 * Benchmark datasets, built with the project's own deterministic stock generator so the cars,
 * prices and facet values look like the demo sites, only more of them. Synthetic sites clone a real
 * demo dealer (dealerships, locations, stock mix) and a real site configuration; only the slug (and
 * the stock-number prefix) changes, which also gives each clone its own random sequence.
 */

/** The three shapes of site the platform serves, each cloned from its demo counterpart. */
export const SITE_KINDS = {
  supermarket: "bigbox-used",
  "dealer-group": "southern-cross-motors",
  franchise: "harbour-toyota",
} as const;
export type SiteKind = keyof typeof SITE_KINDS;

export interface BenchSite {
  slug: string;
  kind: SiteKind;
  config: SiteConfig;
  /** The cloned dealer's dealer file: its dealerships and locations, onboarded as any dealer's. */
  file: DealerFile;
  dealer: DemoDealer;
}

export interface Dataset {
  name: string;
  label: string;
  sites: BenchSite[];
}

let registry: SiteConfig[] | null = null;
function realConfig(slug: string): SiteConfig {
  if (!registry) {
    const loaded = loadSiteRegistry(path.resolve("sites"));
    if (loaded.problems.length > 0) throw new Error(`site registry problems: ${JSON.stringify(loaded.problems)}`);
    registry = loaded.sites;
  }
  const config = registry.find((c) => c.slug === slug);
  if (!config) throw new Error(`no site configuration ${slug}`);
  return config;
}

/**
 * A demo dealer resized to `total` vehicles. Caravan and motorcycle counts stay as they are; the car
 * counts scale in proportion so a group keeps its franchise balance, the last plan taking the rounding.
 */
function resized(template: DemoDealer, slug: string, prefix: string, total: number): DemoDealer {
  const extras = template.stock.reduce((n, p) => n + (p.caravans ?? 0) + (p.motorcycles ?? 0), 0);
  const cars = template.stock.reduce((n, p) => n + p.count, 0);
  let left = total - extras;
  const stock = template.stock.map((plan, i, all) => {
    const count = i === all.length - 1 ? left : Math.round((plan.count / cars) * (total - extras));
    left -= count;
    return { ...plan, count };
  });
  return { ...template, site: slug, stockPrefix: prefix, stock };
}

function dealerFile(slug: string): DealerFile {
  const file = path.resolve("sites", "dealers", `${slug}.json`);
  const parsed = parseDealerFile(file, JSON.parse(readFileSync(file, "utf8")));
  if (!parsed.ok) throw new Error(`dealer file problems: ${JSON.stringify(parsed.problems)}`);
  return parsed.file;
}

function benchSite(kind: SiteKind, slug: string, prefix: string, total: number): BenchSite {
  const source = SITE_KINDS[kind];
  const plan = DEMO_STOCK_PLANS.find((d) => d.site === source);
  if (!plan) throw new Error(`no demo dealer ${source}`);
  const file = dealerFile(source);
  const template = demoDealer(plan, file);
  return { slug, kind, config: { ...realConfig(source), slug }, file, dealer: resized(template, slug, prefix, total) };
}

/** (A) one used-car supermarket with 5,000 vehicles. */
export function datasetA(): Dataset {
  return { name: "A", label: "1 site", sites: [benchSite("supermarket", "bench-a-supermarket", "BA", 5_000)] };
}

/** (B) 20 sites of 2,500 vehicles: supermarkets, dealer groups and single-make franchises in turn. */
export function datasetB(): Dataset {
  const kinds: SiteKind[] = ["supermarket", "dealer-group", "franchise"];
  const sites = Array.from({ length: 20 }, (_, i) => {
    const kind = kinds[i % kinds.length]!;
    const n = String(i + 1).padStart(2, "0");
    return benchSite(kind, `bench-b${n}-${kind}`, `B${n}`, 2_500);
  });
  return { name: "B", label: "20 sites", sites };
}

/** Every site's generated stock, keyed by slug. Deterministic for a given `now`. */
export function generateStock(dataset: Dataset, now: Date): Map<string, GeneratedVehicle[]> {
  const out = new Map<string, GeneratedVehicle[]>();
  for (const site of dataset.sites) {
    const { provider, lenderType } = site.config.finance;
    out.set(
      site.slug,
      generateDealerStock(site.dealer, { now, lender: provider && lenderType ? { provider, type: lenderType } : null }),
    );
  }
  return out;
}

/** Loads a dataset into a migrated, empty database: each site's dealer file as onboarding does, then the demo seed's stock. */
export async function loadDataset(db: Database, dataset: Dataset, now: Date, progress: (line: string) => void) {
  const siteIds = await syncSites(
    db,
    dataset.sites.map((s) => s.config),
  );
  const searchSites = new Map<string, SearchSite>();
  let loaded = 0;
  for (const site of dataset.sites) {
    const siteId = siteIds.get(site.slug)!;
    await syncDealerFile(db, { id: siteId, timeZone: site.config.timeZone }, site.file, now);
    loaded += await db.transaction((tx) =>
      seedDealerStock(tx as unknown as Database, site.dealer, site.config, siteId, now),
    );
    searchSites.set(site.slug, { id: siteId, config: site.config });
    if (dataset.sites.length > 1) progress(`  loaded ${site.slug} (${loaded.toLocaleString("en-AU")} vehicles so far)`);
  }
  // Planner statistics as a settled database would have them. VACUUM as well as ANALYZE so
  // PostgreSQL's autovacuum does not wake up on the freshly loaded table in the middle of timing.
  await db.execute(sql`vacuum analyze`);
  return { searchSites, vehicles: loaded };
}
