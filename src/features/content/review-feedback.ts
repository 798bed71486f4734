/**
 * The review feedback block (dealer-configuration.md §2 'Content blocks placeable in pages', §5 'Review
 * feedback: first_name and dealership_name fall back to defaults'): the link a dealer sends after a sale or a
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

/**
 * Where 'I had a great experience' leads: the review link of the site's primary location, else of the first
 * location (by name) that has one; null hides the button.
 */
export function reviewLink(
  locations: readonly { name: string; primary: boolean; reviewUrl: string | null }[],
): string | null {
  const withLink = locations.filter((l) => l.reviewUrl);
  const chosen =
    withLink.find((l) => l.primary) ?? [...withLink].sort((a, b) => a.name.localeCompare(b.name))[0] ?? null;
  return chosen?.reviewUrl ?? null;
}
