/**
 * Text collapse: disclaimer and description text over 200
 * characters is shown cut, with a toggle ('View more/less', 'View full disclaimer/less disclaimer', the finance
 * disclaimer's 'Show More/Less') to read the rest. Offer cards cut their descriptions shorter, at 160.
 */
export const COLLAPSE_THRESHOLD = 200;
const ELLIPSIS = "…";

/**
 * The text cut to at most `limit` characters, ellipsis included, at the last word boundary when one
 * is near enough (a word is not chopped in half unless it is very long); null when it fits uncut.
 */
export function truncateText(text: string, limit: number = COLLAPSE_THRESHOLD): string | null {
  const clean = text.trim();
  if (clean.length <= limit) return null;
  const room = clean.slice(0, limit - ELLIPSIS.length);
  const space = room.lastIndexOf(" ");
  // Back to the last space only if that keeps most of the room; a 40-character word is cut where it is.
  const cut = space >= room.length * 0.6 ? room.slice(0, space) : room;
  return `${cut.replace(/[\s.,;:!?-]+$/, "")}${ELLIPSIS}`;
}
