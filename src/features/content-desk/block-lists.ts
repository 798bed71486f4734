import { isObject, type Json } from "./document-json";
import { orderedRows, type RowFields } from "./list-order";
/**
 * The lists inside a page's blocks (a block's cards, a collage's images, a service plan's models, the fleet services)
 * as rows of labelled fields: item `{i}` of list `{key}` sends `{key}:{i}.{field}` (a nested field as `image.url`),
 * `{key}:{i}.position` and `{key}:{i}.remove`, and an upload as `{key}:{i}.upload`. Rows are ordered as menus are
 * (list-order.ts); the blank rows after the last add an item once one of their fields is filled (or an image is
 * uploaded for it). An empty field the schema requires is left out, so the schema says it "is required"; fields the
 * form does not show are kept as the document has them. A `single` list is one optional object (a plan's standard
 * terms): no rows to add, move or remove, and left out of the block when all its fields are empty.
 */
type ListFieldKind = "text" | "textarea" | "link" | "number";

export interface ListField {
  key: string;
  label: string;
  kind: ListFieldKind;
  /** Kept as "" when empty (the schema takes an empty string); else an empty field is left out. */
  mayBeEmpty?: boolean;
  hint?: string;
}

export interface ListShape {
  /** What one item is called, with a capital ("Card"). */
  noun: string;
  fields: readonly ListField[];
  /** A new item's values for the fields the form does not show. */
  blank: () => Json;
  /** Where an uploaded image goes in the item ("image"; "" for an item that is an image), and its size. */
  image?: { at: string; width: number; height: number };
  /** The item's image may be left out: an empty address drops it; a typed address without a size gets the image's. */
  optionalImage?: boolean;
  single?: boolean;
}

/** Blank rows a form may send after the last item (one without script; "Add" buttons draw more). */
export const MAX_NEW_ROWS = 10;
const LINK_HINT = "A path on the site (/service) or an https address.";
const IMAGE_ADDRESS_HINT = "Or upload a new image below.";

const cardFields = (withImage: boolean): ListField[] => [
  { key: "title", label: "Title", kind: "text" },
  { key: "text", label: "Text", kind: "textarea", mayBeEmpty: true },
  { key: "href", label: "Link", kind: "link", hint: LINK_HINT },
  { key: "label", label: "Link text", kind: "text" },
  ...(withImage
    ? [
        { key: "image.url", label: "Image address", kind: "text", hint: IMAGE_ADDRESS_HINT } as const,
        { key: "image.alt", label: "Image description", kind: "text", mayBeEmpty: true } as const,
      ]
    : []),
];
const PICTURE = { width: 640, height: 400 };
const planFields: ListField[] = [
  { key: "pricePerService", label: "Price per service ($)", kind: "number", hint: "$180 to $525." },
  { key: "services", label: "Services", kind: "number", hint: "3 to 10." },
  { key: "years", label: "Years", kind: "number", hint: "3 to 5." },
  { key: "intervalMonths", label: "Months between services", kind: "number", hint: "6 or 12." },
  { key: "intervalKm", label: "Kilometres between services", kind: "number" },
  { key: "maxKm", label: "Distance limit (km)", kind: "number" },
];

export const LIST_SHAPES = {
  cards: {
    noun: "Card",
    fields: cardFields(true),
    blank: () => ({}),
    image: { at: "image", ...PICTURE },
    optionalImage: true,
  },
  ctaCards: {
    noun: "Card",
    fields: cardFields(true),
    blank: () => ({ image: { url: "", ...PICTURE, alt: "" } }),
    image: { at: "image", ...PICTURE },
  },
  images: {
    noun: "Image",
    fields: [
      { key: "url", label: "Image address", kind: "text", hint: IMAGE_ADDRESS_HINT },
      { key: "alt", label: "Image description", kind: "text", mayBeEmpty: true },
    ],
    blank: () => ({ ...PICTURE, alt: "" }),
    image: { at: "", ...PICTURE },
  },
  models: {
    noun: "Model",
    fields: [{ key: "model", label: "Model", kind: "text" }, ...planFields],
    blank: () => ({}),
  },
  standard: { noun: "Standard plan", fields: planFields, blank: () => ({}), single: true },
  services: {
    noun: "Service",
    fields: [
      { key: "title", label: "Title", kind: "text" },
      { key: "text", label: "Text", kind: "textarea" },
    ],
    blank: () => ({}),
  },
} as const satisfies Record<string, ListShape>;

type UploadedImage = { url: string; width: number; height: number };

const at = (node: unknown, key: string): unknown =>
  key.split(".").reduce<unknown>((n, k) => (isObject(n) ? n[k] : undefined), node);

function setAt(node: Json, key: string, value: unknown) {
  const keys = key.split(".");
  let parent = node;
  for (const k of keys.slice(0, -1)) {
    if (!isObject(parent[k])) parent[k] = {};
    parent = parent[k] as Json;
  }
  if (value === undefined) delete parent[keys.at(-1)!];
  else parent[keys.at(-1)!] = value;
}

