/**
 * Keyword search text -> a PostgreSQL tsquery with prefix matching: every word must match the start
 * of a word in the car's search document ("hil" finds HiLux, "ev suv" finds electric SUVs). Anything
 * but letters and digits is dropped, so shopper input can never form tsquery syntax.
 */
/** Words of a text as search sees them: lower case, split at anything but letters and digits. */
export function searchWords(text: string): string[] {
  return text
    .toLowerCase()
    .normalize("NFKD")
    .replace(/\p{M}/gu, "") // "Ténéré" is found by "tenere"
    .split(/[^\p{L}\p{N}]+/u)
    .filter((w) => w.length > 0);
}

/** The words of a keyword query that must all match (at most eight). */
export const keywordWords = (query: string) => searchWords(query).slice(0, 8);

export function keywordTsQuery(query: string): string | null {
  const words = keywordWords(query);
  if (words.length === 0) return null;
  return words.map((w) => `${w}:*`).join(" & ");
}
