"use server";
import "server-only";
import { randomBytes } from "node:crypto";
import { notFound, redirect } from "next/navigation";
import type { PhotoChange } from "@/features/vehicle";
import { requireStaff } from "@/features/staff/index.server";
import { getDb } from "@/platform/db/db.server";
import { mediaStore } from "@/platform/media/index.server";
import type { PhotoOutcome } from "./photo-messages";
import { MAX_PHOTO_BYTES, preparePhoto } from "./photo-upload.server";
import { changeCarPhotos, carPhotos, type PhotoDeskMember } from "./stock-photos.db";

const ID = /^[1-9]\d{0,9}$/;
/** An image_key as feeds and uploads make them. */
const KEY = /^[A-Za-z0-9._:-]{1,200}$/;

async function actingMember(): Promise<PhotoDeskMember> {
  const staff = await requireStaff();
  const membership = staff.memberships[0];
  if (!membership) notFound();
  return { userId: staff.userId, member: membership.member };
}

function carId(form: FormData): number {
  const value = form.get("carId");
  if (typeof value !== "string" || !ID.test(value) || Number(value) > 2 ** 31 - 1) notFound();
  return Number(value);
}

function back(id: number, outcome: PhotoOutcome, key?: string): never {
  redirect(`/stock/${id}/photos?outcome=${outcome}${key ? `#photo-${encodeURIComponent(key)}` : ""}`);
}

const DONE: Record<Exclude<PhotoChange["kind"], "upload">, PhotoOutcome> = {
  move: "moved",
  place: "placed",
  hide: "hidden",
  show: "shown",
  main: "main",
  remove: "removed",
};

async function apply(who: PhotoDeskMember, id: number, change: Exclude<PhotoChange, { kind: "upload" }>, key?: string) {
  const result = await changeCarPhotos(await getDb(), who, id, change);
  if (!result.ok) {
    if (result.reason === "not-found") notFound();
    back(id, "no-such-photo");
  }
  if (result.removedObject) await deleteRemovedPhoto(result.removedObject);
  back(id, DONE[change.kind], key);
}

/**
 * A removed upload leaves the media store once the removal is committed, so its URL no longer serves it. If the store
 * cannot delete it now, the removal still stands (the photo is off the car); the object is named in the log to delete.
 */
async function deleteRemovedPhoto(key: string): Promise<void> {
  try {
    await mediaStore().delete(key);
  } catch (err) {
    console.error(`stock photos: a removed photo stays in the media store (${key}): ${(err as Error).message}`);
  }
}

/**
 * A photo's buttons (Move up, Move down, Hide, Show, Make main, Remove): one form post each, so they work without JS.
 * Each button is its own form; its "change" field names the change and the photo ("up:<image_key>").
 */
export async function photoChangeForm(form: FormData): Promise<void> {
  const who = await actingMember();
  const id = carId(form);
  const pressed = form.get("change");
  const split = typeof pressed === "string" ? pressed.indexOf(":") : -1;
  const kind = split > 0 ? (pressed as string).slice(0, split) : "";
  const key = split > 0 ? (pressed as string).slice(split + 1) : "";
  if (!KEY.test(key)) back(id, "no-such-photo");
  if (kind === "up" || kind === "down") return apply(who, id, { kind: "move", key, by: kind === "up" ? -1 : 1 }, key);
  if (kind === "hide" || kind === "show" || kind === "main" || kind === "remove") return apply(who, id, { kind, key });
  back(id, "no-such-photo");
}

/** The drag list's new order (image keys, one "order" field each, top first). */
export async function placePhotosForm(form: FormData): Promise<void> {
  const who = await actingMember();
  const id = carId(form);
  const order = form.getAll("order").filter((key): key is string => typeof key === "string" && KEY.test(key));
  return apply(who, id, { kind: "place", order: order.slice(0, 500) });
}

/**
 * Uploading a photo: the member's right to change the car is checked before the file is read; the file is judged by
 * decoding it, kept in the media store under a random name, then added to the car's photos.
 */
export async function uploadPhotoForm(form: FormData): Promise<void> {
  const who = await actingMember();
  const id = carId(form);
  const car = await carPhotos(await getDb(), who, id);
  if (!car) notFound();
  const file = form.get("photo");
  if (!(file instanceof File) || file.size === 0) back(id, "empty");
  if (file.size > MAX_PHOTO_BYTES) back(id, "too-large");
  const prepared = await preparePhoto(Buffer.from(await file.arrayBuffer()));
  if (!prepared.ok) back(id, prepared.problem);
  const name = `${randomBytes(12).toString("hex")}.jpg`;
  await mediaStore().put(`uploads/${name}`, prepared.jpeg, "image/jpeg");
  const image = {
    image_key: `upload-${name.slice(0, -4)}`,
    url: `/media/uploads/${name}`,
    width: prepared.width,
    height: prepared.height,
    alt: `${car.title}, photo ${car.photos.length + 1}`,
  };
  const result = await changeCarPhotos(await getDb(), who, id, { kind: "upload", image });
  if (!result.ok) {
    await mediaStore().delete(`uploads/${name}`);
    if (result.reason === "not-found") notFound();
    back(id, "no-such-photo");
  }
  back(id, "uploaded", image.image_key);
}
