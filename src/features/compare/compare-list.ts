import { readStoredList } from "@/platform/client/stored-list";
import { isCarSlug } from "@/features/vehicle";

/**
 * The shopper's list of cars to compare: chosen from result cards and vehicle pages, kept on the
 * device by slug. Pure, so the rules are tested without a browser; components/use-compare-list.ts keeps it in storage.
 */

/** A table of more than four cars no longer fits a laptop screen side by side. */
export const COMPARE_MAX = 4;
/** One car is nothing to compare. */
export const COMPARE_MIN = 2;

export const COMPARE_FULL_MESSAGE = `You can compare up to ${COMPARE_MAX} cars. Remove one to add another.`;

export type AddResult = { ok: true; list: string[] } | { ok: false; list: string[]; message: string };

/** Adds the car at the end (the order it was chosen is the table's order); a fifth car is refused, the list kept. */
export function addToCompare(list: readonly string[], slug: string): AddResult {
  if (list.includes(slug)) return { ok: true, list: [...list] };
  if (list.length >= COMPARE_MAX) return { ok: false, list: [...list], message: COMPARE_FULL_MESSAGE };
  return { ok: true, list: [...list, slug] };
}

export const removeFromCompare = (list: readonly string[], slug: string): string[] => list.filter((s) => s !== slug);

/** Comparing needs at least two cars: the bar offers 'Compare (n)' from then on. */
export const canCompare = (list: readonly string[]): boolean => list.length >= COMPARE_MIN;

/**
 * Reads the stored list defensively: storage is the shopper's to edit (and older versions may have written it), so
 * anything malformed gives an empty list, a repeat counts once and only the first four are kept.
 */
export function parseStoredCompare(json: string | null): string[] {
  const slugs = readStoredList(json, isCarSlug) ?? [];
  return [...new Set(slugs)].slice(0, COMPARE_MAX);
}
