import path from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { DatabaseHandle } from "@/platform/db/client";
import { staffOrganizations } from "@/platform/db/schema";
import { openTestDatabase } from "@/platform/db/testing/test-database";
import { diskTree } from "@/platform/site/site-tree";
import { documentState, saveDraft, seedSiteDocuments } from "@/features/site-documents/index.server";
import { applyPagesForm } from "./pages-form";
import { pagesView } from "./pages-view";

const ROOT = path.resolve("sites");
const CONTENT = "content/sites/harbour-toyota.json";
const marketing = { id: "user-marketing", groupId: "group-pages" };
let handle: DatabaseHandle;

beforeAll(async () => {
  handle = await openTestDatabase();
  await handle.db.insert(staffOrganizations).values({ id: marketing.groupId, name: "Pages", slug: "pages" });
  await seedSiteDocuments(handle.db, diskTree(ROOT));
});
afterAll(() => handle.close());

/** Script by every door a rich text field could open, as pasted into the editor or its textarea without JavaScript. */
const XSS = [
  "<script>alert(1)</script>",
  '<img src="x" onerror="alert(1)">',
  "<svg onload=alert(1)><circle r=1 /></svg>",
  '<a href="javascript:alert(1)">x</a>',
  '<a href="JaVaScRiPt&colon;alert(1)">x</a>',
  '<iframe src="https://evil.example"></iframe>',
  '<p style="background:url(javascript:alert(1))">x</p>',
  "<style>body{display:none}</style>",
  "<details open ontoggle=alert(1)>",
];

describe("a page's rich text saved from the pages editor is stored sanitised", () => {
  it("nothing executable of the XSS corpus survives the page form's save; the text and its safe markup do", async () => {
    const state = (await documentState(handle.db, CONTENT))!;
    const page = pagesView(state.published.body)!.find((p) => p.blocks.some((b) => b.type === "rich-text"))!;
    const block = page.blocks.find((b) => b.type === "rich-text")!;
    const name = `page:${page.row}.blocks.${block.n}.html`;
    const html = `<p>Hello <strong>there</strong> <a href="https://example.com/x">link</a></p>${XSS.join("")}`;
    const applied = applyPagesForm(state.published.body, [[name, html]])!;
    const saved = await saveDraft(handle.db, ROOT, {
      path: CONTENT,
      body: applied.body,
      baseVersion: state.published.version,
      draftVersion: 0,
      by: marketing,
      publishAt: null,
    });
    expect(saved.ok).toBe(true);
    const stored = pagesView((await documentState(handle.db, CONTENT))!.draft!.body)!;
    const storedHtml = stored[page.row]!.blocks[block.n]!.values.html!;
    expect(storedHtml).not.toMatch(/<script|onerror|onload|ontoggle|javascript|<iframe|<svg|<style|style=/i);
    expect(storedHtml).toContain('<p>Hello <strong>there</strong> <a href="https://example.com/x"');
  });
});
