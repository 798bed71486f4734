import { count, eq, inArray, sql } from "drizzle-orm";
import type { SiteConfig } from "@/platform/site/config-schema";
import type { Database } from "@/platform/db/client";
import { dealerships, locations, manufacturers, models, offers, sites, vehicles } from "@/platform/db/schema";
import { DEMO_DEALERS, type DemoDealer } from "@demo/demo-dealers";
import { generateDealerStock } from "@demo/dealer-stock";
import { DEMO_OFFERS, manufacturerRows, modelRows } from "@demo/catalogue-rows";
import { upcomingSpecialHours, weekHours } from "@demo/opening-hours";
import { seededRandom, seedFrom } from "@demo/random";
import { demoReviews } from "@demo/reviews";
import { formatAddress } from "@/features/locations/address";

const DAY = 86_400_000;
const CHUNK = 250;

/** Upserts one row per configured site, keyed by slug; returns slug -> id. */
export async function syncSites(db: Database, configs: readonly SiteConfig[]): Promise<Map<string, number>> {
  for (const c of configs) {
    await db
      .insert(sites)
      .values({ slug: c.slug, name: c.name, template: c.template, brand: c.brand })
      .onConflictDoUpdate({
        target: sites.slug,
        set: { name: c.name, template: c.template, brand: c.brand, updatedAt: new Date() },
      });
  }
  const rows = await db.select({ id: sites.id, slug: sites.slug }).from(sites);
  return new Map(rows.map((r) => [r.slug, r.id]));
}

/** Manufacturers and the model line-up are shared by all sites; inserted once. */
async function seedCatalogue(db: Database): Promise<Map<string, number>> {
  await db.insert(manufacturers).values(manufacturerRows()).onConflictDoNothing();
  const makers = await db.select({ id: manufacturers.id, name: manufacturers.name }).from(manufacturers);
  const byName = new Map(makers.map((m) => [m.name, m.id]));
  const [existing] = await db.select({ n: count() }).from(models);
  if ((existing?.n ?? 0) === 0) {
    const rows = modelRows().map(({ make, ...row }) => ({ ...row, manufacturerId: byName.get(make)! }));
    await db.insert(models).values(rows);
  }
  return byName;
}

async function seedOffers(
  db: Database,
  siteSlug: string | null,
  siteIds: Map<string, number>,
  makers: Map<string, number>,
  now: Date,
) {
  for (const offer of DEMO_OFFERS.filter((o) => o.site === siteSlug)) {
    const manufacturerId = offer.make ? (makers.get(offer.make) ?? null) : null;
    const [model] =
      manufacturerId && offer.model
        ? await db
            .select({ id: models.id })
            .from(models)
            .where(sql`${models.manufacturerId} = ${manufacturerId} and ${models.slug} = ${offer.model}`)
        : [];
    await db.insert(offers).values({
      siteId: offer.site ? siteIds.get(offer.site)! : null,
      manufacturerId,
      modelId: model?.id ?? null,
      name: offer.name,
      description: offer.description,
      sanitizedDescription: offer.description.replace(/<[^>]+>/g, ""),
      disclaimer: offer.disclaimer,
      imageUrl: null,
      carTypes: offer.carTypes,
      startsAt: new Date(now.getTime() + offer.startsInDays * DAY),
      expiresAt: new Date(now.getTime() + (offer.startsInDays + offer.lastsDays) * DAY),
      excludedWebsiteIds: offer.excludedSites.map((s) => siteIds.get(s)!).filter(Boolean),
    });
  }
}

/** One dealer: dealerships, locations (hours, reviews) and its generated stock. Returns the vehicle count. */
export async function seedDealer(
  db: Database,
  dealer: DemoDealer,
  config: SiteConfig,
  siteId: number,
  now: Date,
): Promise<number> {
  const random = seededRandom(seedFrom(`${dealer.site}:places`));
  const dealershipIds = new Map<string, number>();
  const locationIds = new Map<string, number>();
  for (const d of dealer.dealerships) {
    const [row] = await db
      .insert(dealerships)
      .values({
        siteId,
        name: d.name,
        slug: d.slug,
        dealerGroup: d.dealerGroup,
        manufacturers: d.manufacturers,
        leadEmail: d.leadEmail,
      })
      .returning({ id: dealerships.id });
    dealershipIds.set(d.slug, row!.id);
    for (const l of d.locations) {
      const department = l.type === "" ? "sales" : l.type;
      const { reviews, averageRating, reviewCount } = demoReviews(random, now);
      const [loc] = await db
        .insert(locations)
        .values({
          siteId,
          dealershipId: row!.id,
          name: l.name,
          slug: l.slug,
          primary: l.primary,
          locationType: l.type,
          locationSubtype: l.subtypes,
          manufacturers: d.manufacturers,
          street: l.street,
          city: l.city,
          state: l.state,
          postcode: l.postcode,
          lat: l.lat,
          lng: l.lng,
          phone: l.phone,
          landlinePhone: l.phone,
          email: l.email,
          placeUrl: `https://maps.example/?q=${encodeURIComponent(formatAddress(l))}`,
          openingHours: weekHours(l.week, department),
          // Only some locations publish holiday hours, so the hours modal shows only where they apply.
          specialHours: l.primary || l.type === "service" ? upcomingSpecialHours(now, l.name) : [],
          averageRating,
          reviewCount,
          reviews,
          dealerLicenseNumber: l.licence,
          motorVehicleRepairer: l.type === "service" ? l.licence : null,
        })
        .returning({ id: locations.id });
      locationIds.set(l.slug, loc!.id);
    }
    const totals = await db
      .select({ avg: sql<number>`avg(${locations.averageRating})`, n: sql<number>`sum(${locations.reviewCount})` })
      .from(locations)
      .where(eq(locations.dealershipId, row!.id));
    await db
      .update(dealerships)
      .set({ averageRating: Number(totals[0]?.avg ?? 0), reviewCount: Number(totals[0]?.n ?? 0) })
      .where(eq(dealerships.id, row!.id));
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
 * Seeds the demo dealers whose sites are configured and still empty. Safe to run on every start:
 * a site that already has dealerships is left as it is.
 */
export async function seedDemoData(db: Database, configs: readonly SiteConfig[], now = new Date()) {
  const siteIds = await syncSites(db, configs);
  const seeded: { site: string; vehicles: number }[] = [];
  const configured = DEMO_DEALERS.filter((d) => siteIds.has(d.site));
  if (configured.length === 0) return seeded;
  const populated = await db
    .selectDistinct({ siteId: dealerships.siteId })
    .from(dealerships)
    .where(
      inArray(
        dealerships.siteId,
        configured.map((d) => siteIds.get(d.site)!),
      ),
    );
  const done = new Set(populated.map((p) => p.siteId));
  const todo = configured.filter((d) => !done.has(siteIds.get(d.site)!));
  if (todo.length === 0) return seeded;
  const makers = await seedCatalogue(db);
  const [networkOffers] = await db
    .select({ n: count() })
    .from(offers)
    .where(sql`${offers.siteId} is null`);
  if ((networkOffers?.n ?? 0) === 0) await seedOffers(db, null, siteIds, makers, now);
  for (const dealer of todo) {
    const config = configs.find((c) => c.slug === dealer.site)!;
    const n = await db.transaction(async (tx) => {
      const inserted = await seedDealer(tx as unknown as Database, dealer, config, siteIds.get(dealer.site)!, now);
      await seedOffers(tx as unknown as Database, dealer.site, siteIds, makers, now);
      return inserted;
    });
    seeded.push({ site: dealer.site, vehicles: n });
  }
  return seeded;
}
