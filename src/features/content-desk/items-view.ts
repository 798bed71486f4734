import { ITEM_KINDS, shownValue, type ItemsKindName } from "./items-form";

/** A content document's promo cards and offers as their editors show them (field key -> text), or null for bad JSON. */
export function itemsView(body: string): Record<ItemsKindName, Record<string, string>[]> | null {
  let doc: Record<string, unknown>;
  try {
    doc = JSON.parse(body) as Record<string, unknown>;
  } catch {
    return null;
  }
  const of = (name: ItemsKindName) =>
    (Array.isArray(doc?.[name]) ? (doc[name] as Record<string, unknown>[]) : []).map((item) =>
      Object.fromEntries(ITEM_KINDS[name].fields.map((f) => [f.key, shownValue(item ?? {}, f)])),
    );
  return { promoCards: of("promoCards"), offers: of("offers") };
}
