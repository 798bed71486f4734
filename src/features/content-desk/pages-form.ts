import { applyList, LIST_SHAPES, listFieldName, listFieldOf, type ListShape } from "./block-lists";
import { documentObject, isObject, type Json } from "./document-json";
/**
 * The pages editor of a content document: one page at a time, its fields named after where they sit in the document
 * (`page:{row}.title`, `page:{row}.blocks.{n}.html`), so a problem the schema finds ("pages.2.blocks.1.html") is shown
 * at its field. `{n}` is the block's place when the form was drawn; its `position` field gives its new place, so blocks
 * move without JavaScript. `page:{row}.blocks.{n}.remove` drops a block, `page:{row}.add` adds a block of a type at
 * the end (with its `blocks.new.{field}` fields where the form has them), `page:{row}.remove` drops the page; the row
 * after the last page adds a page. A list inside a block (its cards, images, models, services) is rows of fields,
 * `page:{row}.blocks.{n}.cards:{i}.title` (block-lists.ts). Fields the form does not show (and pages it does not show)
 * are kept as the document has them. Legal pages are pages like any other.
 */
type BlockFieldKind = "text" | "textarea" | "paragraphs" | "rich" | "choice" | "filter" | "list";

export interface BlockField {
  key: string;
  label: string;
  kind: BlockFieldKind;
  /** Left out of the block when empty (the schema's optional fields). */
  optional?: boolean;
  choices?: readonly string[];
  hint?: string;
  /** A list's items and their fields. */
  list?: ListShape;
}

export interface BlockType {
  label: string;
  fields: readonly BlockField[];
  /** A new block of the type, with words to replace: the schema takes it as it is. */
  blank: () => Record<string, unknown>;
}

const PARAGRAPHS_HINT = "Blank lines separate paragraphs.";
const heading = (optional = false): BlockField => ({ key: "heading", label: "Heading", kind: "text", optional });
const paragraphs: BlockField = { key: "paragraphs", label: "Paragraphs", kind: "paragraphs", hint: PARAGRAPHS_HINT };
const link = (optional: boolean): BlockField => ({
  key: "href",
  label: "Link",
  kind: "text",
  optional,
  hint: "A path on the site (/service) or an https address.",
});
const list = (key: string, label: string, shape: ListShape): BlockField => ({ key, label, kind: "list", list: shape });
const card = () => ({ title: "New card", text: "", href: "/", label: "Read more" });
const image = () => ({ url: "/media/placeholder.jpg", width: 640, height: 400, alt: "" });

