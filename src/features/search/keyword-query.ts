/**
 * Keyword search text -> a PostgreSQL tsquery with prefix matching: every word must match the start
 * of a word in the car's search document ("hil" finds HiLux, "ev suv" finds electric SUVs). Anything
 * but letters and digits is dropped, so shopper input can never form tsquery syntax.
 */
export function keywordTsQuery(query: string): string | null {
  const words = query
    .toLowerCase()
    .normalize("NFKD")
    .split(/[^\p{L}\p{N}]+/u)
    .filter((w) => w.length > 0)
    .slice(0, 8);
  if (words.length === 0) return null;
  return words.map((w) => `${w}:*`).join(" & ");
}
