import { describe, expect, it } from "vitest";
import { RICH_TEXT_TAGS, sanitiseRichText } from "./rich-text";

describe("sanitiseRichText (rich text from data is sanitised before rendering)", () => {
  it("keeps the allowed structure: paragraphs, emphasis, lists, headings, tables", () => {
    const html =
      "<h2>Title</h2><p>A <strong>bold</strong> and <em>quiet</em> line.</p><ul><li>One</li></ul>" +
      '<table><thead><tr><th scope="col">Model</th></tr></thead><tbody><tr><td>HiLux</td></tr></tbody></table>';
    expect(sanitiseRichText(html)).toBe(html);
  });

  it("lists exactly the allowed tags: no h1, img, iframe, form, script or style", () => {
    for (const tag of ["h1", "img", "iframe", "form", "input", "script", "style", "object", "embed", "svg"])
      expect(RICH_TEXT_TAGS as readonly string[]).not.toContain(tag);
  });

  it("removes scripts with their content", () => {
    expect(sanitiseRichText('<p>Hi</p><script>alert("x")</script>')).toBe("<p>Hi</p>");
    expect(sanitiseRichText("<p>Hi<script src=//evil.example/x.js></script></p>")).toBe("<p>Hi</p>");
  });

  it("removes event handlers", () => {
    expect(sanitiseRichText('<p onclick="steal()" onmouseover="x()">Hi</p>')).toBe("<p>Hi</p>");
    expect(sanitiseRichText('<img src="x" onerror="alert(1)">')).toBe("");
  });

  it("removes javascript:, data: and vbscript: links, however they are written, keeping their text (no <a> without href)", () => {
    for (const href of [
      "javascript:alert(1)",
      "JaVaScRiPt:alert(1)",
      " javascript:alert(1)",
      "data:text/html,<b>",
      "vbscript:x",
    ])
      expect(sanitiseRichText(`<p><a href="${href}">Go</a></p>`)).toBe("<p>Go</p>");
    expect(sanitiseRichText('<a href="jav&#x09;ascript:alert(1)">Go</a>')).toBe("Go");
    expect(sanitiseRichText('<a href="//evil.example/x">Go</a>')).toBe("Go");
    expect(sanitiseRichText("<a>Go</a>")).toBe("Go");
    expect(sanitiseRichText('<a href="/service">Go</a>')).toBe('<a href="/service" rel="noopener noreferrer">Go</a>');
  });

  it("removes iframes, objects and embeds with their content", () => {
    expect(
      sanitiseRichText('<p>A</p><iframe src="https://evil.example">fallback</iframe><object data="x"></object>'),
    ).toBe("<p>A</p>");
  });

  it("removes style elements and style and class attributes", () => {
    expect(sanitiseRichText('<style>p{display:none}</style><p style="color:red" class="x">Hi</p>')).toBe("<p>Hi</p>");
  });

  it("gives every link rel=noopener (and noreferrer), keeping only _blank as a target", () => {
    expect(sanitiseRichText('<a href="https://toyota.example/x" target="_blank" rel="opener">T</a>')).toBe(
      '<a href="https://toyota.example/x" target="_blank" rel="noopener noreferrer">T</a>',
    );
    expect(sanitiseRichText('<a href="/warranty" target="_top">W</a>')).toBe(
      '<a href="/warranty" rel="noopener noreferrer">W</a>',
    );
    expect(sanitiseRichText('<a href="mailto:care@harbour-toyota.example">Mail</a>')).toContain(
      'href="mailto:care@harbour-toyota.example"',
    );
  });

  it("unwraps unknown tags but keeps their text, and escapes stray markup", () => {
    expect(sanitiseRichText("<div><span>Kept</span></div>")).toBe("Kept");
    expect(sanitiseRichText("<p>1 < 2 & 3 > 2</p>")).toBe("<p>1 &lt; 2 &amp; 3 &gt; 2</p>");
  });
});
