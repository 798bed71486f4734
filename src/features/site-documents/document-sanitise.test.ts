import { describe, expect, it } from "vitest";
import { sanitisedDocument } from "./document-sanitise";

/** Script by every door a rich text field could open (the OWASP filter evasion families). */
const XSS = [
  "<script>alert(1)</script>",
  '<img src="x" onerror="alert(1)">',
  "<svg onload=alert(1)>",
  '<a href="javascript:alert(1)">x</a>',
  '<a href="jav&#x09;ascript:alert(1)">x</a>',
  '<iframe src="https://evil.example"></iframe>',
  '<p style="background:url(javascript:alert(1))">x</p>',
  "<math><mtext><table><mglyph><style><img src=x onerror=alert(1)>",
  '<object data="data:text/html,<script>alert(1)</script>"></object>',
  "<details open ontoggle=alert(1)>",
];
const page = (html: string) => JSON.stringify({ pages: [{ path: "/p", blocks: [{ type: "rich-text", html }] }] });

describe("content documents are stored with their rich text sanitised (and rendered sanitised too)", () => {
  it.each(XSS)("no script survives in the stored document: %s", (vector) => {
    const stored = sanitisedDocument("content/sites/a.json", page(`<p>Hello</p>${vector}`));
    expect(stored).not.toMatch(/<script|onerror|onload|ontoggle|javascript:|<iframe|<object|style=/i);
    expect(JSON.parse(stored).pages[0].blocks[0].html).toContain("<p>Hello</p>");
  });

  it("a truncated-text block's html is sanitised too; plain text blocks are text, left alone", () => {
    const body = JSON.stringify({
      pages: [
        {
          blocks: [
            { type: "truncated-text", title: "t", html: "<p>ok</p><script>x</script>" },
            { type: "text", paragraphs: ["<b>shown as text</b>"] },
          ],
        },
      ],
    });
    const stored = JSON.parse(sanitisedDocument("content/brands/b.json", body));
    expect(stored.pages[0].blocks[0].html).toBe("<p>ok</p>");
    expect(stored.pages[0].blocks[1].paragraphs).toEqual(["<b>shown as text</b>"]);
  });

  it("a document with nothing to take out, not JSON, or not content, is kept exactly as written", () => {
    const clean = page("<p>Fine</p>");
    expect(sanitisedDocument("content/sites/a.json", clean)).toBe(clean);
    expect(sanitisedDocument("content/sites/a.json", "{")).toBe("{");
    expect(sanitisedDocument("sites/a.json", page("<script>x</script>"))).toContain("<script>");
  });
});