/** Every block type of the content schema (platform/content/content-schema.ts) and the fields its form shows. */
export const BLOCK_TYPES = {
  "rich-text": {
    label: "Rich text",
    fields: [heading(true), { key: "html", label: "Text", kind: "rich" }],
    blank: () => ({ html: "<p>New text.</p>" }),
  },
  text: {
    label: "Text",
    fields: [heading(true), paragraphs],
    blank: () => ({ paragraphs: ["New paragraph."] }),
  },
  "truncated-text": {
    label: "Read more text",
    fields: [
      { key: "label", label: "Button label", kind: "text", optional: true },
      { key: "hideLabel", label: "Hide label", kind: "text", optional: true },
      { key: "title", label: "Title", kind: "text" },
      { key: "html", label: "Text", kind: "rich" },
    ],
    blank: () => ({ title: "New title", html: "<p>New text.</p>" }),
  },
  cards: {
    label: "Cards",
    fields: [heading(true), list("cards", "Cards", LIST_SHAPES.cards)],
    blank: () => ({ cards: [card()] }),
  },
  "cta-cards": {
    label: "Call-to-action cards",
    fields: [heading(true), list("cards", "Cards", LIST_SHAPES.ctaCards)],
    blank: () => ({ cards: [{ ...card(), image: image() }] }),
  },
  collage: {
    label: "Collage",
    fields: [heading(), paragraphs, list("images", "Images", LIST_SHAPES.images)],
    blank: () => ({ heading: "New heading", paragraphs: ["New paragraph."], images: [image()] }),
  },
  form: {
    label: "Enquiry form",
    fields: [
      { key: "form", label: "Form", kind: "choice", choices: ["enquiry", "parts", "fleet"] },
      heading(),
      { key: "intro", label: "Introduction", kind: "textarea", optional: true },
    ],
    blank: () => ({ form: "enquiry", heading: "Ask us" }),
  },
  "header-line": {
    label: "Header line",
    fields: [
      { key: "text", label: "Text", kind: "text", optional: true },
      { key: "button", label: "Button", kind: "text", optional: true },
      link(true),
    ],
    blank: () => ({}),
  },
  "service-advantage": {
    label: "Service advantage",
    fields: [
      heading(),
      paragraphs,
      {
        ...list("standard", "Standard plan", LIST_SHAPES.standard),
        optional: true,
        hint: "Every model without its own plan below follows it; leave it all empty for the usual plan.",
      },
      list("models", "Models", LIST_SHAPES.models),
      { key: "disclaimer", label: "Disclaimer", kind: "textarea", optional: true },
    ],
    blank: () => ({ heading: "New heading", paragraphs: [], models: [] }),
  },
  "fleet-services": {
    label: "Fleet services",
    fields: [
      heading(),
      { key: "intro", label: "Introduction", kind: "textarea" },
      list("services", "Services", LIST_SHAPES.services),
      { key: "button", label: "Button", kind: "text" },
      link(false),
    ],
    blank: () => ({
      heading: "New heading",
      intro: "New introduction.",
      services: [{ title: "New service", text: "New text." }],
      button: "Fleet enquiries",
      href: "/fleet",
    }),
  },
  locations: {
    label: "Locations",
    fields: [
      heading(),
      {
        key: "filter",
        label: "Locations shown",
        kind: "filter",
        hint: "primary, sales, service, parts, service-and-parts, all, or one location's id or slug.",
      },
      { key: "display", label: "Display", kind: "choice", choices: ["grid", "carousel"] },
    ],
    blank: () => ({ heading: "Our locations", filter: "all", display: "grid" }),
  },
  offers: { label: "Special offers", fields: [heading()], blank: () => ({ heading: "Special offers" }) },
  accessories: { label: "Accessories", fields: [heading()], blank: () => ({ heading: "Accessories" }) },
  "review-feedback": { label: "Review feedback", fields: [], blank: () => ({}) },
  "access-loan-banner": { label: "Access loan banner", fields: [link(true)], blank: () => ({}) },
  "finance-quote-button": { label: "Finance quote button", fields: [link(true)], blank: () => ({}) },
  "access-loan-button": {
    label: "Access loan button",
    fields: [{ key: "baseDomainPath", label: "Path on the manufacturer's site", kind: "text" }],
    blank: () => ({ baseDomainPath: "/finance" }),
  },
} as const satisfies Record<string, BlockType>;

export type BlockTypeName = keyof typeof BLOCK_TYPES;
export const isBlockType = (value: unknown): value is BlockTypeName =>
  typeof value === "string" && Object.hasOwn(BLOCK_TYPES, value);

/** The page's own fields (the schema's page: path, title, and the description its SEO and search use). */
export const PAGE_FIELDS: readonly BlockField[] = [
  { key: "title", label: "Title", kind: "text" },
  { key: "path", label: "Path", kind: "text", hint: "Where the page is on the site, e.g. /pages/buyers-tips." },
  {
    key: "description",
    label: "Description",
    kind: "textarea",
    hint: "Search engines and the site's search show it: 300 characters at most.",
  },
];

const fieldsOf = (type: unknown): readonly BlockField[] => (isBlockType(type) ? BLOCK_TYPES[type].fields : []);

/** A field's value as the form shows it. */
export function shownBlockValue(node: Json, field: BlockField): string {
  const value = node[field.key];
  if (value === undefined || value === null) return "";
  if (field.kind === "paragraphs") return Array.isArray(value) ? value.join("\n\n") : String(value);
  // A list is shown as rows of fields (block-lists.ts listView), never as one.
  if (field.kind === "list") return "";
  return typeof value === "string" ? value : String(value);
}

