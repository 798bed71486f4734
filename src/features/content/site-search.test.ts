import { describe, expect, it } from "vitest";
import type { ContentPage } from "@/platform/content/content-schema";
import type { SiteModel, SiteOffer } from "@/platform/content/site-content";
import { directoryEntries, MAX_QUERY_LENGTH, partsEntries, queryWords, searchEntries } from "./site-search";

const page = (path: string, title: string, description: string, body = "Body text."): ContentPage => ({
  path,
  title,
  description,
  blocks: [{ type: "text", paragraphs: [body] }],
});
const pages = [
  page("/warranty", "Warranty Advantage", "Up to 7 years of engine cover."),
  page("/vehicle-parts-and-accessories", "Parts & Accessories", "Genuine parts.", "Tow bars and roof racks."),
  page("/about-us", "About us", "A family dealership."),
];
const models = [
  {
    name: "HiLux",
    slug: "hilux",
    manufacturer: { name: "Toyota", slug: "toyota" },
    path: "/models/toyota-hilux",
    summary: "The ute that works as hard as you.",
    body: "ute",
    categories: ["Utes & Vans"],
    accessoriesCount: 20,
  },
  {
    name: "Prado",
    slug: "prado",
    manufacturer: { name: "Toyota", slug: "toyota" },
    path: "/models/toyota-prado",
    summary: "Go anywhere.",
    body: "4x4",
    categories: ["SUVs & 4WDs"],
    accessoriesCount: 0,
  },
] as unknown as SiteModel[];
const offers = [{ id: 101, name: "HiLux tow pack", description: "A free tow pack." }] as unknown as SiteOffer[];
const titles = (list: { title: string }[]) => list.map((e) => e.title);

describe("query words", () => {
  it("splits on anything but letters and digits, lower-cased, without repeats", () => {
    expect(queryWords("  Tow-BAR, tow bar!! 2024 ")).toEqual(["tow", "bar", "2024"]);
  });
  it("copes with any input: markup, control characters, a huge string", () => {
    expect(queryWords("<script>alert(1)</script>\u0000%00")).toEqual(["script", "alert", "1", "00"]);
    expect(queryWords("a ".repeat(100_000)).length).toBeLessThanOrEqual(12);
    expect(queryWords("x".repeat(10_000))[0]).toHaveLength(MAX_QUERY_LENGTH);
    expect(queryWords("!!! ???")).toEqual([]);
  });
});

describe("directory search (the site's pages, models and offers)", () => {
  const entries = directoryEntries({ pages, models, offers });
  it("finds pages, models and offers by title, description or summary, case-insensitively", () => {
    expect(titles(searchEntries(entries, "WARRANTY"))).toEqual(["Warranty Advantage"]);
    expect(titles(searchEntries(entries, "hilux"))).toEqual(["Toyota HiLux", "HiLux tow pack"]);
    expect(titles(searchEntries(entries, "family"))).toEqual(["About us"]);
  });
  it("needs every word of the query", () => {
    expect(titles(searchEntries(entries, "hilux tow"))).toEqual(["HiLux tow pack"]);
    expect(searchEntries(entries, "hilux caravan")).toEqual([]);
  });
  it("links pages at their path, models at their page and offers at /offers/{id}", () => {
    expect(entries.map((e) => e.href)).toEqual([
      "/warranty",
      "/vehicle-parts-and-accessories",
      "/about-us",
      "/models/toyota-hilux",
      "/models/toyota-prado",
      "/offers/101",
    ]);
  });
  it("finds nothing for an empty or punctuation-only query", () => {
    expect(searchEntries(entries, "")).toEqual([]);
    expect(searchEntries(entries, " -- ")).toEqual([]);
  });
});

describe("parts search (parts pages and model accessories; no parts catalogue)", () => {
  const entries = partsEntries({ pages, models });
  it("looks only through parts pages (their whole text) and the accessories of models that have some", () => {
    expect(titles(entries)).toEqual(["Parts & Accessories", "Toyota HiLux accessories"]);
    expect(titles(searchEntries(entries, "roof racks"))).toEqual(["Parts & Accessories"]);
    expect(entries[1]!.href).toBe("/hilux/accessories");
    expect(searchEntries(entries, "warranty")).toEqual([]);
  });
});

describe("parts search through the new block kinds", () => {
  it("searches the words of rich text and truncated text (tags dropped), but never matches a tag's name", () => {
    const parts: ContentPage = {
      path: "/vehicle-parts-and-accessories",
      title: "Parts",
      description: "Parts.",
      blocks: [
        { type: "rich-text", html: "<ul><li>Genuine <strong>bull bars</strong></li></ul>" },
        { type: "truncated-text", title: "Fitting", html: "<p>Snorkels fitted&nbsp;while you wait</p>" },
      ],
    };
    const entries = partsEntries({ pages: [parts], models: [] });
    expect(titles(searchEntries(entries, "bull bars"))).toEqual(["Parts"]);
    expect(titles(searchEntries(entries, "snorkels fitted"))).toEqual(["Parts"]);
    expect(searchEntries(entries, "strong")).toEqual([]);
  });
});
