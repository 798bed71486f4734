import { MAP_SIZE, mapAlt, staticMapUrl, type MapPlace } from "@/features/locations/static-map";

/**
 * The map of these places (static-map.ts): a server-rendered image, no script. Nothing without a key, so the page
 * shows its address card alone.
 */
export function StaticMap({ places, mapKey }: { places: readonly MapPlace[]; mapKey: string | null }) {
  const src = staticMapUrl(places, mapKey);
  if (!src) return null;
  return (
    // eslint-disable-next-line @next/next/no-img-element -- the map provider's image, at its own URL (its host is in the page's policy)
    <img
      src={src}
      alt={mapAlt(places)}
      width={MAP_SIZE.width}
      height={MAP_SIZE.height}
      loading="lazy"
      decoding="async"
      className="h-auto w-full rounded-lg"
      data-testid="location-map"
    />
  );
}
