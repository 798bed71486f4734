/**
 * Facet counts (value -> count) and the label tables beside them are plain objects, because they are
 * the JSON the search API answers with. Their keys come from stock data and from the shopper's URL
 * (a selected value is kept in its facet), so they are read only through these: a plain `counts[value]`
 * with value "constructor", "toString" or "__proto__" finds Object.prototype's members, not a count.
 */
export function ownValue<T>(record: Readonly<Record<string, T>> | undefined, key: string): T | undefined {
  return record !== undefined && Object.hasOwn(record, key) ? record[key] : undefined;
}

/** How many cars a facet counts for a value; 0 for a value it does not list. */
export const facetCount = (counts: Readonly<Record<string, number>> | undefined, value: string): number =>
  ownValue(counts, value) ?? 0;
