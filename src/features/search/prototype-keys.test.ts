/**
 * Guards: no value from a search URL is ever used as a key into a plain object. Every filter parameter
 * (taken from filter-attributes.ts, so a new filter is covered the day it is added), sortBy, page,
 * query and the /search/{...} path segments are fed the names Object.prototype answers to
 * ("constructor", "__proto__", "toString", ...). Each must come out clean: dropped with a problem named,
 * or kept as an ordinary string that matches no car, with every facet count a number. The whole path a
 * search takes is exercised — parser, path preset, facet index, facet limits, count display, make
 * groups and the filter panel's rendering — so a new `record[userValue]` lookup anywhere on it fails here.
 * (/search/constructor once answered 500: `"constructor" in CONDITION_PATHS` was true.)
 */
import path from "node:path";
import { createElement } from "react";
import { renderToStaticMarkup } from "react-dom/server";
import { describe, expect, it } from "vitest";
import { loadSiteRegistry } from "@/platform/site/registry";
import { bodyLabel, isBodyType, isCarType, isItemType, isVehicleStatus } from "@/domain/vehicle-kinds";
import { FilterPanel } from "./components/FilterPanel";
import { displayedCount } from "./count-display";
import type { IndexRow } from "@/features/vehicle";
import { FacetIndex } from "./facet-index";
import { facetCount, ownValue } from "./facet-lookup";
import { ATTRIBUTE_ALIASES, FACET_ATTRIBUTES, LIST_FILTERS, RANGE_FILTERS } from "./filter-attributes";
import { makeCards, makeDropdownGroups } from "./make-groups";
import { foldRangeInputs, parseSearchParams, searchHref, serializeSearch, type SearchState } from "./search-params";
import { presetForPath, presetTitle, type SearchPreset } from "./search-routes";
import { PROTOTYPE_NAMES } from "./prototype-names";
import { limitFacet, type SearchResult } from "./stock-search";
import { EVERY_SEARCH_PARAMETER } from "./testing/every-search-parameter";
import { indexRow } from "./testing/index-row";

