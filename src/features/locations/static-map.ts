/**
 * The map shown where locations are (location cards and maps; default zoom 10), when the site configures a maps key. It is a static map image (Google's Maps
 * Static API): an <img> rendered on the server, with no script in the page, one marker per location shown. The key is a
 * browser key (the provider restricts it to the site's hosts); it is part of the image's URL, as every client map's is.
 */
const MAP_ZOOM = 10;
/** The map provider's origin: a page's Content-Security-Policy allows images from it only on a site with a maps key. */
export const MAP_IMAGE_ORIGIN = "https://maps.googleapis.com";
export const MAP_SIZE = { width: 640, height: 320 } as const;

export interface MapPlace {
  name: string;
  lat: number;
  lng: number;
}

/** The site's maps key: the environment variable its configuration names (maps.keyEnv), when that is set. */
export function mapsKey(
  maps: { keyEnv: string } | null,
  env: Readonly<Record<string, string | undefined>>,
): string | null {
  const key = maps ? env[maps.keyEnv]?.trim() : undefined;
  return key ? key : null;
}

/** The image origins a site's pages may load beyond their own: the map provider's, only where there is a key. */
export function mapImageOrigins(
  maps: { keyEnv: string } | null,
  env: Readonly<Record<string, string | undefined>>,
): string[] {
  return mapsKey(maps, env) ? [MAP_IMAGE_ORIGIN] : [];
}

const coordinate = (n: number) => n.toFixed(6);

/**
 * The static map of these places: centred between them at zoom 10, a marker on each (a place without finite
 * coordinates is left out); null when there is no key or nothing to mark (the page shows the address card alone).
 */
export function staticMapUrl(places: readonly MapPlace[], key: string | null): string | null {
  const marked = places.filter((p) => Number.isFinite(p.lat) && Number.isFinite(p.lng));
  if (!key || marked.length === 0) return null;
  const lat = marked.reduce((sum, p) => sum + p.lat, 0) / marked.length;
  const lng = marked.reduce((sum, p) => sum + p.lng, 0) / marked.length;
  const query = new URLSearchParams({
    center: `${coordinate(lat)},${coordinate(lng)}`,
    zoom: String(MAP_ZOOM),
    size: `${MAP_SIZE.width}x${MAP_SIZE.height}`,
    scale: "2",
  });
  for (const p of marked) query.append("markers", `${coordinate(p.lat)},${coordinate(p.lng)}`);
  query.set("key", key);
  return `${MAP_IMAGE_ORIGIN}/maps/api/staticmap?${query}`;
}

/** The map's text alternative: which places it marks. */
export function mapAlt(places: readonly MapPlace[]): string {
  const names = places.map((p) => p.name);
  const list = names.length <= 1 ? (names[0] ?? "") : `${names.slice(0, -1).join(", ")} and ${names.at(-1)}`;
  return `Map showing ${list}`;
}
