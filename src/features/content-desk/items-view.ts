import { ITEM_KINDS, shownValue, type ItemsKindName } from "./items-form";

/** A content document's promo cards, home banners and offers as their editors show them (field key -> text), or null for bad JSON. */
export function itemsView(body: string): Record<ItemsKindName, Record<string, string>[]> | null {
  let doc: Record<string, unknown>;
  try {
    doc = JSON.parse(body) as Record<string, unknown>;
  } catch {
    return null;
  }
  const of = (name: ItemsKindName) =>
    (Array.isArray(doc?.[ITEM_KINDS[name].list]) ? (doc[ITEM_KINDS[name].list] as Record<string, unknown>[]) : []).map(
      (item) => Object.fromEntries(ITEM_KINDS[name].fields.map((f) => [f.key, shownValue(item ?? {}, f)])),
    );
  return { promoCards: of("promoCards"), banners: of("banners"), offers: of("offers") };
}
