import { describe, expect, it } from "vitest";
import {
  foldRangeInputs,
  EMPTY_SEARCH,
  parseRange,
  parseSearchParams,
  searchHref,
  serializeSearch,
  toggleListValue,
  withPage,
  withQuery,
  withRange,
  withSort,
  withFlag,
} from "./search-params";
import { presetForPath, presetTitle } from "./search-routes";

const parse = (qs: string) => parseSearchParams(new URLSearchParams(qs));

describe("search URL codec", () => {
  it("reads query, page, sortBy and one parameter per filter, repeated for several values", () => {
    const { state, problems } = parse(
      "query=hybrid%20suv&make=Toyota&make=Mazda&body=suv&price=5000:30000&certified=true&sortBy=price-asc&page=3",
    );
    expect(problems).toEqual([]);
    expect(state).toEqual({
      query: "hybrid suv",
      page: 3,
      sortBy: "price-asc",
      lists: { make: ["Toyota", "Mazda"], body: ["suv"] },
      ranges: { price: { min: 5000, max: 30000 } },
      flags: { certified: true },
    });
  });

  it("encodes ranges as min:max, open at either end", () => {
    expect(parseRange("5000:30000")).toEqual({ min: 5000, max: 30000 });
    expect(parseRange("5000:")).toEqual({ min: 5000, max: null });
    expect(parseRange(":30000")).toEqual({ min: null, max: 30000 });
    for (const bad of [":", "30000:5000", "a:b", "-5:10", "1.5:2", "5000"]) expect(parseRange(bad)).toBeNull();
  });

  it("takes every range attribute of the spec's list the data has: price, km, year, weekly_price_range, subscription_price", () => {
    const { state, problems } = parseSearchParams(
      new URLSearchParams("weekly_price_range=100:200&subscription_price=:250"),
    );
    expect(problems).toEqual([]);
    expect(state.ranges).toEqual({
      weekly_price_range: { min: 100, max: 200 },
      subscription_price: { min: null, max: 250 },
    });
  });

  it("reads the spec's filter attributes categories as body, filtered_features as features and price_range as price, naming them as renamed", () => {
    const { state, problems, renamed } = parse(
      "categories=suv&categories=ute&filtered_features=Tow%20Bar&price_range=10000:30000&make=Kia",
    );
    expect(problems).toEqual([]);
    expect(renamed).toEqual(["categories", "filtered_features", "price_range"]);
    expect(state).toEqual(parse("body=suv&body=ute&features=Tow%20Bar&price=10000:30000&make=Kia").state);
    expect(serializeSearch(state)).toBe("make=Kia&body=suv&body=ute&features=Tow+Bar&price=10000%3A30000");
  });

  it("joins an attribute's values given under both names, and renames nothing when only canonical names are used", () => {
    const { state, renamed } = parse("body=suv&categories=ute&features=Sunroof&filtered_features=Sunroof");
    expect(state.lists).toEqual({ body: ["suv", "ute"], features: ["Sunroof"] });
    expect(parse("body=suv&price=1:2").renamed).toEqual([]);
    expect(renamed).toEqual(["categories", "filtered_features"]);
  });

  it("names a bad value under the name it was given, and takes a range under one name only", () => {
    const { problems } = parse("categories=SUVs&price_range=9:1");
    expect(problems.map((p) => p.param)).toEqual(["categories", "price_range"]);
    expect(problems[0]!.reason).toContain("values must be one of");
    expect(parse("price=1000:2000&price_range=3000:4000").problems).toEqual([
      { param: "price_range", reason: "may appear only once: price and price_range both set price" },
    ]);
  });

  it("names every unknown or malformed parameter", () => {
    const { problems, state } = parse("colour=Red&bogus=1&page=0&sortBy=cheapest&price=9:1&certified=maybe&page=2");
    expect(problems.map((p) => p.param)).toEqual(["bogus", "page", "sortBy", "price", "certified", "page"]);
    expect(problems[0]).toEqual({ param: "bogus", reason: "is not a search parameter" });
    expect(state.lists).toEqual({ colour: ["Red"] });
  });

  it("treats empty form fields as no refinement", () => {
    expect(parse("query=&make=&price=&certified=").state).toEqual(EMPTY_SEARCH);
  });

  it("writes a canonical query string: fixed order, sorted values, defaults left out", () => {
    const { state } = parse("page=2&sortBy=relevance&make=Toyota&body=suv&make=Kia&query=ev");
    expect(serializeSearch(state)).toBe("query=ev&make=Kia&make=Toyota&body=suv&page=2");
    expect(serializeSearch(EMPTY_SEARCH)).toBe("");
    expect(searchHref("/search/used-cars", EMPTY_SEARCH)).toBe("/search/used-cars");
  });

  it("round-trips a state through its URL", () => {
    const { state } = parse("query=ranger&make_model=Ford%20%3E%20Ranger&km=:50000&sortBy=km-asc&page=4");
    expect(parse(serializeSearch(state)).state).toEqual(state);
  });

  it("removes the page when a filter, the query or the sort changes, but not when paging", () => {
    const onPage3 = withPage(EMPTY_SEARCH, 3);
    expect(toggleListValue(onPage3, "make", "Toyota").page).toBe(1);
    expect(withRange(onPage3, "price", { min: 1000, max: null }).page).toBe(1);
    expect(withFlag(onPage3, "certified", true).page).toBe(1);
    expect(withQuery(onPage3, "ute").page).toBe(1);
    expect(withSort(onPage3, "latest").page).toBe(1);
    expect(serializeSearch(withSort(onPage3, "latest"))).toBe("sortBy=latest");
  });

  it("toggles a value on and off, dropping an attribute with no values", () => {
    const on = toggleListValue(EMPTY_SEARCH, "colour", "Red");
    expect(on.lists).toEqual({ colour: ["Red"] });
    expect(toggleListValue(on, "colour", "Red").lists).toEqual({});
  });
});

