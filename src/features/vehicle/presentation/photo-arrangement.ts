import type { PhotosLayer } from "@/domain/stock-presentation";
import type { VehicleImage } from "@/domain/vehicle-types";

/**
 * Every photo a car has, in the dealer's order: the feed's photos and the uploads, arranged ones first as ordered,
 * then any not yet arranged in the order they came (a new feed photo appends). A key that no longer names a photo (a
 * feed photo the feed dropped) is simply passed over. Hidden photos are still listed: the console shows them.
 */
export function arrangedPhotos(feed: readonly VehicleImage[], layer: PhotosLayer): VehicleImage[] {
  const all = new Map<string, VehicleImage>();
  for (const image of [...feed, ...layer.uploads]) if (!all.has(image.image_key)) all.set(image.image_key, image);
  const ordered: VehicleImage[] = [];
  for (const key of layer.order) {
    const image = all.get(key);
    if (image) {
      ordered.push(image);
      all.delete(key);
    }
  }
  return [...ordered, ...all.values()];
}

/** What shoppers see: the arranged photos without the hidden ones, the main one first (when it is shown). */
export function shownPhotos(feed: readonly VehicleImage[], layer: PhotosLayer): VehicleImage[] {
  const hidden = new Set(layer.hidden);
  const shown = arrangedPhotos(feed, layer).filter((image) => !hidden.has(image.image_key));
  const main = shown.findIndex((image) => image.image_key === layer.main);
  if (main > 0) shown.unshift(...shown.splice(main, 1));
  return shown;
}

export const EMPTY_PHOTOS_LAYER: PhotosLayer = { order: [], hidden: [], main: null, uploads: [] };

/** One change the console makes to a car's photos. */
export type PhotoChange =
  | { kind: "move"; key: string; by: -1 | 1 }
  | { kind: "place"; order: string[] }
  | { kind: "hide" | "show" | "main" | "remove"; key: string }
  | { kind: "upload"; image: VehicleImage };

/**
 * A photos layer with one change made, or null when the change names no photo of the car. Moving and placing write
 * the whole order down (so later feed photos append after it); hiding the main photo leaves no main; removing is for
 * uploads only (a feed photo is hidden, not removed: the feed would send it again).
 */
export function changePhotos(
  feed: readonly VehicleImage[],
  layer: PhotosLayer,
  change: PhotoChange,
): PhotosLayer | null {
  const keys = arrangedPhotos(feed, layer).map((image) => image.image_key);
  if (change.kind === "upload") {
    if (keys.includes(change.image.image_key)) return null;
    return { ...layer, uploads: [...layer.uploads, change.image], order: [...keys, change.image.image_key] };
  }
  if (change.kind === "place") {
    const wanted = change.order.filter((key, i) => keys.includes(key) && change.order.indexOf(key) === i);
    if (wanted.length === 0) return null;
    return { ...layer, order: [...wanted, ...keys.filter((key) => !wanted.includes(key))] };
  }
  const at = keys.indexOf(change.key);
  if (at < 0) return null;
  switch (change.kind) {
    case "move": {
      const to = at + change.by;
      if (to < 0 || to >= keys.length) return { ...layer, order: keys };
      [keys[at], keys[to]] = [keys[to]!, keys[at]!];
      return { ...layer, order: keys };
    }
    case "hide":
      return {
        ...layer,
        hidden: [...new Set([...layer.hidden, change.key])],
        main: layer.main === change.key ? null : layer.main,
      };
    case "show":
      return { ...layer, hidden: layer.hidden.filter((key) => key !== change.key) };
    case "main":
      return { ...layer, main: change.key, hidden: layer.hidden.filter((key) => key !== change.key) };
    case "remove": {
      if (!layer.uploads.some((image) => image.image_key === change.key)) return null;
      const drop = (key: string) => key !== change.key;
      return {
        order: layer.order.filter(drop),
        hidden: layer.hidden.filter(drop),
        main: layer.main === change.key ? null : layer.main,
        uploads: layer.uploads.filter((image) => drop(image.image_key)),
      };
    }
  }
}
