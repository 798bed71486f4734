import "server-only";
import { cache } from "react";
import { and, asc, eq } from "drizzle-orm";
import { getDb } from "@/platform/db/db.server";
import { dealerships, locations } from "@/platform/db/schema";
import type { CurrentSite } from "@/platform/site/current-site.server";
import { isSlug } from "@/features/vehicle/slug";

const LOCATION_SLUG_MAX_LENGTH = 100;

/** A visible location of this site by slug; another site's location, or a value that is no slug at all
 * (a NUL or other text the database would refuse), is not found. Cached per request: a page's metadata
 * and its body ask for the same row once.
 */
export const locationBySlug = cache(async function locationBySlug(site: CurrentSite, slug: string) {
  if (!isSlug(slug, LOCATION_SLUG_MAX_LENGTH)) return null;
  const db = await getDb();
  const [row] = await db
    .select({ location: locations, dealershipName: dealerships.name })
    .from(locations)
    .innerJoin(dealerships, eq(dealerships.id, locations.dealershipId))
    .where(and(eq(locations.siteId, site.id), eq(locations.slug, slug), eq(locations.visible, true)))
    .limit(1);
  return row ?? null;
});

/** The review links of the site's visible locations (the review feedback block picks one). */
export const locationReviewLinks = cache(async function locationReviewLinks(site: CurrentSite) {
  const db = await getDb();
  return db
    .select({ name: locations.name, primary: locations.primary, reviewUrl: locations.reviewUrl })
    .from(locations)
    .where(and(eq(locations.siteId, site.id), eq(locations.visible, true)));
});

/** The site's visible locations, sorted by name (the spec's default). */
export async function siteLocations(site: CurrentSite) {
  const db = await getDb();
  return db
    .select({
      name: locations.name,
      slug: locations.slug,
      city: locations.city,
      phone: locations.phone,
      locationType: locations.locationType,
    })
    .from(locations)
    .where(and(eq(locations.siteId, site.id), eq(locations.visible, true)))
    .orderBy(asc(locations.name));
}
