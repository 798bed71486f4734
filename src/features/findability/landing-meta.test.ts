import { describe, expect, it } from "vitest";
import { EMPTY_SEARCH, type SearchState } from "@/features/search";
import { landingPageMeta, searchIndexing, type LandingSite } from "./landing-meta";

const harbour: LandingSite = {
  name: "Harbour Toyota",
  city: "Perth",
  state: "wa",
  carTypes: ["new", "used", "demo"],
  noun: "Cars",
};
const bigbox: LandingSite = {
  name: "BigBox Used Cars",
  city: "Blacktown",
  state: "nsw",
  carTypes: ["used"],
  noun: "Cars",
};
const toyota = { make: "Toyota", model: "RAV4" };

describe("search landing page titles (unique titles and descriptions)", () => {
  it("names type, make, model, city and site: 'Used Toyota RAV4 for sale in Perth | Harbour Toyota'", () => {
    expect(landingPageMeta({ makeSlug: "toyota", modelSlug: "rav4" }, toyota, harbour, ["used"]).title).toBe(
      "Used Toyota RAV4 for sale in Perth | Harbour Toyota",
    );
    expect(landingPageMeta({ makeSlug: "toyota", modelSlug: "rav4" }, toyota, bigbox).title).toBe(
      "Used Toyota RAV4 for sale in Blacktown | BigBox Used Cars",
    );
  });

  it("titles each kind of landing page", () => {
    const title = (preset: Parameters<typeof landingPageMeta>[0], site = harbour) =>
      landingPageMeta(preset, { make: "Toyota", model: "HiLux" }, site).title;
    expect(title({})).toBe("New, Used and Demo Cars for sale in Perth | Harbour Toyota");
    expect(title({ carTypes: ["used"] })).toBe("Used Cars for sale in Perth | Harbour Toyota");
    expect(title({ carTypes: ["new", "demo"] })).toBe("New and Demo Cars for sale in Perth | Harbour Toyota");
    expect(title({ makeSlug: "toyota" })).toBe("Toyota Cars for sale in Perth | Harbour Toyota");
    expect(title({ makeSlug: "toyota", modelSlug: "hilux" })).toBe("Toyota HiLux for sale in Perth | Harbour Toyota");
    expect(title({ body: "suv" })).toBe("SUV Cars for sale in Perth | Harbour Toyota");
    expect(title({ body: "suv" }, bigbox)).toBe("Used SUV Cars for sale in Blacktown | BigBox Used Cars");
  });

  it("keeps /search apart from /search/used-cars on a site that sells one type", () => {
    expect(landingPageMeta({}, {}, bigbox).title).toBe("All Used Cars for sale in Blacktown | BigBox Used Cars");
    expect(landingPageMeta({ carTypes: ["used"] }, {}, bigbox).title).toBe(
      "Used Cars for sale in Blacktown | BigBox Used Cars",
    );
  });

  it("gives every landing page of a site its own title and description", () => {
    const presets = [
      {},
      { carTypes: ["new" as const] },
      { carTypes: ["used" as const] },
      { makeSlug: "toyota" },
      { makeSlug: "toyota", modelSlug: "rav4" },
      { makeSlug: "toyota", modelSlug: "hilux" },
      { body: "suv" as const },
      { body: "ute" as const },
    ];
    const metas = presets.map((p) =>
      landingPageMeta(p, { make: "Toyota", model: p.modelSlug === "hilux" ? "HiLux" : "RAV4" }, harbour),
    );
    expect(new Set(metas.map((m) => m.title)).size).toBe(presets.length);
    expect(new Set(metas.map((m) => m.description)).size).toBe(presets.length);
  });

  it("describes the page with the site, its city and state", () => {
    expect(landingPageMeta({ carTypes: ["used"] }, {}, harbour).description).toBe(
      "Used Cars for sale at Harbour Toyota in Perth, WA: photos, prices and details of each one, and enquire online.",
    );
  });

  it("falls back to the slugs when the names are unknown, and the noun of a site of more than cars", () => {
    const tasman = { ...harbour, name: "Tasman", noun: "Vehicles" };
    expect(landingPageMeta({ makeSlug: "jayco" }, {}, tasman).title).toBe("jayco Vehicles for sale in Perth | Tasman");
  });
});

describe("filtered search URLs (filtered URLs that would multiply are noindex)", () => {
  it("indexes a landing page without a query string, canonical to itself", () => {
    expect(searchIndexing("/search/toyota/rav4", EMPTY_SEARCH)).toEqual({ canonical: "/search/toyota/rav4" });
  });

  it("marks any refinement, keyword, sort or page noindex (links followed), canonical to its normalised URL", () => {
    const filtered: [SearchState, string][] = [
      [{ ...EMPTY_SEARCH, ranges: { price: { min: 10_000, max: 20_000 } } }, "price=10000%3A20000"],
      [{ ...EMPTY_SEARCH, sortBy: "price-asc" as const }, "sortBy=price-asc"],
      [{ ...EMPTY_SEARCH, page: 2 }, "page=2"],
      [{ ...EMPTY_SEARCH, query: "towbar" }, "query=towbar"],
      [{ ...EMPTY_SEARCH, lists: { colour: ["White"] } }, "colour=White"],
    ];
    for (const [state, query] of filtered)
      expect(searchIndexing("/search/used-cars", state)).toEqual({
        canonical: `/search/used-cars?${query}`,
        robots: { index: false, follow: true },
      });
  });
});
