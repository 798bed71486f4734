import { documentObject, isObject, type Json } from "./document-json";
/**
 * The editors of a content document's lists (promo cards, offers, the home page's banners): one item's fields per row, each named after where
 * it sits in the document (`item:{row}.{field}`, `image.url` for a nested one), so a problem the schema finds
 * ("promoCards.1.href") is shown at its field. `item:{row}.remove` drops an item; the form's one blank row adds an
 * item once its first field is filled. Fields the editor does not show are kept as the document has them.
 */
type ItemFieldKind = "text" | "textarea" | "number" | "moment" | "list" | "boolean";

export interface ItemField {
  key: string;
  label: string;
  kind: ItemFieldKind;
  hint?: string;
}

export interface ItemsKind {
  /** The document's list these items are. */
  list: "promoCards" | "offers" | "homeBanners";
  /** What one item is called ("Promo card"). */
  noun: string;
  fields: readonly ItemField[];
  /** A new item's values for the fields the form does not show. */
  blank: () => Record<string, unknown>;
}

const MOMENT_HINT = "With its offset, e.g. 2026-12-01T00:00:00+11:00; empty for none.";
const CAR_TYPES_HINT = "new, used, demo, separated by commas; empty for every type.";

export const ITEM_KINDS = {
  promoCards: {
    list: "promoCards",
    noun: "Promo card",
    fields: [
      { key: "id", label: "Id", kind: "text", hint: "Lower-case letters, digits and hyphens." },
      { key: "title", label: "Title", kind: "text" },
      { key: "text", label: "Text", kind: "textarea" },
      { key: "href", label: "Link", kind: "text", hint: "A path on the site (/special-offers) or an https address." },
      { key: "buttonText", label: "Button text", kind: "text" },
      { key: "image.url", label: "Image address", kind: "text" },
      { key: "image.alt", label: "Image description", kind: "text" },
      { key: "image.width", label: "Image width (px)", kind: "number" },
      { key: "image.height", label: "Image height (px)", kind: "number" },
      { key: "startsAt", label: "Shown from", kind: "moment", hint: MOMENT_HINT },
      { key: "expiresAt", label: "Shown until", kind: "moment", hint: MOMENT_HINT },
      { key: "carTypes", label: "Car types", kind: "list", hint: CAR_TYPES_HINT },
      { key: "strictCarTypes", label: "Only where every car type shown is one of these", kind: "boolean" },
    ],
    blank: () => ({ image: { url: "", width: 375, height: 250, alt: "" }, carTypes: [], strictCarTypes: false }),
  },
  banners: {
    list: "homeBanners",
    noun: "Home banner",
    fields: [
      { key: "id", label: "Id", kind: "text", hint: "Lower-case letters, digits and hyphens." },
      { key: "title", label: "Title", kind: "text" },
      { key: "text", label: "Text", kind: "textarea", hint: "One short line under the title; may be empty." },
      { key: "href", label: "Link", kind: "text", hint: "A path on the site (/special-offers) or an https address." },
      { key: "buttonText", label: "Button text", kind: "text" },
      { key: "image.url", label: "Image address", kind: "text", hint: "A 1920x540 picture." },
      { key: "image.alt", label: "Image description", kind: "text" },
      { key: "startsAt", label: "Shown from", kind: "moment", hint: MOMENT_HINT },
      { key: "expiresAt", label: "Shown until", kind: "moment", hint: MOMENT_HINT },
      { key: "carTypes", label: "Car types", kind: "list", hint: CAR_TYPES_HINT },
      { key: "strictCarTypes", label: "Only where every car type shown is one of these", kind: "boolean" },
    ],
    // Slider pictures are always 1920x540 (the schema holds them to it), so the form does not ask.
    blank: () => ({ image: { url: "", width: 1920, height: 540, alt: "" }, carTypes: [], strictCarTypes: false }),
  },
  offers: {
    list: "offers",
    noun: "Offer",
    fields: [
      { key: "id", label: "Number", kind: "number", hint: "Its address is /offers/{number}: unique on the platform." },
      { key: "name", label: "Name", kind: "text" },
      { key: "description", label: "Description", kind: "textarea", hint: "Blank lines separate paragraphs." },
      { key: "disclaimer", label: "Disclaimer", kind: "textarea" },
      { key: "startsAt", label: "Starts", kind: "moment", hint: MOMENT_HINT },
      { key: "expiresAt", label: "Ends", kind: "moment", hint: MOMENT_HINT },
      { key: "carTypes", label: "Car types", kind: "list", hint: CAR_TYPES_HINT },
      { key: "strictCarTypes", label: "Only where every car type shown is one of these", kind: "boolean" },
    ],
    blank: () => ({ image: null, model: null, excludedSites: [], carTypes: [], strictCarTypes: false }),
  },
} as const satisfies Record<string, ItemsKind>;

