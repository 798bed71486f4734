import "server-only";
import { cache } from "react";
import { and, asc, eq } from "drizzle-orm";
import { getDb } from "@/platform/db/db.server";
import { dealerships, locations } from "@/platform/db/schema";
import type { CurrentSite } from "@/platform/site/current-site.server";
import { isSlug } from "@/domain/slug";
import { locationAt, sortLocations } from "./location-rules";
import { previewHours } from "./previewed-hours.server";

const LOCATION_SLUG_MAX_LENGTH = 100;

/**
 * Everything the location blocks and pages show of the site's visible locations (cards, hours,
 * reviews, coordinates), with their dealership's slug and name: by name, unless the site configures
 * an order (locationOrder). In a preview, the hours of the draft of the dealer document. Cached per request.
 */
export const locationDetails = cache(async function locationDetails(site: CurrentSite) {
  const db = await getDb();
  const rows = await db
    .select({ location: locations, dealershipSlug: dealerships.slug, dealershipName: dealerships.name })
    .from(locations)
    .innerJoin(dealerships, eq(dealerships.id, locations.dealershipId))
    .where(and(eq(locations.siteId, site.id), eq(locations.visible, true), eq(dealerships.hidden, false)))
    .orderBy(asc(locations.name));
  return sortLocations(
    previewHours(
      site,
      rows.map(({ location, dealershipSlug, dealershipName }) => ({ ...location, dealershipSlug, dealershipName })),
    ),
    site.config.locationOrder,
  );
});
export type LocationDetail = Awaited<ReturnType<typeof locationDetails>>[number];

/** The location a page path names: by its slug, or by its dealership's slug per the site's rule. */
export async function locationForPage(site: CurrentSite, slug: string, bySlug: boolean) {
  if (!isSlug(slug, LOCATION_SLUG_MAX_LENGTH)) return null;
  return locationAt(await locationDetails(site), slug, bySlug);
}

/** The review links of the site's visible locations, with their dealership's name (the review feedback block picks one). */
export async function locationReviewLinks(site: CurrentSite) {
  return (await locationDetails(site)).map(({ name, dealershipName, primary, reviewUrl }) => ({
    name,
    dealershipName,
    primary,
    reviewUrl,
  }));
}