/** A field's value as the document holds it; undefined leaves an optional field out. */
function storedValue(field: BlockField, raw: string): unknown {
  const value = raw.replace(/\r\n/g, "\n");
  if (field.optional && value.trim() === "") return undefined;
  switch (field.kind) {
    case "paragraphs":
      return value
        .split(/\n\s*\n/)
        .map((p) => p.trim())
        .filter(Boolean);
    case "filter":
      return /^\d{1,9}$/.test(value.trim()) ? Number(value.trim()) : value.trim();
    case "textarea":
    case "rich":
      return value;
    default:
      return value.trim();
  }
}

type UploadedImage = { url: string; width: number; height: number };
const LIST_ROW = /^(\d{1,3})\.([a-zA-Z.]{1,40})$/;
const UPLOAD_ROW = /:(\d{1,3})$/;

/** What a form sent for one list field: its rows' fields (`{key}:{i}.{field}`) and the images uploaded for its rows. */
function sentList(sent: Map<string, string>, uploads: ReadonlyMap<string, UploadedImage>, key: string, at: string) {
  const rows = new Map<number, Map<string, string>>();
  for (const [name, value] of sent) {
    const m = name.startsWith(`${key}:`) ? LIST_ROW.exec(name.slice(key.length + 1)) : null;
    if (m) rows.set(Number(m[1]), (rows.get(Number(m[1])) ?? new Map<string, string>()).set(m[2]!, value));
  }
  const images = new Map<number, UploadedImage>();
  for (const [prefix, image] of uploads) {
    const m = prefix.startsWith(`${at}:`) ? UPLOAD_ROW.exec(prefix.slice(at.length)) : null;
    if (m && m.index === 0) images.set(Number(m[1]), image);
  }
  return { rows, images };
}

/** Where a block's list fields are, for their uploads (`page:0.blocks.2.`), and the rows each list kept, by key. */
interface ListsContext {
  at: string;
  uploads: ReadonlyMap<string, UploadedImage>;
  kept: Map<string, number[]>;
}

function applyFields(
  node: Json,
  fields: readonly BlockField[],
  sent: Map<string, string>,
  prefix: string,
  lists?: ListsContext,
) {
  for (const field of fields) {
    if (field.kind === "list") {
      if (!lists || !field.list) continue;
      const { rows, images } = sentList(sent, lists.uploads, `${prefix}${field.key}`, `${lists.at}${field.key}`);
      if (rows.size === 0 && images.size === 0) continue;
      const applied = applyList(node[field.key], field.list, rows, images);
      if (applied.value === undefined) delete node[field.key];
      else node[field.key] = applied.value;
      lists.kept.set(field.key, applied.rows);
      continue;
    }
    const raw = sent.get(`${prefix}${field.key}`);
    if (raw === undefined) continue;
    const value = storedValue(field, raw);
    if (value === undefined) delete node[field.key];
    else node[field.key] = value;
  }
}

const PAGE_ROW = /^page:(\d{1,4})\.(.{1,80})$/;

/**
 * The document with the form's page applied (one page's fields, or a new page), and the form field each of the page's
 * problems belongs to. Null where the document is not JSON.
 */
