/**
 * The result count shown above search results. The hosted search index stops
 * counting exactly past this cap, so a larger count is not trusted as the number of cars in stock.
 */
export const COUNT_CAP = 1999;

/** A result count above 1999 is replaced by the site's configured stock count, or by the sum of facet counts. */
export function displayedCount(
  count: number,
  configuredStockCount: number | null,
  facetCounts: Record<string, number> | null,
  selected: readonly string[] = [],
): number {
  if (count <= COUNT_CAP) return count;
  if (configuredStockCount !== null) return configuredStockCount;
  // Each car carries exactly one value of the facet the caller chose (e.g. car_type), so the values add up to the total.
  // A facet the shopper has filtered on also counts the values not chosen (facet counts are disjunctive): add the chosen ones only.
  const counted =
    facetCounts && selected.length > 0
      ? Object.fromEntries(Object.entries(facetCounts).filter(([value]) => selected.includes(value)))
      : facetCounts;
  const values = counted ? Object.values(counted).filter((n) => Number.isFinite(n) && n > 0) : [];
  return values.length > 0 ? values.reduce((sum, n) => sum + n, 0) : count;
}
