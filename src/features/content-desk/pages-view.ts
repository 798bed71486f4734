import { BLOCK_TYPES, isBlockType, PAGE_FIELDS, shownBlockValue, type BlockTypeName } from "./pages-form";
import { listView } from "./block-lists";
import { documentObject, isObject } from "./document-json";

/** One block of a page as its form shows it: its place in the document, its type, its fields' text by key. */
interface BlockView {
  n: number;
  type: BlockTypeName | null;
  /** The type as the document names it, for a type the form does not know. */
  typeName: string;
  values: Record<string, string>;
  /** Its list fields' items, each its fields' text by key (block-lists.ts), by the list's key. */
  lists: Record<string, Record<string, string>[]>;
}

export interface PageView {
  row: number;
  title: string;
  path: string;
  values: Record<string, string>;
  blocks: BlockView[];
}

/** A content document's pages as the pages editor shows them, or null for bad JSON. */
export function pagesView(body: string): PageView[] | null {
  const doc = documentObject(body);
  if (!doc) return null;
  return (Array.isArray(doc.pages) ? doc.pages : []).map((page: unknown, row) => {
    const p = isObject(page) ? page : {};
    const values = Object.fromEntries(PAGE_FIELDS.map((f) => [f.key, shownBlockValue(p, f)]));
    const blocks = (Array.isArray(p.blocks) ? p.blocks : []).map((block: unknown, n): BlockView => {
      const b = isObject(block) ? block : {};
      const type = isBlockType(b.type) ? b.type : null;
      const fields = type ? BLOCK_TYPES[type].fields : [];
      return {
        n,
        type,
        typeName: String(b.type ?? "unknown"),
        values: Object.fromEntries(fields.map((f) => [f.key, shownBlockValue(b, f)])),
        lists: Object.fromEntries(
          fields.flatMap((f) => ("list" in f && f.list ? [[f.key, listView(b[f.key], f.list)]] : [])),
        ),
      };
    });
    return { row, title: values.title ?? "", path: values.path ?? "", values, blocks };
  });
}
