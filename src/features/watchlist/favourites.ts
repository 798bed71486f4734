import { readStoredList } from "@/platform/client/stored-list";
import { isSlug } from "@/domain/slug";

/**
 * Favourites kept on the device, for sites that keep no accounts for them (features.favouritesOnDevice):
 * the spec's Favourite entry in localStorage 'favourites'.
 */
export const FAVOURITES_KEY = "favourites";

export interface FavouriteEntry {
  id: number;
  name: string;
  slug: string;
  make: string;
  model: string;
  primary_image_url: string | null;
}

/** Enough for any shopper; keeps what storage holds bounded. */
const FAVOURITES_LIMIT = 100;

/** Newest first; a car already there moves to the front instead of repeating. */
export function addFavourite(list: readonly FavouriteEntry[], car: FavouriteEntry): FavouriteEntry[] {
  return [car, ...list.filter((f) => f.id !== car.id)].slice(0, FAVOURITES_LIMIT);
}

export function removeFavourite(list: readonly FavouriteEntry[], id: number): FavouriteEntry[] {
  return list.filter((f) => f.id !== id);
}

// The slug and the picture become a link and an image on the watchlist page: a car page's slug, and a
// path on this site or an https address (never "//host", "javascript:" or "data:").
const isPicture = (v: unknown) =>
  v === null || (typeof v === "string" && v.length <= 2000 && (/^\/(?![/\\])/.test(v) || v.startsWith("https://")));
const isText = (v: unknown) => typeof v === "string" && v.length <= 200;

function isEntry(value: unknown): value is FavouriteEntry {
  if (typeof value !== "object" || value === null) return false;
  const v = value as Record<string, unknown>;
  return (
    typeof v.id === "number" &&
    Number.isSafeInteger(v.id) &&
    v.id > 0 &&
    isText(v.name) &&
    isSlug(v.slug, 200) &&
    isText(v.make) &&
    isText(v.model) &&
    isPicture(v.primary_image_url ?? null)
  );
}

/**
 * Reads stored JSON defensively: storage is user-controlled, so anything malformed gives [] (the
 * shopper starts afresh rather than seeing a broken list). Extra fields are dropped, repeats trimmed.
 */
export function parseFavourites(json: string | null): FavouriteEntry[] {
  const data = readStoredList(json, isEntry);
  if (!data) return [];
  return data
    .map(({ id, name, slug, make, model, primary_image_url }) => ({
      id,
      name,
      slug,
      make,
      model,
      primary_image_url: primary_image_url ?? null,
    }))
    .reduceRight<FavouriteEntry[]>((list, car) => addFavourite(list, car), []);
}
