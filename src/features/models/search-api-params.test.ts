import { describe, expect, it } from "vitest";
import { categorySearchState, paramErrorBody, readCatalogueParams, readCategoryParams } from "./search-api-params";

const qs = (s: string) => new URLSearchParams(s);

describe("catalogue search parameters", () => {
  it("reads manufacturer, model, body and page; page 1 by default; empty values are absent", () => {
    expect(readCatalogueParams(qs("manufacturer=Toyota&model=rav&body=suv&page=2"))).toEqual({
      ok: true,
      value: { manufacturer: "Toyota", model: "rav", body: "suv", page: 2 },
    });
    expect(readCatalogueParams(qs("model="))).toEqual({ ok: true, value: { page: 1 } });
  });
  it("names the field of a bad value or an unknown parameter", () => {
    const bad = readCatalogueParams(qs("body=spaceship&page=0&colour=red"));
    expect(bad.ok).toBe(false);
    if (!bad.ok) expect(Object.keys(bad.fields).sort()).toEqual(["body", "colour", "page"]);
  });
});

describe("dealer-category search parameters (dealership_id, categories, price)", () => {
  it("reads categories repeated or comma-separated as body types, and the price range", () => {
    expect(
      readCategoryParams(qs("dealership_id=3&categories=suv,ute&categories=van&price_min=10000&price_max=50000")),
    ).toEqual({
      ok: true,
      value: { dealershipId: 3, categories: ["suv", "ute", "van"], priceMin: 10000, priceMax: 50000, page: 1 },
    });
  });
  it("requires the dealership id and refuses unknown categories and a reversed price range", () => {
    const missing = readCategoryParams(qs(""));
    expect(missing.ok || missing.fields).toMatchObject({ dealership_id: expect.any(String) });
    const bad = readCategoryParams(qs("dealership_id=1&categories=boat"));
    expect(bad.ok || Object.keys(bad.fields)).toEqual(["categories"]);
    const reversed = readCategoryParams(qs("dealership_id=1&price_min=9&price_max=1"));
    expect(reversed.ok || Object.keys(reversed.fields)).toEqual(["price_min"]);
  });
  it("takes the price range as the spec writes a price refinement: price=min:max, min: or :max", () => {
    expect(readCategoryParams(qs("dealership_id=3&categories=suv&price=10000:50000"))).toEqual({
      ok: true,
      value: { dealershipId: 3, categories: ["suv"], priceMin: 10000, priceMax: 50000, page: 1 },
    });
    expect(readCategoryParams(qs("dealership_id=3&price=20000:"))).toMatchObject({
      ok: true,
      value: { priceMin: 20000, priceMax: undefined },
    });
    expect(readCategoryParams(qs("dealership_id=3&price=:30000"))).toMatchObject({
      ok: true,
      value: { priceMin: undefined, priceMax: 30000 },
    });
  });
  it("names price when its range is malformed, reversed, too high or given twice over", () => {
    for (const price of ["cheap", "10000-50000", "50000:10000", ":", "1:99999999", "-5:10"]) {
      const bad = readCategoryParams(qs(`dealership_id=3&price=${encodeURIComponent(price)}`));
      expect(bad.ok || bad.fields, price).toEqual({
        price: "must be a range written min:max in whole dollars up to 10000000",
      });
    }
    const twice = readCategoryParams(qs("dealership_id=3&price=1000:2000&price_max=3000"));
    expect(twice.ok || twice.fields).toEqual({
      price: "must not be given with price_min or price_max (one way of writing the range)",
    });
  });
  it("is the stock search of that dealership's cars of those categories, cheapest first", () => {
    const state = categorySearchState(
      { dealershipId: 3, categories: ["suv"], priceMax: 40000, page: 2 },
      "Harbour Toyota",
    );
    expect(state).toMatchObject({
      page: 2,
      sortBy: "price-asc",
      lists: { dealership_name: ["Harbour Toyota"], body: ["suv"] },
      ranges: { price: { min: null, max: 40000 } },
    });
  });
  it("answers bad input with a code, a message and the fields", () => {
    expect(paramErrorBody({ page: "must be a whole number from 1" })).toEqual({
      error: {
        code: "invalid_parameters",
        message: "Invalid parameter: page must be a whole number from 1",
        fields: { page: "must be a whole number from 1" },
      },
    });
  });
});
