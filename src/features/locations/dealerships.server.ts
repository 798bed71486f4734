import "server-only";
import { cache } from "react";
import { and, asc, eq } from "drizzle-orm";
import { getDb } from "@/platform/db/db.server";
import { dealerships, locations } from "@/platform/db/schema";
import { locationAddressColumns } from "@/platform/db/location-address.db";
import type { CurrentSite } from "@/platform/site/current-site.server";
import { previewHours } from "./previewed-hours.server";

/**
 * The repository of a site's dealerships and locations as other features read them (the lead forms:
 * which location, which dealership, where its leads go, its hours for test-drive times). They are
 * written only by the dealer-file upsert (dealer-sync.db.ts). Cached per request.
 */

const locationColumns = {
  id: locations.id,
  slug: locations.slug,
  name: locations.name,
  dealershipId: locations.dealershipId,
  phone: locations.phone,
  email: locations.email,
  ...locationAddressColumns,
  locationType: locations.locationType,
  openingHours: locations.openingHours,
  specialHours: locations.specialHours,
};

/** The site's visible locations, by name; in a preview, with the hours of the draft of the dealer document. */
export const leadLocations = cache(async function leadLocations(site: CurrentSite) {
  const db = await getDb();
  const rows = await db
    .select(locationColumns)
    .from(locations)
    .where(and(eq(locations.siteId, site.id), eq(locations.visible, true)))
    .orderBy(asc(locations.name));
  return previewHours(site, rows);
});
export type LeadLocation = Awaited<ReturnType<typeof leadLocations>>[number];

/** Every dealership of the site (hidden ones still receive leads for their own cars). */
export const leadDealerships = cache(async function leadDealerships(site: CurrentSite) {
  const db = await getDb();
  return db
    .select({
      id: dealerships.id,
      slug: dealerships.slug,
      name: dealerships.name,
      leadEmail: dealerships.leadEmail,
      hidden: dealerships.hidden,
    })
    .from(dealerships)
    .where(eq(dealerships.siteId, site.id))
    .orderBy(asc(dealerships.name));
});
export type LeadDealership = Awaited<ReturnType<typeof leadDealerships>>[number];