export function applyPagesForm(
  body: string,
  entries: Iterable<[string, string]>,
  /** Images uploaded for list rows (image-upload.server.ts), by the row's prefix (`page:0.blocks.2.cards:1`). */
  uploads: ReadonlyMap<string, UploadedImage> = new Map(),
): {
  body: string;
  fieldOf: (problemField: string) => string | null;
  nameOf: (formField: string) => string | null;
} | null {
  const doc = documentObject(body);
  if (!doc) return null;
  const pages = Array.isArray(doc.pages) ? (doc.pages as unknown[]) : [];
  const rows = new Map<number, Map<string, string>>();
  for (const [name, value] of entries) {
    const m = PAGE_ROW.exec(name);
    if (!m || Number(m[1]) > pages.length) continue;
    const row = Number(m[1]);
    rows.set(row, (rows.get(row) ?? new Map<string, string>()).set(m[2]!, value));
  }
  /** Per page row: each block's place in the document as sent (the new order) -> its place in the form. */
  const blockOrigins = new Map<number, (number | "new")[]>();
  /** Per page row and block as drawn (`{row}.{n}`): the rows each of its lists kept, by list key. */
  const listRows = new Map<string, Map<string, number[]>>();
  const kept: { row: number; page: unknown }[] = [];
  for (let row = 0; row <= pages.length; row++) {
    const sent = rows.get(row);
    const isNew = row === pages.length;
    if (sent?.get("remove") === "on") continue;
    if (isNew && !(sent && (sent.get("path") ?? "").trim())) continue;
    if (!sent) {
      kept.push({ row, page: pages[row] });
      continue;
    }
    const page: Json = isNew
      ? { path: "", title: "", description: "", blocks: [] }
      : structuredClone(pages[row] as Json);
    if (!isObject(page)) continue;
    applyFields(page, PAGE_FIELDS, sent, "");
    const blocks = Array.isArray(page.blocks) ? (page.blocks as unknown[]) : [];
    const order: { origin: number | "new"; place: number; block: unknown }[] = [];
    blocks.forEach((block, n) => {
      if (sent.get(`blocks.${n}.remove`) === "on") return;
      const node = isObject(block) ? block : {};
      const lists = { at: `page:${row}.blocks.${n}.`, uploads, kept: new Map<string, number[]>() };
      applyFields(node, fieldsOf(node.type), sent, `blocks.${n}.`, lists);
      listRows.set(`${row}.${n}`, lists.kept);
      const position = Number(sent.get(`blocks.${n}.position`));
      order.push({ origin: n, place: Number.isFinite(position) && position > 0 ? position : n + 1, block: node });
    });
    // Stable: blocks given one position keep their order; a new block goes after every other.
    order.sort((a, b) => a.place - b.place);
    const added = sent.get("add");
    if (isBlockType(added)) {
      // The new block's fields, where the form has them (a new legal page's first text), else the type's blank ones.
      const block: Json = { type: added, ...BLOCK_TYPES[added].blank() };
      applyFields(block, BLOCK_TYPES[added].fields, sent, "blocks.new.");
      order.push({ origin: "new", place: Infinity, block });
    }
    page.blocks = order.map((o) => o.block);
    blockOrigins.set(
      row,
      order.map((o) => o.origin),
    );
    kept.push({ row, page });
  }
  doc.pages = kept.map((k) => k.page);
  const fieldOf = (problemField: string): string | null => {
    const m = /^pages\.(\d+)\.(.+)$/.exec(problemField);
    const row = m ? kept[Number(m[1])]?.row : undefined;
    if (!m || row === undefined || !rows.has(row)) return null;
    const page = PAGE_FIELDS.find((f) => m[2] === f.key);
    if (page) return `page:${row}.${page.key}`;
    const b = /^blocks\.(\d+)\.(.+)$/.exec(m[2]!);
    const origin = b ? blockOrigins.get(row)?.[Number(b[1])] : undefined;
    if (!b || origin === undefined) return null;
    const block = (doc.pages as Json[])[Number(m[1])]?.blocks as Json[] | undefined;
    const key = fieldsOf(block?.[Number(b[1])]?.type).find((f) => b[2] === f.key || b[2]!.startsWith(`${f.key}.`));
    if (!key) return null;
    const at = `page:${row}.blocks.${origin}.${key.key}`;
    if (key.kind !== "list" || !key.list || b[2] === key.key) return at;
    // A problem inside a list is shown at its item's field, and named after it ("Card 2: title").
    const listKept = listRows.get(`${row}.${origin}`)?.get(key.key) ?? null;
    const inList = listFieldOf(key.list, listKept, b[2]!.slice(key.key.length + 1));
    if (!inList) return at;
    const [item, ...field] = inList.split(".");
    names.set(`${at}:${inList}`, listFieldName(key.list, Number(item), field.join(".")));
    return `${at}:${inList}`;
  };
  const names = new Map<string, string | null>();
  const nameOf = (formField: string) => names.get(formField) ?? null;
  return { body: `${JSON.stringify(doc, null, 2)}\n`, fieldOf, nameOf };
}
