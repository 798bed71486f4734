import type { Database } from "@/platform/db/client";
import { vehicles } from "@/platform/db/schema";
import { baseStockFilter, type StockSite } from "@/features/vehicle/index.server";
import type { SitemapVehicle } from "./sitemap-urls";

/**
 * The cars a site's sitemap lists: those the site lists now, by the search's own default stock filter (a sold car only
 * while the site still shows it), with what their URL, landing pages and lastmod need.
 */
export async function sitemapVehicles(
  db: Database,
  site: StockSite,
  now: Date,
): Promise<(SitemapVehicle & { soldAt: Date | null })[]> {
  return db
    .select({
      slug: vehicles.slug,
      updatedAt: vehicles.updatedAt,
      carType: vehicles.carType,
      makeSlug: vehicles.makeSlug,
      modelSlug: vehicles.modelSlug,
      body: vehicles.body,
      soldAt: vehicles.soldAt,
    })
    .from(vehicles)
    .where(baseStockFilter(site, now));
}
