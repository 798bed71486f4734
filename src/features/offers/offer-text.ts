/**
 * Offer text on cards and pages (dealer-configuration.md §4 'Text collapse', §9): a card cuts the
 * description at 160 characters and the disclaimer at 200, each with a toggle to read the rest.
 */
export const DESCRIPTION_LIMIT = 160;
export const DISCLAIMER_LIMIT = 200;
const ELLIPSIS = "…";

/**
 * The text cut to at most `limit` characters, ellipsis included, at the last word boundary when one
 * is near enough (a word is not chopped in half unless it is very long); null when it fits uncut.
 */
export function truncateText(text: string, limit: number): string | null {
  const clean = text.trim();
  if (clean.length <= limit) return null;
  const room = clean.slice(0, limit - ELLIPSIS.length);
  const space = room.lastIndexOf(" ");
  // Back to the last space only if that keeps most of the room; a 40-character word is cut where it is.
  const cut = space >= room.length * 0.6 ? room.slice(0, space) : room;
  return `${cut.replace(/[\s.,;:!?-]+$/, "")}${ELLIPSIS}`;
}

/** Paragraphs of an offer's plain-text description: blank lines separate them. */
export function paragraphs(text: string): string[] {
  return text
    .split(/\n\s*\n/)
    .map((p) => p.trim())
    .filter((p) => p.length > 0);
}

/** The day an offer ends, as the site's shoppers read it: in the site's time zone. */
export function offerEndDate(expiresAt: string, timeZone: string): string {
  return new Intl.DateTimeFormat("en-AU", { timeZone, day: "numeric", month: "long", year: "numeric" }).format(
    new Date(expiresAt),
  );
}
