import { describe, expect, it } from "vitest";
import { applyPagesForm, BLOCK_TYPES } from "./pages-form";
import { pagesView } from "./pages-view";

const PRIVACY = {
  path: "/privacy",
  title: "Privacy",
  description: "How we handle your details.",
  blocks: [
    { type: "rich-text", heading: "Your details", html: "<p>We keep them safe.</p>" },
    { type: "text", paragraphs: ["One.", "Two."] },
    { type: "cards", cards: [{ title: "A", text: "", href: "/a", label: "Go" }] },
  ],
};
const ABOUT = { path: "/about-us", title: "About", description: "Us.", blocks: [{ type: "review-feedback" }] };
const DOC = JSON.stringify({ offers: [], promoCards: [{ id: "kept" }], pages: [ABOUT, PRIVACY] });
const pages = (body: string) => JSON.parse(body).pages;
const apply = (entries: [string, string][]) => applyPagesForm(DOC, entries)!;

describe("the pages editor applied to the content document", () => {
  it("a page's fields and its blocks' fields are replaced by type; fields and pages the form lacks are kept", () => {
    const out = apply([
      ["page:1.title", " Privacy policy "],
      ["page:1.blocks.0.heading", ""],
      ["page:1.blocks.0.html", "<p>We <strong>never</strong> sell them.</p>"],
      ["page:1.blocks.1.paragraphs", "First.\r\n\r\nSecond\nline.\n\n\n"],
    ]);
    const [about, privacy] = pages(out.body);
    expect(about).toEqual(ABOUT);
    expect(privacy.title).toBe("Privacy policy");
    expect(privacy.description).toBe(PRIVACY.description);
    expect(privacy.blocks[0]).toEqual({ type: "rich-text", html: "<p>We <strong>never</strong> sell them.</p>" });
    expect(privacy.blocks[1]).toEqual({ type: "text", paragraphs: ["First.", "Second\nline."] });
    expect(privacy.blocks[2]).toEqual(PRIVACY.blocks[2]);
    expect(JSON.parse(out.body).promoCards).toEqual([{ id: "kept" }]);
  });

  it("blocks move by their position fields, are removed, and a block of any type is added at the end", () => {
    const out = apply([
      ["page:1.blocks.0.position", "3"],
      ["page:1.blocks.1.position", "1"],
      ["page:1.blocks.2.position", "2"],
      ["page:1.blocks.1.remove", "on"],
      ["page:1.add", "locations"],
    ]);
    expect(pages(out.body)[1].blocks.map((b: { type: string }) => b.type)).toEqual(["cards", "rich-text", "locations"]);
    expect(pages(out.body)[1].blocks[2]).toEqual({ type: "locations", ...BLOCK_TYPES.locations.blank() });
  });

  it("a block type the schema does not have is not added; a page is removed, and added from the row after the last", () => {
    expect(pages(apply([["page:1.add", "marquee"]]).body)[1].blocks).toHaveLength(3);
    expect(pages(apply([["page:0.remove", "on"]]).body).map((p: { path: string }) => p.path)).toEqual(["/privacy"]);
    const added = pages(
      apply([
        ["page:2.title", "Terms"],
        ["page:2.path", "/terms"],
        ["page:2.description", "The terms."],
        ["page:2.add", "rich-text"],
      ]).body,
    );
    expect(added[2]).toEqual({
      path: "/terms",
      title: "Terms",
      description: "The terms.",
      blocks: [{ type: "rich-text", html: "<p>New text.</p>" }],
    });
    expect(pages(apply([["page:2.title", "No path, no page"]]).body)).toHaveLength(2);
    // A new legal page's first text, as the form starts it from the site's words.
    const legal = pages(
      apply([
        ["page:2.path", "/privacy-policy"],
        ["page:2.add", "rich-text"],
        ["page:2.blocks.new.html", "<p>We collect what you give us.</p>"],
      ]).body,
    );
    expect(legal[2].blocks).toEqual([{ type: "rich-text", html: "<p>We collect what you give us.</p>" }]);
  });

  it("a problem the schema names is mapped to its field as the form drew it, after moves and removals", () => {
    const out = apply([
      ["page:0.remove", "on"],
      ["page:1.blocks.0.position", "2"],
      ["page:1.blocks.1.position", "1"],
    ]);
    // The privacy page is now pages.0; its rich text is now blocks.1, drawn as block 0.
    expect(out.fieldOf("pages.0.blocks.1.html")).toBe("page:1.blocks.0.html");
    expect(out.fieldOf("pages.0.blocks.2.cards.0.href")).toBe("page:1.blocks.2.cards:0.href");
    expect(out.fieldOf("pages.0.blocks.2.cards")).toBe("page:1.blocks.2.cards");
    expect(out.fieldOf("pages.0.path")).toBe("page:1.path");
    expect(out.fieldOf("pages.0.blocks")).toBeNull();
    expect(out.fieldOf("offers.0.name")).toBeNull();
  });

  it("a block's list is edited as rows of fields; a problem in it is shown at its row's field, named after the row", () => {
    const out = apply([
      ["page:1.blocks.2.cards:0.title", ""],
      ["page:1.blocks.2.cards:0.position", "2"],
      ["page:1.blocks.2.cards:1.title", "Second"],
      ["page:1.blocks.2.cards:1.text", ""],
      ["page:1.blocks.2.cards:1.href", "/second"],
      ["page:1.blocks.2.cards:1.label", "More"],
      ["page:1.blocks.2.cards:1.position", "1"],
    ]);
    expect(pages(out.body)[1].blocks[2].cards).toEqual([
      { title: "Second", text: "", href: "/second", label: "More" },
      { text: "", href: "/a", label: "Go" },
    ]);
    // The card drawn as row 0 is now cards.1.
    expect(out.fieldOf("pages.1.blocks.2.cards.1.title")).toBe("page:1.blocks.2.cards:0.title");
    expect(out.nameOf("page:1.blocks.2.cards:0.title")).toBe("Card 1: title");
    expect(applyPagesForm("{", [])).toBeNull();
  });

  it("list rows the form never drew (out of range, malformed) are ignored; a list that is not one is started afresh", () => {
    const out = apply([
      ["page:1.blocks.2.cards:999.title", "Far"],
      ["page:1.blocks.2.cards:x.title", "Bad"],
      ["page:1.blocks.2.cards:0.image.url.deep", "/x"],
      ["page:1.blocks.0.cards:0.title", "Not a cards block"],
    ]);
    expect(pages(out.body)[1].blocks[2]).toEqual(PRIVACY.blocks[2]);
    expect(pages(out.body)[1].blocks[0]).toEqual(PRIVACY.blocks[0]);
    const broken = JSON.stringify({ pages: [{ ...ABOUT, blocks: [{ type: "cards", cards: "[{" }] }] });
    const fixed = applyPagesForm(broken, [["page:0.blocks.0.cards:0.title", "One"]])!;
    expect(pages(fixed.body)[0].blocks[0].cards).toEqual([{ title: "One" }]);
  });

  it("images uploaded for a list's rows go to their items, by the row's prefix", () => {
    const gallery = { type: "collage", heading: "H", paragraphs: ["P"], images: [] };
    const doc = JSON.stringify({ pages: [{ ...ABOUT, blocks: [gallery] }] });
    const image = { url: "/media/uploads/a.jpg", width: 640, height: 400 };
    const out = applyPagesForm(
      doc,
      [["page:0.blocks.0.images:0.alt", "A ute"]],
      new Map([["page:0.blocks.0.images:0", image]]),
    )!;
    expect(pages(out.body)[0].blocks[0].images).toEqual([{ ...image, alt: "A ute" }]);
  });

  it("the view shows each page and its blocks' fields as the form draws them", () => {
    const view = pagesView(DOC)!;
    expect(view.map((p) => [p.row, p.title, p.path])).toEqual([
      [0, "About", "/about-us"],
      [1, "Privacy", "/privacy"],
    ]);
    expect(view[1]!.blocks[1]!.values.paragraphs).toBe("One.\n\nTwo.");
    expect(view[1]!.blocks[0]!.values).toEqual({ heading: "Your details", html: "<p>We keep them safe.</p>" });
  });
});
