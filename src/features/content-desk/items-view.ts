import { ITEM_KINDS, shownValue, type ItemField, type ItemsKindName } from "./items-form";

/** Every item's image address, shown beside its upload field whether or not the form edits it as text. */
const IMAGE_URL: ItemField = { key: "image.url", label: "Image address", kind: "text" };

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
      (item) =>
        Object.fromEntries([...ITEM_KINDS[name].fields, IMAGE_URL].map((f) => [f.key, shownValue(item ?? {}, f)])),
    );
  return { promoCards: of("promoCards"), banners: of("banners"), offers: of("offers") };
}
