import { describe, expect, it } from "vitest";
import { applyList, LIST_SHAPES, listFieldName, listFieldOf, listView } from "./block-lists";
import { orderedRows } from "./list-order";

const CARDS = [
  { title: "A", text: "", href: "/a", label: "Go", baseDomainPath: "/kept" },
  { title: "B", text: "Bee", href: "/b", label: "Go" },
];
const rows = (entries: Record<string, Record<string, string>>) =>
  new Map(Object.entries(entries).map(([row, fields]) => [Number(row), new Map(Object.entries(fields))]));

describe("a block's list as rows of fields", () => {
  it("each item is shown as its fields' text, nested ones by their dotted key", () => {
    expect(listView(CARDS, LIST_SHAPES.cards)[1]).toEqual({
      title: "B",
      text: "Bee",
      href: "/b",
      label: "Go",
      "image.url": "",
      "image.alt": "",
    });
    const cta = [{ ...CARDS[0], image: { url: "/media/a.jpg", width: 640, height: 400, alt: "A car" } }];
    expect(listView(cta, LIST_SHAPES.ctaCards)[0]).toMatchObject({ "image.url": "/media/a.jpg", "image.alt": "A car" });
    expect(listView("not a list", LIST_SHAPES.cards)).toEqual([]);
    expect(listView(undefined, LIST_SHAPES.standard)).toEqual([
      { pricePerService: "", services: "", years: "", intervalMonths: "", intervalKm: "", maxKm: "" },
    ]);
  });

  it("rows replace their items' fields and keep the fields the form does not show", () => {
    const out = applyList(CARDS, LIST_SHAPES.cards, rows({ 0: { title: " A1 ", text: "Line\r\ntwo" } }));
    expect(out.value).toEqual([{ ...CARDS[0], title: "A1", text: "Line\ntwo" }, CARDS[1]]);
    expect(out.rows).toEqual([0, 1]);
  });

  it("a required field left empty is left out, so the schema says it is required; one that may be empty stays ''", () => {
    const out = applyList(CARDS, LIST_SHAPES.cards, rows({ 1: { title: "", text: "" } }));
    expect((out.value as object[])[1]).toEqual({ text: "", href: "/b", label: "Go" });
  });

  it("a card's optional image is left out when its address is emptied, and one typed by address takes the card size", () => {
    const pictured = [{ ...CARDS[1], image: { url: "/media/b.jpg", width: 375, height: 250, alt: "B" } }];
    const cleared = applyList(pictured, LIST_SHAPES.cards, rows({ 0: { "image.url": "", "image.alt": "" } }));
    expect((cleared.value as object[])[0]).toEqual(CARDS[1]);
    const typed = applyList(CARDS, LIST_SHAPES.cards, rows({ 1: { "image.url": "/media/c.jpg", "image.alt": "" } }));
    expect((typed.value as { image: unknown }[])[1]!.image).toEqual({
      url: "/media/c.jpg",
      width: 640,
      height: 400,
      alt: "",
    });
    // A card without an image, whose image fields were left empty, stays without one.
    const untouched = applyList(CARDS, LIST_SHAPES.cards, rows({ 0: { "image.url": "", "image.alt": "" } }));
    expect((untouched.value as object[])[0]).toEqual(CARDS[0]);
    // An image's size is kept when only its address changes.
    const moved = applyList(
      pictured,
      LIST_SHAPES.cards,
      rows({ 0: { "image.url": "/media/d.jpg", "image.alt": "B" } }),
    );
    expect((moved.value as { image: unknown }[])[0]!.image).toEqual({
      url: "/media/d.jpg",
      width: 375,
      height: 250,
      alt: "B",
    });
  });

  it("rows move by position, are removed, and the blank rows after the last add items only once filled", () => {
    const out = applyList(
      CARDS,
      LIST_SHAPES.cards,
      rows({
        0: { position: "3", remove: "on" },
        1: { position: "2" },
        2: { title: "New", text: "", href: "/new", label: "See", position: "1" },
        3: { title: "", text: "", href: "", label: "" },
      }),
    );
    expect(out.value).toEqual([{ title: "New", text: "", href: "/new", label: "See" }, CARDS[1]]);
    expect(out.rows).toEqual([2, 1]);
  });

  it("numbers are stored as numbers where they read as one, else as written for the schema to refuse", () => {
    const out = applyList(
      [],
      LIST_SHAPES.models,
      rows({ 0: { model: "Corolla", pricePerService: "239", years: "five" } }),
    );
    expect(out.value).toEqual([{ model: "Corolla", pricePerService: 239, years: "five" }]);
  });

  it("an uploaded image replaces the item's image at its size and keeps its description; a new row with one is added", () => {
    const image = { url: "/media/uploads/x.jpg", width: 640, height: 400 };
    const gallery = [{ url: "/media/a.svg", width: 640, height: 400, alt: "A ute" }];
    const out = applyList(
      gallery,
      LIST_SHAPES.images,
      rows({ 0: { alt: "A ute" } }),
      new Map([
        [0, image],
        [1, image],
      ]),
    );
    expect(out.value).toEqual([
      { ...image, alt: "A ute" },
      { ...image, alt: "" },
    ]);
    const cards = applyList([], LIST_SHAPES.ctaCards, rows({ 0: { title: "T" } }), new Map([[0, image]]));
    expect((cards.value as { image: unknown }[])[0]!.image).toEqual({ ...image, alt: "" });
  });

  it("a single group (a plan's standard terms) is left out when all its fields are empty, kept when not sent", () => {
    const empty = { pricePerService: "", services: "", years: "", intervalMonths: "", intervalKm: "", maxKm: "" };
    expect(applyList({ years: 3 }, LIST_SHAPES.standard, rows({ 0: empty })).value).toBeUndefined();
    expect(applyList({ years: 3 }, LIST_SHAPES.standard, new Map()).value).toEqual({ years: 3 });
    expect(applyList({}, LIST_SHAPES.standard, rows({ 0: { ...empty, years: "4" } })).value).toEqual({ years: 4 });
  });

  it("a problem inside the list is mapped to the field of the row it was drawn in, and named after that row", () => {
    expect(listFieldOf(LIST_SHAPES.ctaCards, [2, 0], "0.title")).toBe("2.title");
    expect(listFieldOf(LIST_SHAPES.ctaCards, [2, 0], "1.image.url")).toBe("0.image.url");
    // The image's size or the image as a whole: shown at its address.
    expect(listFieldOf(LIST_SHAPES.ctaCards, [2, 0], "1.image")).toBe("0.image.url");
    expect(listFieldOf(LIST_SHAPES.images, [0], "0.width")).toBe("0.url");
    expect(listFieldOf(LIST_SHAPES.cards, [0], "3.title")).toBeNull();
    expect(listFieldOf(LIST_SHAPES.standard, [0], "years")).toBe("0.years");
    expect(listFieldName(LIST_SHAPES.cards, 1, "title")).toBe("Card 2: title");
    expect(listFieldName(LIST_SHAPES.standard, 0, "years")).toBe("Standard plan: years");
  });
});

describe("a list's order as its rows send it", () => {
  it("a row moved to a taken position goes before the row there; at most `blanks` rows after the last are read", () => {
    const sent = rows({ 1: { position: "1" }, 3: { label: "x" }, 4: { label: "y" } });
    const filled = (f: Map<string, string>) => (f.get("label") ?? "") !== "";
    expect(orderedRows(sent, 3, filled).map((r) => r.row)).toEqual([1, 0, 2, 3]);
    expect(orderedRows(sent, 3, filled, 2).map((r) => r.row)).toEqual([1, 0, 2, 3, 4]);
  });
});
