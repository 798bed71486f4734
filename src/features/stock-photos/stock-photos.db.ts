import { and, eq } from "drizzle-orm";
import type { PhotosLayer } from "@/domain/stock-presentation";
import type { VehicleImage } from "@/domain/vehicle-types";
import { can, type Member } from "@/features/staff";
import { arrangedPhotos, changePhotos, EMPTY_PHOTOS_LAYER, type PhotoChange } from "@/features/vehicle";
import { setPresentationLayer } from "@/features/vehicle/index.server";
import { appendAudit } from "@/platform/db/audit-log.db";
import type { Database } from "@/platform/db/client";
import { sites, staffGroupSites, vehicles } from "@/platform/db/schema";

export interface PhotoDeskMember {
  userId: string;
  member: Member;
}

/** A car's photos as the console shows them: every photo in the dealer's order, with which are hidden and main. */
export interface CarPhotos {
  id: number;
  siteId: number;
  siteSlug: string;
  title: string;
  stocknum: string;
  slug: string;
  photos: (VehicleImage & { hidden: boolean; main: boolean; uploaded: boolean })[];
}

/**
 * A car of the member's group they may act on (stock read or update) within their scope, with its feed's photos and its
 * photos layer; null otherwise (the page answers 404 for a car out of scope, as for one that does not exist).
 */
async function carForMember(db: Database, who: PhotoDeskMember, id: number, action: "read" | "update") {
  const [car] = await db
    .select({
      id: vehicles.id,
      siteId: vehicles.siteId,
      siteSlug: sites.slug,
      dealershipId: vehicles.dealershipId,
      locationId: vehicles.locationId,
      year: vehicles.year,
      make: vehicles.make,
      model: vehicles.model,
      stocknum: vehicles.stocknum,
      slug: vehicles.slug,
      images: vehicles.images,
      feedValues: vehicles.feedValues,
      layers: vehicles.layers,
    })
    .from(vehicles)
    .innerJoin(staffGroupSites, eq(staffGroupSites.siteId, vehicles.siteId))
    .innerJoin(sites, eq(sites.id, vehicles.siteId))
    .where(and(eq(vehicles.id, id), eq(staffGroupSites.organizationId, who.member.groupId)));
  if (!car) return null;
  const target = { resource: "stock" as const, groupId: who.member.groupId, ...car };
  if (!can(who.member, action, target)) return null;
  const feedImages = car.feedValues?.images ?? car.images;
  return { ...car, feedImages, layer: car.layers.photos ?? EMPTY_PHOTOS_LAYER };
}

export async function carPhotos(db: Database, who: PhotoDeskMember, id: number): Promise<CarPhotos | null> {
  const car = await carForMember(db, who, id, "read");
  if (!car) return null;
  const hidden = new Set(car.layer.hidden);
  const uploads = new Set(car.layer.uploads.map((image) => image.image_key));
  const main = car.layer.main ?? car.images[0]?.image_key;
  return {
    id: car.id,
    siteId: car.siteId,
    siteSlug: car.siteSlug,
    title: `${car.year} ${car.make} ${car.model}`,
    stocknum: car.stocknum,
    slug: car.slug,
    photos: arrangedPhotos(car.feedImages, car.layer).map((image) => ({
      ...image,
      hidden: hidden.has(image.image_key),
      main: image.image_key === main,
      uploaded: uploads.has(image.image_key),
    })),
  };
}

export type PhotoChangeResult =
  | {
      ok: true;
      layer: PhotosLayer;
      /** The media store key of an uploaded photo this change removed: the caller deletes it once committed. */
      removedObject: string | null;
    }
  | { ok: false; reason: "not-found" | "no-such-photo" };

const UPLOADS = "/media/uploads/";

/** The media store key of an uploaded photo the new layer no longer holds (its URL is /media/<key>). */
function removedUpload(before: PhotosLayer, after: PhotosLayer): string | null {
  const kept = new Set(after.uploads.map((image) => image.image_key));
  const gone = before.uploads.find((image) => !kept.has(image.image_key));
  return gone?.url.startsWith(UPLOADS) ? gone.url.slice("/media/".length) : null;
}

/**
 * Makes one change to a car's photos for a member who may update the car's stock: in one transaction the car is
 * locked, the change made over its current photos layer, what shoppers see written (setPresentationLayer) and the
 * change recorded in the audit log.
 */
export async function changeCarPhotos(
  db: Database,
  who: PhotoDeskMember,
  id: number,
  change: PhotoChange,
): Promise<PhotoChangeResult> {
  return db.transaction(async (tx) => {
    await tx.select({ id: vehicles.id }).from(vehicles).where(eq(vehicles.id, id)).for("update");
    const car = await carForMember(tx, who, id, "update");
    if (!car) return { ok: false, reason: "not-found" };
    const layer = changePhotos(car.feedImages, car.layer, change);
    if (!layer) return { ok: false, reason: "no-such-photo" };
    await setPresentationLayer(tx, id, "photos", layer);
    await appendAudit(tx, {
      groupId: who.member.groupId,
      siteId: car.siteId,
      actorId: who.userId,
      action: `stock.photos.${change.kind}`,
      targetKind: "vehicle",
      targetId: String(id),
      before: { photos: car.layer },
      after: { photos: layer },
    });
    return { ok: true, layer, removedObject: removedUpload(car.layer, layer) };
  });
}
