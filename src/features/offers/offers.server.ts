import "server-only";
import { cache } from "react";
import { eq, or, isNull, and } from "drizzle-orm";
import { getDb } from "@/platform/db/db.server";
import { manufacturers, models, offers } from "@/platform/db/schema";
import type { CurrentSite } from "@/platform/site/current-site.server";
import { offerVisibleOnSite } from "./offer-visibility";

const offerColumns = {
  offer: offers,
  manufacturerSlug: manufacturers.slug,
  manufacturerName: manufacturers.name,
  modelName: models.name,
  modelSlug: models.slug,
};

/** An offer shown on this site, by id; another site's (or an expired) offer is not found. Cached per request:
 * a page's metadata and its body ask for the same row once.
 */
export const offerForSite = cache(async function offerForSite(site: CurrentSite, id: number, now = new Date()) {
  const db = await getDb();
  const [row] = await db
    .select(offerColumns)
    .from(offers)
    .leftJoin(manufacturers, eq(manufacturers.id, offers.manufacturerId))
    .leftJoin(models, eq(models.id, offers.modelId))
    .where(eq(offers.id, id))
    .limit(1);
  if (!row) return null;
  return offerVisibleOnSite(
    { ...row.offer, manufacturerSlug: row.manufacturerSlug },
    { id: site.id, manufacturer: site.config.manufacturer },
    now,
  )
    ? row
    : null;
});

/** Offers shown on this site now. */
export async function siteOffers(site: CurrentSite, now = new Date()) {
  const db = await getDb();
  const rows = await db
    .select(offerColumns)
    .from(offers)
    .leftJoin(manufacturers, eq(manufacturers.id, offers.manufacturerId))
    .leftJoin(models, eq(models.id, offers.modelId))
    .where(
      or(
        eq(offers.siteId, site.id),
        and(isNull(offers.siteId), eq(manufacturers.slug, site.config.manufacturer ?? "")),
      ),
    );
  return rows.filter((r) =>
    offerVisibleOnSite(
      { ...r.offer, manufacturerSlug: r.manufacturerSlug },
      { id: site.id, manufacturer: site.config.manufacturer },
      now,
    ),
  );
}