/** The list's items as the form shows them: each field's text by key. */
export function listView(value: unknown, shape: ListShape): Record<string, string>[] {
  const items = shape.single ? [isObject(value) ? value : {}] : Array.isArray(value) ? value : [];
  return items.map((item) =>
    Object.fromEntries(
      shape.fields.map((f) => {
        const v = at(item, f.key);
        return [f.key, v === undefined || v === null ? "" : String(v)];
      }),
    ),
  );
}

/** A field's value as the document holds it; undefined leaves it out (the schema then names it if it is required). */
function storedValue(field: ListField, raw: string): unknown {
  const value = field.kind === "textarea" ? raw.replace(/\r\n/g, "\n").trim() : raw.trim();
  if (value === "") return field.mayBeEmpty ? "" : undefined;
  // A number as a number where it reads as one; else as written, for the schema to say it expected a number.
  if (field.kind === "number") return /^\d{1,9}$/.test(value) ? Number(value) : value;
  return value;
}

const anyFilled = (shape: ListShape) => (fields: RowFields) =>
  shape.fields.some((f) => (fields.get(f.key) ?? "").trim() !== "");

/**
 * A list with the form's rows applied: its items in their new order, and for each the form row it was drawn in (so
 * the schema's "cards.1.title" is shown at the field of the row drawn as card 1). `uploads` are images uploaded for
 * rows, by row: each replaces the item's image, keeping its description.
 */
export function applyList(
  original: unknown,
  shape: ListShape,
  rows: ReadonlyMap<number, RowFields>,
  uploads: ReadonlyMap<number, UploadedImage> = new Map(),
): { value: unknown; rows: number[] } {
  const items = shape.single ? [isObject(original) ? original : {}] : Array.isArray(original) ? original : [];
  const filled = anyFilled(shape);
  const kept = shape.single
    ? [{ row: 0, fields: rows.get(0) }]
    : orderedRows(rows, items.length, (fields, row) => filled(fields) || uploads.has(row), MAX_NEW_ROWS);
  const applied = kept.map(({ row, fields }) => {
    const item: Json = row < items.length && isObject(items[row]) ? structuredClone(items[row]) : shape.blank();
    for (const field of shape.fields)
      if (fields?.has(field.key)) setAt(item, field.key, storedValue(field, fields.get(field.key)!));
    const image = uploads.get(row);
    if (image && shape.image) {
      const old = shape.image.at ? at(item, shape.image.at) : item;
      const alt = at(old, "alt");
      const picture = {
        url: image.url,
        width: image.width,
        height: image.height,
        alt: typeof alt === "string" ? alt : "",
      };
      if (shape.image.at) setAt(item, shape.image.at, picture);
      else Object.assign(item, picture);
    }
    if (shape.optionalImage && shape.image?.at) withOptionalImage(item, shape.image);
    return item;
  });
  if (shape.single) {
    // The single object is left out when the form sent none of its fields filled (the block's default applies).
    const sent = rows.get(0);
    if (!sent) return { value: original, rows: [0] };
    return filled(sent) ? { value: applied[0], rows: [0] } : { value: undefined, rows: [] };
  }
  return { value: applied, rows: kept.map((k) => k.row) };
}

/** An optional image without an address is left out; one typed by address takes the list's size and no description. */
function withOptionalImage(item: Json, size: { at: string; width: number; height: number }) {
  const image = at(item, size.at);
  if (!isObject(image)) return;
  if (typeof image.url !== "string" || image.url === "") return setAt(item, size.at, undefined);
  image.width ??= size.width;
  image.height ??= size.height;
  image.alt ??= "";
}

/**
 * The field a problem inside a list names ("1.image.url" in the document's list), as `{i}.{field}` of the form:
 * `rows` are the rows the list kept as applyList gave them, null for a list the form left as it was.
 */
export function listFieldOf(shape: ListShape, rows: readonly number[] | null, rest: string): string | null {
  const m = shape.single ? /^()(.+)$/.exec(rest) : /^(\d+)\.(.+)$/.exec(rest);
  if (!m) return null;
  const row = shape.single ? 0 : rows ? rows[Number(m[1])] : Number(m[1]);
  const field = shape.fields.find((f) => m[2] === f.key || m[2]!.startsWith(`${f.key}.`));
  // A problem with an image's size or with the image as a whole is shown at its address.
  const image = shape.image && !field && (shape.image.at === "" || m[2]!.startsWith(shape.image.at));
  const key = field?.key ?? (image ? shape.fields.find((f) => f.key.endsWith("url"))?.key : undefined);
  return row === undefined || !key ? null : `${row}.${key}`;
}

/** What a row's field is called in a message: "Card 2: title". */
export function listFieldName(shape: ListShape, row: number, key: string): string | null {
  const field = shape.fields.find((f) => f.key === key);
  if (!field) return null;
  const which = shape.single ? shape.noun : `${shape.noun} ${row + 1}`;
  return `${which}: ${field.label.charAt(0).toLowerCase()}${field.label.slice(1)}`;
}
