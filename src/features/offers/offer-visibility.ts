import type { CarType } from "@/domain/vehicle-kinds";

/**
 * When an offer or a promo card shows: only inside its
 * start and expiry window, written with its time-zone offset, and only for the car types it names;
 * a strict one only where every car type being shown is one it names.
 */
export interface ShowingRules {
  startsAt: string | null;
  expiresAt: string | null;
  carTypes: readonly CarType[];
  strictCarTypes: boolean;
}

/** Inside the window: from its start (inclusive) to its expiry (exclusive), compared as instants. */
export function inShowingWindow(item: Pick<ShowingRules, "startsAt" | "expiresAt">, now: Date): boolean {
  if (item.startsAt && Date.parse(item.startsAt) > now.getTime()) return false;
  return !(item.expiresAt && Date.parse(item.expiresAt) <= now.getTime());
}

/**
 * For the car types being shown (a search's car types, or everything a site sells): an item naming
 * none shows everywhere; otherwise it needs one shown type in common, or, strictly, all of them.
 */
export function showsForCarTypes(
  item: Pick<ShowingRules, "carTypes" | "strictCarTypes">,
  shown: readonly CarType[],
): boolean {
  if (item.carTypes.length === 0) return true;
  if (shown.length === 0) return !item.strictCarTypes;
  return item.strictCarTypes
    ? shown.every((t) => item.carTypes.includes(t))
    : shown.some((t) => item.carTypes.includes(t));
}

export function isShowing(item: ShowingRules, shown: readonly CarType[], now: Date): boolean {
  return inShowingWindow(item, now) && showsForCarTypes(item, shown);
}

/**
 * The car types a search shows: those its car_type refinement asks for (of the types the site sells),
 * else every type the site sells.
 */
export function searchCarTypes(requested: readonly string[] | undefined, siteTypes: readonly CarType[]): CarType[] {
  const asked = siteTypes.filter((t) => requested?.includes(t));
  return asked.length > 0 ? asked : [...siteTypes];
}
