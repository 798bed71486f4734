import { documentObject, isObject, type Json } from "./document-json";
import { orderedRows as ordered } from "./list-order";
/**
 * The header and footer menus editor's form and the settings document it edits. The menus shown are the site's
 * effective ones (its own `navigation`, else what its brand or template gives it); saving writes them whole as the
 * site's own `navigation.header` and `navigation.footer`: layers replace arrays whole (config-layers.ts), so the site
 * then shows exactly what the editor showed. Fields are named after the row the editor drew them in:
 * - `header:{row}.{label|kind|href|position|remove}`: a header item; its kind is a link, a menu of links, or a menu
 *   filled from data (`models`, `stock`).
 * - `header:{row}.child:{row}.{label|href|position|remove}`: a link in a header item's menu.
 * - `footer:{row}.{heading|position|remove}` and `footer:{row}.link:{row}.{label|href|position|remove}`.
 * Each list's rows are ordered by their position (list-order.ts), which works without script. Each list's one blank
 * row (its index one past the last) adds an item once its label or heading is filled.
 */
const HEADER_KINDS = ["link", "menu", "models", "stock"] as const;
export type HeaderKind = (typeof HEADER_KINDS)[number];

const list = (v: unknown): Json[] => (Array.isArray(v) ? v.filter(isObject) : []);

/** The menus as the editor shows them. */
export interface MenuLink {
  label: string;
  href: string;
}
export interface HeaderItemView extends MenuLink {
  kind: HeaderKind;
  children: MenuLink[];
}
export interface FooterGroupView {
  heading: string;
  links: MenuLink[];
}
export interface MenusView {
  header: HeaderItemView[];
  footer: FooterGroupView[];
}

const text = (v: unknown) => (typeof v === "string" ? v : "");
const linkView = (link: Json): MenuLink => ({ label: text(link.label), href: text(link.href) });

function headerKindOf(item: Json): HeaderKind {
  if (item.dynamic === "models" || item.dynamic === "stock") return item.dynamic;
  return item.children !== undefined ? "menu" : "link";
}

/** The site's effective navigation: its own over what its layers give it (a key set by the site wins whole). */
function effectiveNavigation(doc: Json, inherited: unknown): Json {
  return { ...(isObject(inherited) ? inherited : {}), ...(isObject(doc.navigation) ? doc.navigation : {}) };
}

/** The settings document's effective menus as the editor shows them, or null for a document that is not JSON. */
export function menusView(body: string, inherited: unknown): MenusView | null {
  const doc = documentObject(body);
  if (!doc) return null;
  const nav = effectiveNavigation(doc, inherited);
  return {
    header: list(nav.header).map((item) => ({
      ...linkView(item),
      kind: headerKindOf(item),
      children: list(item.children).map(linkView),
    })),
    footer: list(nav.footer).map((group) => ({ heading: text(group.heading), links: list(group.links).map(linkView) })),
  };
}

type Fields = Map<string, string>;
interface Row {
  fields: Fields;
  /** Rows nested in this one (a header item's links, a footer group's links), by row number. */
  nested: Map<number, Fields>;
}

const HEADER = /^(header|footer):(\d{1,3})\.(?:(?:child|link):(\d{1,3})\.)?([a-z]{1,10})$/;

/** A link as the document holds it: a changed address drops the manufacturer domain's own (it would win over it). */
function appliedLink(original: Json, fields: Fields | undefined): Json {
  const link: Json = { ...original };
  if (!fields) return link;
  if (fields.has("label")) link.label = fields.get("label")!.trim();
  if (fields.has("href")) {
    const href = fields.get("href")!.trim();
    if (href !== original.href) delete link.baseDomainPath;
    link.href = href;
  }
  return link;
}

const labelled = (fields: Fields) => (fields.get("label") ?? "").trim() !== "";

