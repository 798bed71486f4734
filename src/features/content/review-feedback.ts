/**
 * The review feedback block (a content block placeable in pages;
 * first_name and dealership_name fall back to defaults): the link a dealer sends after a sale or a
 * service names the customer and the dealership in its query string. The values are plain text (React escapes
 * them), trimmed, their control characters dropped and cut to a name's length; an empty or missing value takes
 * the spec's default.
 */
export const DEFAULT_FIRST_NAME = "Valued Customer";
export const DEFAULT_DEALERSHIP_NAME = "Our Dealership";
/** Longest name shown: a name longer than this is cut (a link is not a place for essays). */
export const FEEDBACK_NAME_MAX = 60;
export const BAD_EXPERIENCE_PATH = "/customer-feedback-survey";

type QueryValue = string | string[] | undefined;

function cleanName(value: QueryValue, fallback: string): string {
  const first = Array.isArray(value) ? value[0] : value;
  const text = (first ?? "")
    .replace(/[\u0000-\u001f\u007f]/g, " ")
    .replace(/\s+/g, " ")
    .trim();
  if (!text) return fallback;
  return Array.from(text).slice(0, FEEDBACK_NAME_MAX).join("").trim();
}

/** first_name and dealership_name from the page's query, or their defaults. */
export function reviewFeedbackNames(query: Readonly<Record<string, QueryValue>>): {
  firstName: string;
  dealershipName: string;
} {
  return {
    firstName: cleanName(query.first_name, DEFAULT_FIRST_NAME),
    dealershipName: cleanName(query.dealership_name, DEFAULT_DEALERSHIP_NAME),
  };
}

// Links and configuration spell names with different capitalisation and spacing ("Harbour  toyota").
const sameName = (a: string, b: string) =>
  a.trim().replace(/\s+/g, " ").toLowerCase() === b.trim().replace(/\s+/g, " ").toLowerCase();

interface ReviewPlace {
  /** The location's name, as its business profile names it. */
  name: string;
  dealershipName: string;
  primary: boolean;
  reviewUrl: string | null;
}

/** Among these locations, the primary one's review link, else the first by name that has one. */
function pick(places: readonly ReviewPlace[]): string | null {
  const withLink = places.filter((l) => l.reviewUrl);
  const chosen =
    withLink.find((l) => l.primary) ?? [...withLink].sort((a, b) => a.name.localeCompare(b.name))[0] ?? null;
  return chosen?.reviewUrl ?? null;
}

/**
 * Where 'I had a great experience' leads: the review page of the dealership the block thanks.
 * `thanked` is the query's dealership_name: a location of that name (its
 * business profile), else that dealership's locations (its primary location's link, else the first by name with one).
 * A name that is none of the site's dealerships has no review page here: null hides the button rather than send the
 * customer to review another dealership. Without a name (the block thanks 'Our Dealership'), the site's own: its
 * primary location's link, else the first location by name that has one.
 */
export function reviewLink(locations: readonly ReviewPlace[], thanked: string | null): string | null {
  if (thanked === null) return pick(locations);
  const location = locations.filter((l) => sameName(l.name, thanked));
  if (location.length > 0) return pick(location);
  return pick(locations.filter((l) => sameName(l.dealershipName, thanked)));
}

/** The dealership the block thanks by name, or null when the link names none (the block says 'Our Dealership'). */
export function thankedDealership(query: Readonly<Record<string, QueryValue>>): string | null {
  const { dealershipName } = reviewFeedbackNames(query);
  return dealershipName === DEFAULT_DEALERSHIP_NAME ? null : dealershipName;
}
