import { describe, expect, it } from "vitest";
import { carsMatchingSearches, storedSearch } from "./cars-matching-searches";
import { parseSearchParams } from "./search-params";
import { presetForPath } from "./search-routes";
import { indexRow } from "./testing/index-row";

const now = new Date("2026-11-29T00:00:00Z");
const search = (id: number, path: string, query: string) => ({
  id,
  preset: presetForPath(path.split("/").slice(2))!,
  state: parseSearchParams(new URLSearchParams(query)).state,
});
const match = (
  cars: Parameters<typeof carsMatchingSearches>[0],
  searches: Parameters<typeof carsMatchingSearches>[1],
) => carsMatchingSearches(cars, searches, { now, priceAscendingPositiveOnly: false });

describe("saved searches matched against changed cars, by the search engine's rules", () => {
  const cars = [
    indexRow(1, { make: "Toyota", price: 30_000 }),
    indexRow(2, { make: "Mazda", model: "CX-5", makeSlug: "mazda", modelSlug: "cx-5", price: 25_000 }),
    indexRow(3, { make: "Toyota", price: 45_000 }),
  ];

  it("lists a car for a search exactly when its filters (make, price range) would list it on the search page", () => {
    const found = match(cars, [search(10, "/search", "make=Toyota&price=:40000")]);
    expect(found.get(10)).toEqual([1]);
  });

  it("applies the search path's preset (make and model in the path)", () => {
    const found = match(cars, [search(11, "/search/mazda/cx-5", "")]);
    expect(found.get(11)).toEqual([2]);
  });

  it("applies the keyword the shopper typed", () => {
    const found = match(
      [indexRow(4, { colour: "Red" }), indexRow(5, { colour: "White" })],
      [search(12, "/search", "query=red")],
    );
    expect(found.get(12)).toEqual([4]);
  });

  it("never lists a sold car, even on a site that shows sold cars", () => {
    const sold = indexRow(6, { status: "sold", soldAt: now.toISOString() });
    expect(match([sold], [search(13, "/search", "")]).has(13)).toBe(false);
  });

  it("leaves out a search that lists none of the changed cars, and matches nothing without changed cars", () => {
    expect(match(cars, [search(14, "/search", "make=Ford")]).size).toBe(0);
    expect(match([], [search(15, "/search", "")]).size).toBe(0);
  });

  it("lists every changed car a search matches, beyond a page's worth", () => {
    const many = Array.from({ length: 60 }, (_, i) => indexRow(100 + i));
    expect(match(many, [search(16, "/search", "")]).get(16)).toHaveLength(60);
  });
});

describe("a stored search read as its page reads it", () => {
  it("reads a search path's preset and its filters", () => {
    expect(storedSearch(1, "/search/mazda/cx-5", "price=%3A30000")).toMatchObject({
      id: 1,
      preset: { makeSlug: "mazda", modelSlug: "cx-5" },
      state: { ranges: { price: { min: null, max: 30000 } } },
    });
  });

  it("leaves out a search whose path or filters no longer read", () => {
    expect(storedSearch(2, "/cars", "")).toBeNull();
    expect(storedSearch(3, "/search", "colour_of_moon=blue")).toBeNull();
  });
});
