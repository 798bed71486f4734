import { isCarSlug } from "@/features/vehicle";
import { COMPARE_MAX } from "./compare-list";

/**
 * The shareable form of a comparison: `/compare?cars=slug-a,slug-b[,…]`. The page renders from this URL alone, so the
 * same link shows the same table to anyone, with or without the sender's device list.
 */
const COMPARE_PATH = "/compare";

/** The URL of a comparison (slugs are lower-case letters, digits and hyphens: nothing to escape). */
export const compareHref = (slugs: readonly string[]): string => `${COMPARE_PATH}?cars=${slugs.join(",")}`;

export interface CompareRequest {
  /** The cars to look up, in the link's order: well-formed, each once, at most four. */
  slugs: string[];
  /** Entries that cannot be a car's slug (dropped without a query). */
  malformed: number;
  /** Well-formed cars beyond the fourth, left out. */
  overLimit: number;
}

/**
 * Reads `cars`: comma-separated slugs (a repeated `cars` parameter reads as one list). Empty entries and repeats are
 * dropped silently, malformed entries are dropped and counted, and a link naming more than four cars is trimmed to its
 * first four with a note rather than refused: a hand-edited or old link still shows a comparison. Which cars exist on
 * the site is for the database to say (unknown, hidden and other sites' cars are left out there).
 */
export function parseCompareCars(raw: string | readonly string[] | undefined): CompareRequest {
  const entries = (typeof raw === "string" ? [raw] : (raw ?? []))
    .flatMap((value) => value.split(","))
    .map((entry) => entry.trim())
    .filter((entry) => entry !== "");
  const wellFormed = [...new Set(entries.filter(isCarSlug))];
  return {
    slugs: wellFormed.slice(0, COMPARE_MAX),
    malformed: entries.filter((entry) => !isCarSlug(entry)).length,
    overLimit: Math.max(0, wellFormed.length - COMPARE_MAX),
  };
}

const cars = (n: number) => (n === 1 ? "1 car" : `${n} cars`);

/**
 * What the page says about cars a link named but the table leaves out. A car that is unknown, hidden, another site's
 * or malformed is one case to the shopper (it cannot be found here): telling them apart would tell a stranger which
 * slugs exist on which site.
 */
export function leftOutNotes(request: CompareRequest, found: number): string[] {
  const missing = request.malformed + request.slugs.length - found;
  const notes: string[] = [];
  if (missing > 0)
    notes.push(
      `${cars(missing)} in this link could not be found (${missing === 1 ? "it may have been sold and removed, or it is" : "they may have been sold and removed, or they are"} not listed on this site), so ${missing === 1 ? "it was" : "they were"} left out.`,
    );
  if (request.overLimit > 0)
    notes.push(
      `This link names more than ${COMPARE_MAX} cars: the first ${COMPARE_MAX} are compared, and ${request.overLimit} more ${request.overLimit === 1 ? "car was" : "cars were"} left out.`,
    );
  return notes;
}
