import { and, eq, notInArray } from "drizzle-orm";
import type { Database } from "@/platform/db/client";
import { dealerships, locations } from "@/platform/db/schema";
import type { DealerFile, DealerFileDealership, DealerFileLocation } from "./dealer-file";
import { localDate } from "./dealer-hours";
import { locationHours } from "./location-hours";

export interface DealerSyncResult {
  dealerships: number;
  locations: number;
  /** Slugs no longer in the file, now hidden from the site (kept: stock and leads point at them). */
  hiddenDealerships: string[];
  hiddenLocations: string[];
}

/** The columns a dealer file owns. Reviews and their totals are not among them: they come from elsewhere. */
function locationColumns(d: DealerFileDealership, l: DealerFileLocation, today: string) {
  return {
    name: l.name,
    primary: l.primary,
    visible: l.visible,
    locationType: l.type,
    locationSubtype: l.subtypes,
    manufacturers: l.manufacturers ?? d.manufacturers,
    street: l.address.street,
    city: l.address.city,
    state: l.address.state,
    postcode: l.address.postcode,
    lat: l.address.lat,
    lng: l.address.lng,
    placeId: l.address.placeId ?? null,
    placeUrl: l.address.placeUrl ?? null,
    phone: l.phone ?? null,
    landlinePhone: l.landlinePhone ?? null,
    email: l.email ?? null,
    reviewUrl: l.reviewUrl ?? null,
    youtubeUrl: l.youtubeUrl ?? null,
    linkedinUrl: l.linkedinUrl ?? null,
    imageUrl: l.imageUrl ?? null,
    ...locationHours(l, today),
    dealerLicenseNumber: l.dealerLicenseNumber ?? null,
    motorVehicleRepairer: l.motorVehicleRepairer ?? null,
  };
}

/**
 * Upserts one site's dealer file, in one transaction, keyed by slug: a dealership or location already
 * there keeps its id (vehicles and leads hold it) and takes the file's values; a new one is added in
 * file order. One no longer in the file is hidden, never deleted, because stock, leads and their
 * history still point at it; putting it back in the file shows it again. Every-year holiday dates are
 * set to their next occurrence as of `now` in the site's time zone, so each start moves them on.
 */
export async function syncDealerFile(
  db: Database,
  site: { id: number; timeZone: string },
  file: DealerFile,
  now = new Date(),
): Promise<DealerSyncResult> {
  const today = localDate(now, site.timeZone);
  return db.transaction(async (t) => {
    const tx = t as unknown as Database;
    const dealershipSlugs: string[] = [];
    const locationSlugs: string[] = [];
    for (const d of file.dealerships) {
      const columns = {
        name: d.name,
        dealerGroup: d.dealerGroup ?? null,
        manufacturers: d.manufacturers,
        leadEmail: d.leadEmail,
        hidden: d.hidden,
      };
      const [row] = await tx
        .insert(dealerships)
        .values({ siteId: site.id, slug: d.slug, ...columns })
        .onConflictDoUpdate({ target: [dealerships.siteId, dealerships.slug], set: columns })
        .returning({ id: dealerships.id });
      dealershipSlugs.push(d.slug);
      for (const l of d.locations) {
        const values = { ...locationColumns(d, l, today), dealershipId: row!.id };
        await tx
          .insert(locations)
          .values({ siteId: site.id, slug: l.slug, ...values })
          .onConflictDoUpdate({ target: [locations.siteId, locations.slug], set: values });
        locationSlugs.push(l.slug);
      }
    }
    const hiddenDealerships = await tx
      .update(dealerships)
      .set({ hidden: true })
      .where(
        and(
          eq(dealerships.siteId, site.id),
          eq(dealerships.hidden, false),
          notInArray(dealerships.slug, dealershipSlugs),
        ),
      )
      .returning({ slug: dealerships.slug });
    const hiddenLocations = await tx
      .update(locations)
      .set({ visible: false })
      .where(and(eq(locations.siteId, site.id), eq(locations.visible, true), notInArray(locations.slug, locationSlugs)))
      .returning({ slug: locations.slug });
    return {
      dealerships: dealershipSlugs.length,
      locations: locationSlugs.length,
      hiddenDealerships: hiddenDealerships.map((r) => r.slug),
      hiddenLocations: hiddenLocations.map((r) => r.slug),
    };
  });
}
