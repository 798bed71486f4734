import type { LocationFilter, Review } from "@/domain/location-types";
import { wholeNumber } from "@/ui/whole-number";

/**
 * Rules of the location blocks:
 * sorting, distance, star rating, the reviews shown, and where a location's page is.
 */

/** Locations sorted by name unless configured: slugs named in `order` first, in that order, then by name. */
export function sortLocations<T extends { name: string; slug: string }>(
  list: readonly T[],
  order: readonly string[] = [],
) {
  const rank = (l: T) => {
    const i = order.indexOf(l.slug);
    return i === -1 ? order.length : i;
  };
  return [...list].sort((a, b) => rank(a) - rank(b) || a.name.localeCompare(b.name, "en-AU"));
}

/** Earth's mean radius in km, the spec's constant for distances. */
const EARTH_RADIUS_KM = 6371;

/** Great-circle distance in km between two points (haversine). */
export function distanceKm(a: { lat: number; lng: number }, b: { lat: number; lng: number }): number {
  const rad = (deg: number) => (deg * Math.PI) / 180;
  const dLat = rad(b.lat - a.lat);
  const dLng = rad(b.lng - a.lng);
  const h = Math.sin(dLat / 2) ** 2 + Math.cos(rad(a.lat)) * Math.cos(rad(b.lat)) * Math.sin(dLng / 2) ** 2;
  return 2 * EARTH_RADIUS_KM * Math.asin(Math.min(1, Math.sqrt(h)));
}

/** "2.4 km" under 10 km, whole kilometres beyond. */
export function distanceText(km: number): string {
  return km < 10 ? `${km.toFixed(1)} km` : `${wholeNumber(Math.round(km))} km`;
}

/**
 * The star rating: up to 4 full stars plus a partial one, as five fills from 0 to 1. A rating is
 * read between 0 and 5; the fifth star is only ever the partial one.
 */
export function starFills(rating: number | null): number[] {
  const r = Math.min(5, Math.max(0, rating ?? 0));
  const full = Math.min(4, Math.floor(r));
  const partial = Math.round(Math.min(1, r - full) * 100) / 100;
  return Array.from({ length: 5 }, (_, i) => (i < full ? 1 : i === full ? partial : 0));
}

/** Google reviews' full quantity: at most this many are listed. */
const REVIEWS_SHOWN = 12;

/** The reviews shown: none when hidden; rating at least minRating (4); hidden titles out; newest first. */
export function shownReviews(
  reviews: readonly Review[],
  rules: { hidden: boolean; minRating: number; hiddenTitles: readonly string[] },
): Review[] {
  if (rules.hidden) return [];
  const hiddenTitles = new Set(rules.hiddenTitles.map((t) => t.trim().toLowerCase()));
  return reviews
    .filter((r) => r.rating >= rules.minRating && !hiddenTitles.has(r.title.trim().toLowerCase()))
    .sort((a, b) => b.date.localeCompare(a.date))
    .slice(0, REVIEWS_SHOWN);
}

interface Filterable {
  id: number;
  slug: string;
  primary: boolean;
  locationType: string;
  locationSubtype: readonly string[];
}

/** What a location block shows: one of the named filters, or one location by id or slug. */
export function filterLocations<T extends Filterable>(list: readonly T[], filter: LocationFilter | number | string) {
  const serves = (l: T, kind: string) =>
    l.locationType === kind ||
    l.locationSubtype.includes(kind) ||
    ((kind === "service" || kind === "parts") && l.locationSubtype.includes("service-and-parts"));
  return list.filter((l) => {
    switch (filter) {
      case "all":
        return true;
      case "primary":
        return l.primary;
      case "sales":
      case "service":
      case "parts":
        return serves(l, filter);
      case "service-and-parts":
        return serves(l, "service") || serves(l, "parts");
      default:
        return typeof filter === "number" ? l.id === filter : l.slug === filter;
    }
  });
}

/** Where a location's page is: /locations/{location slug}, or the dealership's slug on sites without the flag. */
export function locationHref(l: { slug: string; dealershipSlug: string }, bySlug: boolean): string {
  return `/locations/${bySlug ? l.slug : l.dealershipSlug}`;
}

/**
 * The location a /locations/{slug} page shows: by the location's slug, or (without the flag) the
 * dealership's primary location, else its first by name.
 */
export function locationAt<T extends { slug: string; dealershipSlug: string; primary: boolean; name: string }>(
  list: readonly T[],
  slug: string,
  bySlug: boolean,
): T | null {
  if (bySlug) return list.find((l) => l.slug === slug) ?? null;
  const own = sortLocations(list.filter((l) => l.dealershipSlug === slug));
  return own.find((l) => l.primary) ?? own[0] ?? null;
}

/**
 * The map service's place page for a location, which needs no key: the dealer's own place URL when
 * given, else a Google Maps URL that searches the address (and opens the place when its id is known).
 */
export function mapPlaceUrl(l: { placeUrl: string | null; placeId: string | null; address: string }): string {
  if (l.placeUrl) return l.placeUrl;
  const query = `api=1&query=${encodeURIComponent(l.address)}`;
  return `https://www.google.com/maps/search/?${query}${l.placeId ? `&query_place_id=${encodeURIComponent(l.placeId)}` : ""}`;
}

/**
 * The location whose hours decide whether the dealership is open for the sticky footer: the one
 * answering the site's phone number, else the first primary location, else the first.
 */
export function footerLocation<T extends { phone: string | null; primary: boolean }>(
  list: readonly T[],
  sitePhone: string,
): T | null {
  const digits = (p: string | null) => (p ?? "").replace(/\D/g, "");
  return list.find((l) => digits(l.phone) === digits(sitePhone)) ?? list.find((l) => l.primary) ?? list[0] ?? null;
}
