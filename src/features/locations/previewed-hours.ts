import type { OpeningHour, SpecialHours } from "@/domain/location-types";
import { parseDealerFile } from "./dealer-file";
import { dealerFileHours, type LocationHours } from "./location-hours";

/**
 * The hours a preview shows from a draft of the site's dealer document, by location slug, derived as a publish derives
 * the rows (location-hours.ts) as of `today`; null when the draft cannot be read (then the preview shows the published
 * hours, as for a draft that would stop the site).
 */
export function draftLocationHours(body: string, today: string): Map<string, LocationHours> | null {
  let data: unknown;
  try {
    data = JSON.parse(body);
  } catch {
    return null;
  }
  const parsed = parseDealerFile("draft", data);
  return parsed.ok ? dealerFileHours(parsed.file, today) : null;
}

/**
 * Locations as a preview shows them: each one the draft names with the draft's hours and special days in place of its
 * published ones; any other field, and a location the draft does not name (or adds, not yet a row), as published.
 */
export function withDraftHours<T extends { slug: string; openingHours: OpeningHour[]; specialHours: SpecialHours[] }>(
  rows: readonly T[],
  draft: ReadonlyMap<string, LocationHours> | null,
): T[] {
  if (!draft) return [...rows];
  return rows.map((row) => {
    const hours = draft.get(row.slug);
    return hours ? { ...row, ...hours } : row;
  });
}
