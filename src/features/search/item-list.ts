import { type IndexRow, type SearchHit, toHit } from "@/features/vehicle";
import { ORDER, VALUE, type Grouped } from "./facet-index";
import type { ItemListQuery } from "./stock-search";

/** The most cars one item-list search returns: a strip or a short list, never a results page. */
export const ITEM_LIST_MAX = 21;

/** The default stock filter's time window, as the search applies it (sold cars stay listed for the site's days). */
export interface ListingWindow {
  now: Date;
  includeSoldCarsDays: number;
}

/** Answers an item-list query over a site's index rows (pure: rows and time come in). */
export function itemList(rows: readonly IndexRow[], query: ItemListQuery, window: ListingWindow): SearchHit[] {
  const limit = Math.max(0, Math.min(ITEM_LIST_MAX, Math.floor(query.limit)));
  if (limit === 0) return [];
  const cutoff = window.now.getTime() - window.includeSoldCarsDays * 86_400_000;
  const excluded = new Set(query.excludeIds ?? []);
  const tests = Object.entries(query.attributes ?? {}).map(
    ([attribute, values]) => [VALUE[attribute as Grouped], new Set(values)] as const,
  );
  const matched = rows.filter((r) => {
    if (excluded.has(r.id)) return false;
    if (r.status === "sold" && !(window.includeSoldCarsDays > 0 && r.soldAt && Date.parse(r.soldAt) >= cutoff))
      return false;
    const price = r.price ?? 0; // no price counts as $0, as in search
    if (query.price && !(price >= query.price.min && price <= query.price.max)) return false;
    return tests.every(([read, wanted]) => {
      const value = read(r);
      return value !== null && wanted.has(value);
    });
  });
  const order = query.order;
  const compare =
    "sort" in order
      ? ORDER[order.sort]
      : (a: IndexRow, b: IndexRow) =>
          Math.abs((a.price ?? 0) - order.nearestPrice) - Math.abs((b.price ?? 0) - order.nearestPrice) ||
          (a.price ?? 0) - (b.price ?? 0) ||
          a.id - b.id;
  return matched.sort(compare).slice(0, limit).map(toHit);
}