/** The document with the form's menus applied, and the form field each of the menus' problems belongs to. */
export function applyMenusForm(
  body: string,
  inherited: unknown,
  entries: Iterable<[string, string]>,
): { body: string; fieldOf: (problemField: string) => string | null } | null {
  const doc = documentObject(body);
  if (!doc) return null;
  const nav = effectiveNavigation(doc, inherited);
  const sent = { header: new Map<number, Row>(), footer: new Map<number, Row>() };
  for (const [name, value] of entries) {
    const m = HEADER.exec(name);
    if (!m) continue;
    const [, menu, outer, inner, part] = m as unknown as [
      string,
      "header" | "footer",
      string,
      string | undefined,
      string,
    ];
    const rows = sent[menu];
    const row = rows.get(Number(outer)) ?? { fields: new Map(), nested: new Map() };
    rows.set(Number(outer), row);
    if (inner === undefined) row.fields.set(part, value);
    else {
      const nested = row.nested.get(Number(inner)) ?? new Map<string, string>();
      row.nested.set(Number(inner), nested.set(part, value));
    }
  }
  const header = list(nav.header);
  const footer = list(nav.footer);
  const nestedOf = (rows: Map<number, Row>, row: number) => rows.get(row)?.nested ?? new Map<number, Fields>();
  const outerFields = (rows: Map<number, Row>) => new Map([...rows].map(([r, row]) => [r, row.fields]));

  // Form row of each kept item (and of each kept link in it), by its index in the document written.
  const headerRows: { row: number; links: number[] }[] = [];
  const newHeader = ordered(outerFields(sent.header), header.length, labelled).map(({ row, fields }) => {
    const original = header[row] ?? {};
    const item = appliedLink(original, fields);
    const kind = HEADER_KINDS.find((k) => k === fields?.get("kind")) ?? headerKindOf(original);
    const children = list(original.children);
    const links = ordered(nestedOf(sent.header, row), children.length, labelled);
    delete item.href;
    delete item.children;
    delete item.dynamic;
    if (kind === "link") {
      item.href = fields?.has("href") ? fields.get("href")!.trim() : text(original.href);
      if (item.href !== original.href || original.dynamic || original.children) delete item.baseDomainPath;
    } else {
      delete item.baseDomainPath;
      if (kind === "menu") item.children = links.map((l) => appliedLink(children[l.row] ?? {}, l.fields));
      else item.dynamic = kind;
    }
    headerRows.push({ row, links: kind === "menu" ? links.map((l) => l.row) : [] });
    return item;
  });

  const footerRows: { row: number; links: number[] }[] = [];
  const headed = (fields: Fields) => (fields.get("heading") ?? "").trim() !== "";
  const newFooter = ordered(outerFields(sent.footer), footer.length, headed).map(({ row, fields }) => {
    const original = footer[row] ?? {};
    const group: Json = { ...original };
    if (fields?.has("heading")) group.heading = fields.get("heading")!.trim();
    const links = list(original.links);
    const kept = ordered(nestedOf(sent.footer, row), links.length, labelled);
    group.links = kept.map((l) => appliedLink(links[l.row] ?? {}, l.fields));
    footerRows.push({ row, links: kept.map((l) => l.row) });
    return group;
  });

  doc.navigation = {
    ...(isObject(doc.navigation) ? doc.navigation : {}),
    header: newHeader,
    footer: newFooter,
  };

  const fieldOf = (problemField: string): string | null => {
    const m =
      /^navigation\.(header|footer)\.(\d+)(?:\.(children|links)(?:\.(\d+)(?:\.([a-zA-Z]+))?)?|\.([a-zA-Z]+))?$/.exec(
        problemField,
      );
    if (!m) return null;
    const [, menu, index, nested, nestedIndex, nestedPart, part] = m;
    const at = (menu === "header" ? headerRows : footerRows)[Number(index)];
    if (!at) return null;
    const outer = `${menu}:${at.row}`;
    const first = menu === "header" ? "label" : "heading";
    if (nested && nestedIndex !== undefined) {
      const inner = at.links[Number(nestedIndex)];
      if (inner === undefined) return null;
      const leaf = nestedPart === "href" || nestedPart === "baseDomainPath" ? "href" : "label";
      return `${outer}.${menu === "header" ? "child" : "link"}:${inner}.${leaf}`;
    }
    // A menu without links, an item with neither address nor links: its kind (or a group's heading) is where to fix it.
    if (nested) return menu === "header" ? `${outer}.kind` : `${outer}.heading`;
    if (part === "href" || part === "baseDomainPath") return `${outer}.href`;
    if (part === "label" || part === "heading") return `${outer}.${part}`;
    return menu === "header" ? `${outer}.kind` : `${outer}.${first}`;
  };
  return { body: `${JSON.stringify(doc, null, 2)}\n`, fieldOf };
}
