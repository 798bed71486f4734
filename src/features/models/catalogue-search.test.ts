import { describe, expect, it } from "vitest";
import type { CatalogueFile, ContentModel } from "@/platform/content/content-schema";
import { catalogueCacheKey, paginate, searchCatalogue } from "./catalogue-search";
import { contentModel } from "./testing/site-model";

const model = (name: string, body: ContentModel["body"]): ContentModel =>
  contentModel({ name, slug: name.toLowerCase().replace(/\s+/g, "-"), body });
const catalogue = (name: string, models: ContentModel[]): CatalogueFile => ({
  manufacturer: { name, slug: name.toLowerCase(), logo: { url: "/l.svg", width: 1, height: 1, alt: "" } },
  models,
  offers: [],
});
const files = [
  catalogue("Toyota", [model("RAV4", "suv"), model("HiLux", "ute"), model("Land Cruiser 300", "suv")]),
  catalogue("Kia", [model("Sportage", "suv"), model("Tasman", "ute")]),
];
const names = (q: Parameters<typeof searchCatalogue>[1]) =>
  searchCatalogue(files, q).hits.map((h) => `${h.manufacturer.name} ${h.model.name}`);

describe("catalogue search (by manufacturer.name, model.name and model.body)", () => {
  it("searches every catalogue, by manufacturer and then model name", () => {
    expect(names({ page: 1 })).toEqual([
      "Kia Sportage",
      "Kia Tasman",
      "Toyota HiLux",
      "Toyota Land Cruiser 300",
      "Toyota RAV4",
    ]);
  });
  it("filters by manufacturer name (or slug), ignoring case", () => {
    expect(names({ manufacturer: "KIA", page: 1 })).toEqual(["Kia Sportage", "Kia Tasman"]);
    expect(names({ manufacturer: "toyota", page: 1 })).toHaveLength(3);
  });
  it("filters by any part of the model name, ignoring case and hyphens", () => {
    expect(names({ model: "land-cruiser", page: 1 })).toEqual(["Toyota Land Cruiser 300"]);
    expect(names({ model: "rav", page: 1 })).toEqual(["Toyota RAV4"]);
  });
  it("filters by model body, and combines the filters", () => {
    expect(names({ body: "ute", page: 1 })).toEqual(["Kia Tasman", "Toyota HiLux"]);
    expect(names({ manufacturer: "Kia", body: "ute", page: 1 })).toEqual(["Kia Tasman"]);
  });
});

describe("catalogue and category paging (21 per page)", () => {
  const items = Array.from({ length: 45 }, (_, i) => i);
  it("cuts 21 to a page and counts the pages", () => {
    expect(paginate(items, 1, 21)).toMatchObject({ count: 45, page: 1, pages: 3 });
    expect(paginate(items, 1, 21).hits).toHaveLength(21);
    expect(paginate(items, 3, 21).hits).toEqual([42, 43, 44]);
  });
  it("answers a page past the end with no hits but the count", () => {
    expect(paginate(items, 9, 21)).toEqual({ hits: [], count: 45, page: 9, pages: 3 });
  });
  it("pages the catalogue search by 21", () => {
    const many = [
      catalogue(
        "Big",
        Array.from({ length: 30 }, (_, i) => model(`M${String(i).padStart(2, "0")}`, "suv")),
      ),
    ];
    expect(searchCatalogue(many, { page: 2 })).toMatchObject({ count: 30, page: 2, pages: 2 });
    expect(searchCatalogue(many, { page: 2 }).hits).toHaveLength(9);
  });
});

describe("the catalogue cache key", () => {
  it("is the same for queries that search the same", () => {
    expect(catalogueCacheKey({ model: "RAV4", page: 1 })).toBe(catalogueCacheKey({ model: " rav4 ", page: 1 }));
    expect(catalogueCacheKey({ model: "RAV4", page: 1 })).not.toBe(catalogueCacheKey({ model: "RAV4", page: 2 }));
  });
});
