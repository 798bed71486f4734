import path from "node:path";
import { eq, inArray, sql } from "drizzle-orm";
import type { SiteConfig } from "@/platform/site/config-schema";
import type { Database } from "@/platform/db/client";
import { dealerships, locations, manufacturers, vehicles } from "@/platform/db/schema";
import { MAKES } from "@demo/catalogue";
import { syncSites } from "@/platform/db/sync-sites";
import type { DealerFile } from "@/features/locations/dealer-file";
import { loadDealerFiles } from "@/features/locations/dealer-files";
import { syncDealerFile } from "@/features/locations/dealer-sync.db";
import { DEMO_STOCK_PLANS, demoDealer, type DemoDealer } from "@demo/demo-dealers";
import { generateDealerStock } from "@demo/dealer-stock";
import { seededRandom, seedFrom } from "@demo/random";
import { demoReviews } from "@demo/reviews";

/**
 * DEMO DATA. Everything here is invented, for the four demo dealers only: their generated stock, their
 * locations' reviews and lender estimates. Their models, offers and pages are content files (sites/content/), as any dealer's are. Their dealerships and locations
 * are not made here: like any dealer's they come from `sites/dealers/*.json`. `npm start` runs this for
 * the demo sites whose stock is empty; a deployment sets SEED_DEMO=false to skip it.
 */

const CHUNK = 250;

/** Every make in the demo catalogue, for its logo and a car's manufacturer_slug; inserted once. */
async function seedMakes(db: Database) {
  await db
    .insert(manufacturers)
    .values(MAKES.map((m) => ({ name: m.make, slug: m.slug, logoUrl: `/media/makes/${m.slug}.svg` })))
    .onConflictDoNothing();
}

/**
 * One demo dealer whose dealer file is already synced: its locations' invented reviews and its
 * generated stock. Returns the vehicle count.
 */
export async function seedDealerStock(
  db: Database,
  dealer: DemoDealer,
  config: SiteConfig,
  siteId: number,
  now: Date,
): Promise<number> {
  const random = seededRandom(seedFrom(`${dealer.site}:places`));
  const places = await db
    .select({ id: locations.id, slug: locations.slug, dealershipId: locations.dealershipId })
    .from(locations)
    .where(eq(locations.siteId, siteId));
  const outlets = await db
    .select({ id: dealerships.id, slug: dealerships.slug })
    .from(dealerships)
    .where(eq(dealerships.siteId, siteId));
  const locationIds = new Map(places.map((p) => [p.slug, p.id]));
  const dealershipIds = new Map(outlets.map((d) => [d.slug, d.id]));
  for (const d of dealer.dealerships) {
    // In dealer-file order, so the seeded random reviews are the same on every fresh seed.
    for (const l of d.locations) {
      await db
        .update(locations)
        .set(demoReviews(random, now))
        .where(eq(locations.id, locationIds.get(l.slug)!));
    }
    const totals = await db
      .select({ avg: sql<number>`avg(${locations.averageRating})`, n: sql<number>`sum(${locations.reviewCount})` })
      .from(locations)
      .where(eq(locations.dealershipId, dealershipIds.get(d.slug)!));
    await db
      .update(dealerships)
      .set({ averageRating: Number(totals[0]?.avg ?? 0), reviewCount: Number(totals[0]?.n ?? 0) })
      .where(eq(dealerships.id, dealershipIds.get(d.slug)!));
  }
  const { provider, lenderType } = config.finance;
  const stock = generateDealerStock(dealer, {
    now,
    lender: provider && lenderType ? { provider, type: lenderType } : null,
  });
  const rows = stock.map(({ dealershipSlug, locationSlug, ...v }) => ({
    ...v,
    siteId,
    dealershipId: dealershipIds.get(dealershipSlug)!,
    locationId: locationIds.get(locationSlug)!,
  }));
  for (let i = 0; i < rows.length; i += CHUNK) await db.insert(vehicles).values(rows.slice(i, i + CHUNK));
  return rows.length;
}

/**
 * Seeds the demo sites that are configured, have their dealer file synced, and have no stock yet.
 * Safe to run on every start: a site with stock is left as it is.
 */
export async function seedDemoStock(
  db: Database,
  configs: readonly SiteConfig[],
  dealerFiles: ReadonlyMap<string, DealerFile>,
  now = new Date(),
) {
  const siteIds = await syncSites(db, configs);
  const seeded: { site: string; vehicles: number }[] = [];
  const configured = DEMO_STOCK_PLANS.filter((p) => siteIds.has(p.site) && dealerFiles.has(p.site));
  if (configured.length === 0) return seeded;
  const stocked = await db
    .selectDistinct({ siteId: vehicles.siteId })
    .from(vehicles)
    .where(
      inArray(
        vehicles.siteId,
        configured.map((p) => siteIds.get(p.site)!),
      ),
    );
  const done = new Set(stocked.map((s) => s.siteId));
  const todo = configured.filter((p) => !done.has(siteIds.get(p.site)!));
  if (todo.length === 0) return seeded;
  await seedMakes(db);
  for (const plan of todo) {
    const config = configs.find((c) => c.slug === plan.site)!;
    const dealer = demoDealer(plan, dealerFiles.get(plan.site)!);
    const n = await db.transaction(async (tx) =>
      seedDealerStock(tx as unknown as Database, dealer, config, siteIds.get(plan.site)!, now),
    );
    seeded.push({ site: plan.site, vehicles: n });
  }
  return seeded;
}

/**
 * The demo dealers as tests and benchmarks want them in a fresh database: onboarded from the
 * repository's dealer files (the path a real dealer takes), then given their demo stock.
 */
export async function seedDemoData(db: Database, configs: readonly SiteConfig[], now = new Date()) {
  const siteIds = await syncSites(db, configs);
  const { dealers, problems } = loadDealerFiles(path.resolve(import.meta.dirname, "../sites"), configs);
  if (problems.length > 0) throw new Error(`dealer files are invalid: ${JSON.stringify(problems)}`);
  for (const config of configs) {
    const file = dealers.get(config.slug);
    if (file) await syncDealerFile(db, { id: siteIds.get(config.slug)!, timeZone: config.timeZone }, file, now);
  }
  return seedDemoStock(db, configs, dealers, now);
}