describe("range inputs without JavaScript", () => {
  it("fold price_min and price_max into price=min:max", () => {
    expect(
      foldRangeInputs(new URLSearchParams("make=Kia&price_min=5%2C000&price_max=30000&km_min=&km_max="))?.toString(),
    ).toBe("make=Kia&price=5000%3A30000");
    expect(foldRangeInputs(new URLSearchParams("price_max=30000"))?.toString()).toBe("price=%3A30000");
  });
  it("leave other query strings alone", () => {
    expect(foldRangeInputs(new URLSearchParams("make=Kia&price=1:2"))).toBeNull();
    expect(foldRangeInputs(new URLSearchParams("colour_min=1"))).toBeNull();
  });
});

describe("search paths", () => {
  it("maps condition paths to car types", () => {
    expect(presetForPath(["used-cars"])).toEqual({ carTypes: ["used"] });
    expect(presetForPath(["new-and-demo-cars"])).toEqual({ carTypes: ["new", "demo"] });
    expect(presetForPath(["new-used-and-demo-cars"])).toEqual({});
  });
  it("maps body, make and make/model paths", () => {
    expect(presetForPath(["suv"])).toEqual({ body: "suv" });
    expect(presetForPath(["cab-chassis"])).toEqual({ body: "cabChassis" });
    expect(presetForPath(["toyota"])).toEqual({ makeSlug: "toyota" });
    expect(presetForPath(["toyota", "rav4"])).toEqual({ makeSlug: "toyota", modelSlug: "rav4" });
  });
  it("rejects paths that are not searches", () => {
    expect(presetForPath(["a", "b", "c"])).toBeNull();
    expect(presetForPath(["Toyota"])).toBeNull();
    expect(presetForPath(["used-cars", "x"])).toBeNull();
    expect(presetForPath(["../etc"])).toBeNull();
  });
  it("titles each kind of search page", () => {
    expect(presetTitle({ carTypes: ["used"] })).toBe("Used Cars");
    expect(presetTitle({ carTypes: ["new", "demo"] })).toBe("New and Demo Cars");
    expect(presetTitle({})).toBe("New, Used and Demo Cars");
    expect(presetTitle({ makeSlug: "toyota", modelSlug: "rav4" }, { make: "Toyota", model: "RAV4" })).toBe(
      "Toyota RAV4 Cars for sale",
    );
    expect(presetTitle({ body: "suv" })).toBe("SUV for sale");
  });
});

describe("the search heading follows the site's stock scope (stock.carTypes)", () => {
  it("a used-only site's search of every condition is headed 'Used Cars', not 'New, Used and Demo'", () => {
    expect(presetTitle({}, {}, "Cars", ["used"])).toBe("Used Cars");
    expect(presetTitle({}, {}, "Vehicles", ["demo", "new"])).toBe("New and Demo Vehicles");
    expect(presetTitle({}, {}, "Cars", ["new", "used", "demo"])).toBe("New, Used and Demo Cars");
  });
});
