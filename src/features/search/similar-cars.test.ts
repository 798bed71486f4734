import { describe, expect, it } from "vitest";
import type { IndexRow } from "@/features/vehicle";
import { indexRow } from "./testing/index-row";
import { ITEM_LIST_MAX, itemList } from "./item-list";
import { SIMILAR_CARS_LIMIT, similarCarsQuery } from "./similar-cars";

const NOW = new Date("2026-11-25T00:00:00Z");
const window = { now: NOW, includeSoldCarsDays: 3 };

const car = { id: 1, body: "suv", price: 30_000, itemType: "car" };
const similar = (rows: IndexRow[]) => itemList(rows, similarCarsQuery(car)!, window).map((h) => h.id);

describe("similar cars (same body, price within 20%, nearest price first, not the car itself)", () => {
  it("keeps only cars of the same body", () => {
    expect(similar([indexRow(2), indexRow(3, { body: "ute" }), indexRow(4, { body: null })])).toEqual([2]);
  });

  it("keeps prices within 20% either side, bounds included", () => {
    const rows = [
      indexRow(2, { price: 24_000 }),
      indexRow(3, { price: 36_000 }),
      indexRow(4, { price: 23_999 }),
      indexRow(5, { price: 36_001 }),
    ];
    expect(similar(rows).sort()).toEqual([2, 3]);
  });

  it("orders the nearest price first, the lower price winning a tie", () => {
    const rows = [
      indexRow(2, { price: 35_000 }),
      indexRow(3, { price: 29_000 }),
      indexRow(4, { price: 31_000 }),
      indexRow(5, { price: 30_500 }),
    ];
    expect(similar(rows)).toEqual([5, 3, 4, 2]);
  });

  it("never lists the car itself", () => {
    expect(similar([indexRow(1), indexRow(2)])).toEqual([2]);
  });

  it("lists only available cars: sold (even within the sold window) is left out", () => {
    const rows = [
      indexRow(2, { status: "sold", soldAt: "2026-11-24T00:00:00Z" }),
      indexRow(3, { status: "coming_soon" }),
    ];
    expect(similar(rows)).toEqual([3]);
  });

  it(`shows ${SIMILAR_CARS_LIMIT} at most`, () => {
    const rows = Array.from({ length: 10 }, (_, i) => indexRow(i + 2, { price: 30_000 + i * 100 }));
    expect(similar(rows)).toEqual([2, 3, 4, 5]);
  });

  it("keeps the same kind of item (a caravan is not similar to a car)", () => {
    expect(similar([indexRow(2, { itemType: "caravan" }), indexRow(3)])).toEqual([3]);
  });

  it("has no strip for a car without a body or a sellable price", () => {
    expect(similarCarsQuery({ ...car, body: null })).toBeNull();
    expect(similarCarsQuery({ ...car, price: 200 })).toBeNull();
    expect(similarCarsQuery({ ...car, price: 0 })).toBeNull();
  });

  it("band's lower end stays above the sellable threshold", () => {
    expect(similarCarsQuery({ ...car, price: 220 })!.price!.min).toBe(201);
  });
});

describe("item-list search (filter, order, limit)", () => {
  const rows = [
    indexRow(1, { price: 10_000 }),
    indexRow(2, { price: 20_000 }),
    indexRow(3, { price: 15_000, make: "Mazda" }),
  ];

  it("answers a filter with a sort and a limit", () => {
    const hits = itemList(rows, { order: { sort: "price-asc" }, limit: 2 }, window);
    expect(hits.map((h) => h.id)).toEqual([1, 3]);
  });

  it("filters on attribute values, an absent attribute accepting any", () => {
    const hits = itemList(rows, { attributes: { make: ["Mazda"] }, order: { sort: "price-desc" }, limit: 5 }, window);
    expect(hits.map((h) => h.id)).toEqual([3]);
  });

  it(`caps the limit at ${ITEM_LIST_MAX} and treats a limit of 0 or less as none`, () => {
    const many = Array.from({ length: 30 }, (_, i) => indexRow(i + 1));
    expect(itemList(many, { order: { sort: "latest" }, limit: 1000 }, window)).toHaveLength(ITEM_LIST_MAX);
    expect(itemList(many, { order: { sort: "latest" }, limit: -1 }, window)).toEqual([]);
  });

  it("applies the sold window like the search: a car sold before it is gone", () => {
    const sold = [
      indexRow(1, { status: "sold", soldAt: "2026-11-20T00:00:00Z" }),
      indexRow(2, { status: "sold", soldAt: "2026-11-24T00:00:00Z" }),
    ];
    expect(itemList(sold, { order: { sort: "latest" }, limit: 5 }, window).map((h) => h.id)).toEqual([2]);
  });

  it("returns hits, not index rows (no keywords or slugs of the index)", () => {
    const [hit] = itemList(rows, { order: { sort: "latest" }, limit: 1 }, window);
    expect(hit).not.toHaveProperty("searchKeywords");
    expect(hit).toHaveProperty("slug");
  });
});