const LEAKED = /function|native code|\[object |NaN|undefined/;

const config = (() => {
  const registry = loadSiteRegistry(path.resolve(__dirname, "../../../sites"));
  return registry.sites.find((s) => s.slug === "bigbox-used")!;
})();

/** A numbered BigBox car: its price, kilometres and certification differ by id. */
function row(id: number, over: Partial<IndexRow> = {}): IndexRow {
  return indexRow(id, {
    slug: `2021-toyota-rav4-gxl-u${id}`,
    name: "2021 Toyota RAV4 GXL",
    price: 30_000 + id,
    km: 10_000 * id,
    certified: id % 2 === 0,
    simpleFuel: "Hybrid",
    dealershipName: "BigBox Used Cars",
    features: ["Tow Bar"],
    weeklyPrice: 120,
    subscriptionPrice: 200,
    ...over,
  });
}
const index = new FacetIndex([
  row(1),
  row(2, { make: "Mazda", model: "CX-5", makeSlug: "mazda", modelSlug: "cx-5", body: "wagon" }),
  row(3, { carType: "demo", colour: "Red" }),
]);

function search(preset: SearchPreset, state: SearchState): SearchResult {
  const answer = index.query({
    preset,
    state,
    now: new Date("2026-11-21T02:00:00Z"),
    includeSoldCarsDays: 3,
    priceAscendingPositiveOnly: false,
    pageSize: 21,
  });
  for (const attribute of FACET_ATTRIBUTES) {
    const counts = answer.facets[attribute];
    if (counts)
      answer.facets[attribute] = limitFacet(
        counts,
        attribute === "city" ? 20 : undefined,
        state.lists[attribute as keyof typeof state.lists],
      );
  }
  return { ...answer, page: state.page, pages: Math.ceil(answer.count / 21), ms: 0 };
}

/** Every facet value counts with a plain number, and the facets survive JSON (the API's answer) unchanged. */
function expectCleanFacets(result: SearchResult) {
  for (const [attribute, counts] of Object.entries(result.facets)) {
    for (const [value, n] of Object.entries(counts ?? {}))
      expect(Number.isInteger(n), `${attribute}=${value} counts ${String(n)}`).toBe(true);
  }
  expect(JSON.parse(JSON.stringify(result.facets))).toEqual(result.facets);
}

function renderPanel(preset: SearchPreset, state: SearchState, result: SearchResult): string {
  const makeLogos = Object.fromEntries(
    Object.keys(result.facets.make ?? {}).map((m) => [m, `/media/makes/${m.toLowerCase()}.svg`]),
  );
  return renderToStaticMarkup(
    createElement(FilterPanel, {
      config,
      preset,
      state,
      href: searchHref("/search/used-cars", state),
      result,
      shownCount: result.count,
      makeLogos,
    }),
  );
}

describe("Object.prototype names in a search URL are plain text, never keys into an object", () => {
  for (const param of EVERY_SEARCH_PARAMETER) {
    it(`${param}: a prototype name is dropped with a problem, or matches no car; facets stay numbers and the panel renders`, () => {
      for (const name of PROTOTYPE_NAMES) {
        const { state, problems } = parseSearchParams(
          new URLSearchParams([
            [param, name],
            ["make", "Toyota"],
          ]),
        );
        const dropped = problems.some((p) => p.param === param);
        const attribute = ATTRIBUTE_ALIASES.get(param) ?? param; // categories is read as body, and so on
        if (dropped) {
          expect(serializeSearch(state), `${param}=${name}`).toBe("make=Toyota");
        } else if (param === "query") {
          expect(state.query).toBe(name);
        } else {
          // A list filter keeps free text (a make, a colour) as an ordinary own value.
          expect((LIST_FILTERS as readonly string[]).includes(attribute), `${param}=${name} was accepted`).toBe(true);
          expect(Object.hasOwn(state.lists, attribute) && state.lists[attribute as keyof typeof state.lists]).toContain(
            name,
          );
        }
        const result = search({}, state);
        if (!dropped && param !== "make") expect(result.count, `${param}=${name}`).toBe(0);
        expectCleanFacets(result);
        if (!dropped && param !== "query" && param !== "make")
          expect(facetCount(result.facets[attribute as keyof typeof result.facets], name)).toBe(0);
        expect(displayedCount(result.count, null, result.facets.car_type ?? null, state.lists.car_type)).toBe(
          result.count,
        );
        expect(renderPanel({}, state, result)).not.toMatch(LEAKED);
      }
    });
  }

  it("closed vocabularies (car_type, item_type, status, body, seats, sortBy, certified, ranges, page) drop a prototype name with a problem", () => {
    for (const param of [
      "car_type",
      "item_type",
      "status",
      "body",
      "categories",
      "seats",
      "sortBy",
      "certified",
      "page",
      ...RANGE_FILTERS,
      "price_range",
    ]) {
      for (const name of PROTOTYPE_NAMES) {
        const { state, problems } = parseSearchParams(new URLSearchParams([[param, name]]));
        expect(problems, `${param}=${name}`).toEqual([expect.objectContaining({ param })]);
        expect(serializeSearch(state)).toBe("");
      }
    }
  });

  it("a prototype name as a parameter's name is reported as no search parameter, from a URL or from a query object", () => {
    for (const name of PROTOTYPE_NAMES) {
      expect(parseSearchParams(new URLSearchParams([[name, "x"]])).problems).toEqual([
        { param: name, reason: "is not a search parameter" },
      ]);
    }
    // Next builds its searchParams object by assignment: `?constructor=x` arrives as [Object, "x"].
    const query = JSON.parse('{"__proto__": "x", "make": "Toyota"}') as Record<string, string>;
    Object.assign(query, { constructor: [Object, "x"], toString: [Object.prototype.toString, "y"] });
    const { state, problems } = parseSearchParams(query);
    expect(state.lists).toEqual({ make: ["Toyota"] });
    expect(problems.map((p) => p.param).sort()).toEqual(["__proto__", "constructor", "toString"]);
    expect(foldRangeInputs(new URLSearchParams("constructor_min=1&__proto___max=2&toString_min=3"))).toBeNull();
  });

  it("several prototype names at once, on every list filter, still find nothing and render cleanly", () => {
    const params = new URLSearchParams(
      LIST_FILTERS.flatMap((p) => PROTOTYPE_NAMES.map((n) => [p, n] as [string, string])),
    );
    const { state } = parseSearchParams(params);
    const result = search({}, state);
    expect(result.count).toBe(0);
    expectCleanFacets(result);
    expect(makeCards(result.facets.make ?? {}, state.lists.make ?? []).shown).toEqual(
      expect.arrayContaining(PROTOTYPE_NAMES.filter((n) => n.length <= 100)),
    );
    expect(makeDropdownGroups(result.facets.make ?? {}).all.every((m) => typeof m === "string")).toBe(true);
    expect(renderPanel({}, state, result)).not.toMatch(LEAKED);
  });
});

describe("/search/{...segments} path parsers look segments up in Maps", () => {
  it("a prototype name as a condition, body or make segment is at most an unknown make or model (a 404 once the stock has none)", () => {
    for (const name of PROTOTYPE_NAMES) {
      for (const segments of [[name], [name, "rav4"], ["toyota", name], ["used-cars", name], [name, name]]) {
        const preset = presetForPath(segments);
        if (preset === null) continue;
        expect(preset.carTypes, segments.join("/")).toBeUndefined();
        expect(preset.body, segments.join("/")).toBeUndefined();
        expect(Object.values(preset).every((v) => typeof v === "string")).toBe(true);
        const result = search(preset, parseSearchParams(new URLSearchParams()).state);
        expect(result.count).toBe(0);
        expectCleanFacets(result);
        expect(presetTitle(preset)).not.toMatch(LEAKED);
        expect(renderPanel(preset, parseSearchParams(new URLSearchParams()).state, result)).not.toMatch(LEAKED);
      }
    }
    expect(presetForPath(["constructor"])).toEqual({ makeSlug: "constructor" });
  });

  it("still reads the real condition and body paths", () => {
    expect(presetForPath(["used-cars"])).toEqual({ carTypes: ["used"] });
    expect(presetForPath(["new-used-and-demo-cars"])).toEqual({});
    expect(presetForPath(["cab-chassis"])).toEqual({ body: "cabChassis" });
    expect(presetForPath(["used-cars", "x"])).toBeNull();
  });
});

describe("vocabulary and facet lookups answer only for their own keys", () => {
  it("the vehicle vocabulary guards and labels know no prototype name", () => {
    for (const name of PROTOTYPE_NAMES) {
      for (const guard of [isBodyType, isCarType, isItemType, isVehicleStatus]) expect(guard(name), name).toBe(false);
      expect(bodyLabel(name)).toBeNull();
    }
    expect(bodyLabel("cabChassis")).toBe("Cab Chassis");
  });

  it("facet counts and label tables read own keys only", () => {
    const counts = { Toyota: 3 };
    for (const name of PROTOTYPE_NAMES) {
      expect(facetCount(counts, name)).toBe(0);
      expect(ownValue({ new: "New" }, name)).toBeUndefined();
    }
    expect(facetCount(counts, "Toyota")).toBe(3);
    expect(facetCount(undefined, "Toyota")).toBe(0);
    // A stock value may itself be spelled like a prototype member; as data it is an ordinary key.
    expect(
      facetCount(
        Object.fromEntries([
          ["constructor", 2],
          ["__proto__", 1],
        ]),
        "__proto__",
      ),
    ).toBe(1);
    expect(limitFacet({ Toyota: 3 }, undefined, PROTOTYPE_NAMES)).toEqual({
      Toyota: 3,
      ...Object.fromEntries(PROTOTYPE_NAMES.map((n) => [n, 0])),
    });
  });
});
