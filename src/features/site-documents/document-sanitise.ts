import { sanitiseRichText } from "@/features/content/index.server";

interface PagesDocument {
  pages?: { blocks?: { type?: unknown; html?: unknown }[] }[];
}

/** The blocks whose `html` is rich text from data (content-schema.ts): rendered through sanitiseRichText. */
const RICH_BLOCKS = new Set(["rich-text", "truncated-text"]);

/**
 * A content document with its pages' rich text sanitised as it will be rendered, so what is stored is what shoppers
 * get: no script, event handler, frame or `javascript:` link is ever kept, whoever wrote it (the console, an import).
 * It is sanitised on render as well. A document that is not JSON, or has nothing to take out, is kept as written.
 */
export function sanitisedDocument(documentPath: string, body: string): string {
  if (!/^content\/(sites|brands)\//.test(documentPath)) return body;
  let doc: PagesDocument;
  try {
    doc = JSON.parse(body) as PagesDocument;
  } catch {
    return body;
  }
  let changed = false;
  for (const page of Array.isArray(doc?.pages) ? doc.pages : [])
    for (const block of Array.isArray(page?.blocks) ? page.blocks : [])
      if (block && RICH_BLOCKS.has(block.type as string) && typeof block.html === "string") {
        const clean = sanitiseRichText(block.html);
        if (clean !== block.html) {
          block.html = clean;
          changed = true;
        }
      }
  return changed ? `${JSON.stringify(doc, null, 2)}\n` : body;
}