export type ItemsKindName = keyof typeof ITEM_KINDS;

/** A field's value as the form shows it. */
export function shownValue(item: Json, field: ItemField): string {
  const value = field.key.split(".").reduce<unknown>((node, key) => (isObject(node) ? node[key] : undefined), item);
  if (field.kind === "list") return Array.isArray(value) ? value.join(", ") : "";
  if (field.kind === "boolean") return value === true ? "on" : "";
  return value === null || value === undefined ? "" : String(value);
}

/** A field's value as the document holds it: numbers as numbers where they read as one, lists split, "" as null. */
function storedValue(field: ItemField, raw: string | undefined): unknown {
  const value = (raw ?? "").trim();
  switch (field.kind) {
    case "number":
      return /^\d{1,15}$/.test(value) ? Number(value) : value;
    case "moment":
      return value === "" ? null : value;
    case "list":
      return value === ""
        ? []
        : value
            .split(",")
            .map((v) => v.trim())
            .filter(Boolean);
    case "boolean":
      return raw === "on";
    case "textarea":
      return (raw ?? "").replace(/\r\n/g, "\n");
    default:
      return value;
  }
}

function setAt(item: Json, key: string, value: unknown) {
  const keys = key.split(".");
  let node = item;
  for (const k of keys.slice(0, -1)) {
    if (!isObject(node[k])) node[k] = {};
    node = node[k] as Json;
  }
  node[keys.at(-1)!] = value;
}

const ROW = /^item:(\d{1,4})\.([a-zA-Z.]{1,40})$/;

/** The document with the form's items applied, and the form field each of the items' problems belongs to. */
export function applyItemsForm(
  body: string,
  kind: ItemsKind,
  entries: Iterable<[string, string]>,
  /** Images uploaded for rows (image-upload.server.ts): each replaces its item's image, keeping its description. */
  images: ReadonlyMap<number, { url: string; width: number; height: number }> = new Map(),
): { body: string; fieldOf: (problemField: string) => string | null } | null {
  const doc = documentObject(body);
  if (!doc) return null;
  const items = Array.isArray(doc[kind.list]) ? (doc[kind.list] as unknown[]) : [];
  const rows = new Map<number, Map<string, string>>();
  for (const [name, value] of entries) {
    const m = ROW.exec(name);
    if (!m) continue;
    const row = Number(m[1]);
    if (row > items.length) continue;
    rows.set(row, (rows.get(row) ?? new Map()).set(m[2]!, value));
  }
  const known = new Map(kind.fields.map((f) => [f.key, f]));
  const kept: { row: number; item: unknown }[] = [];
  for (let row = 0; row <= items.length; row++) {
    const sent = rows.get(row);
    const isNew = row === items.length;
    if (sent?.get("remove") === "on") continue;
    if (isNew && !(sent && (sent.get(kind.fields[1]!.key) ?? "").trim())) continue;
    const item: Json = isNew ? kind.blank() : isObject(items[row]) ? structuredClone(items[row] as Json) : {};
    if (sent)
      for (const field of known.values())
        // A checkbox sends nothing when unticked: the row was sent, so it is false.
        if (sent.has(field.key) || field.kind === "boolean")
          setAt(item, field.key, storedValue(field, sent.get(field.key)));
    const image = images.get(row);
    if (image) {
      // An item without an image yet (an offer showing its model's) is described by its name until one is written.
      const alt =
        isObject(item.image) && typeof item.image.alt === "string" ? item.image.alt : item[kind.fields[1]!.key];
      item.image = {
        url: image.url,
        width: image.width,
        height: image.height,
        alt: typeof alt === "string" ? alt : "",
      };
    }
    kept.push({ row, item: sent || images.has(row) || !isNew ? item : items[row] });
  }
  doc[kind.list] = kept.map((k) => k.item);
  const fieldOf = (problemField: string): string | null => {
    const m = new RegExp(`^${kind.list}\\.(\\d+)\\.(.+)$`).exec(problemField);
    if (!m) return null;
    const row = kept[Number(m[1])]?.row;
    const key = [...known.keys()].find((k) => m[2] === k || m[2]!.startsWith(`${k}.`));
    return row === undefined || !key ? null : `item:${row}.${key}`;
  };
  return { body: `${JSON.stringify(doc, null, 2)}\n`, fieldOf };
}
