import { MAKE_MODEL_SEPARATOR } from "./filter-attributes";

/** The spec's placeholder (dealer-configuration.md), kept for a site with no stock to draw its own from. */
export const DEFAULT_KEYWORD_PLACEHOLDER = "Keyword search eg. EV, SUV, Toyota";

/** Values by count, most first; ties A to Z, so the same stock always gives the same placeholder. */
const byCount = (counts: Readonly<Record<string, number>>) =>
  Object.entries(counts)
    .filter(([value, n]) => value.trim() !== "" && n > 0)
    .sort(([a, x], [b, y]) => y - x || a.localeCompare(b))
    .map(([value]) => value);

/**
 * The keyword box's placeholder, drawn from the site's own stock (issue 38: a caravan dealer's box never suggests
 * Toyota): the spec's "Keyword search eg." and the site's most stocked make with that make's most stocked model
 * ("Keyword search eg. Toyota, HiLux"), else its two most stocked makes, else its one make; the spec's own text when
 * the site has no stock. Every word it suggests is a make or model the keyword search finds on this site.
 */
export function keywordPlaceholder(facets: {
  make?: Readonly<Record<string, number>>;
  make_model?: Readonly<Record<string, number>>;
}): string {
  const makes = byCount(facets.make ?? {});
  const top = makes[0];
  if (top === undefined) return DEFAULT_KEYWORD_PLACEHOLDER;
  const prefix = `${top}${MAKE_MODEL_SEPARATOR}`;
  const model = byCount(facets.make_model ?? {})
    .find((value) => value.startsWith(prefix) && value.length > prefix.length)
    ?.slice(prefix.length);
  const second = model ?? makes[1];
  return `Keyword search eg. ${second ? `${top}, ${second}` : top}`;
}
