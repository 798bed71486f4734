import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { eq } from "drizzle-orm";
import type { DatabaseHandle } from "@/platform/db/client";
import { useDatabaseForTests } from "@/platform/db/db.server";
import { dealerships, locations, sites, vehicles } from "@/platform/db/schema";
import { TEST_NOW, demoSiteConfigs, openSeededTestDatabase } from "@/platform/db/testing/test-database";
import { isListed } from "@/features/vehicle";
import { FACET_ATTRIBUTES, MAKE_MODEL_SEPARATOR, type FacetAttribute } from "./filter-attributes";
import { parseSearchParams, type SearchState } from "./search-params";
import { presetForPath, type SearchPreset } from "./search-routes";
import { IndexedStockSearch } from "./indexed-stock-search.db";
import type { SearchSite } from "./stock-search";
import { PROTOTYPE_NAMES } from "./prototype-names";
import { presetNames } from "./search.server";
import { EVERY_SEARCH_PARAMETER } from "./testing/every-search-parameter";

let handle: DatabaseHandle;
const configs = demoSiteConfigs();
type Car = typeof vehicles.$inferSelect & { locationName: string | null; dealershipName: string };
const stock = new Map<string, { site: SearchSite; cars: Car[] }>();

beforeAll(async () => {
  ({ handle } = await openSeededTestDatabase());
  useDatabaseForTests(handle);
  for (const config of configs) {
    const [row] = await handle.db.select({ id: sites.id }).from(sites).where(eq(sites.slug, config.slug));
    const cars = await handle.db
      .select({ v: vehicles, locationName: locations.name, dealershipName: dealerships.name })
      .from(vehicles)
      .innerJoin(dealerships, eq(dealerships.id, vehicles.dealershipId))
      .leftJoin(locations, eq(locations.id, vehicles.locationId))
      .where(eq(vehicles.siteId, row!.id));
    stock.set(config.slug, {
      site: { id: row!.id, config },
      cars: cars.map((c) => ({ ...c.v, locationName: c.locationName, dealershipName: c.dealershipName })),
    });
  }
});
afterAll(async () => handle?.close());

/** What each attribute reads, written independently of the SQL. */
const VALUE: Record<Exclude<FacetAttribute, "features">, (c: Car) => string | null> = {
  make: (c) => c.make,
  model: (c) => c.model,
  make_model: (c) => `${c.make}${MAKE_MODEL_SEPARATOR}${c.model}`,
  badge: (c) => c.badge,
  car_type: (c) => c.carType,
  status: (c) => c.status,
  body: (c) => c.body,
  colour: (c) => c.colour,
  fuel: (c) => c.simpleFuel,
  transmission: (c) => c.simpleTransmission,
  drive: (c) => c.drive,
  seats: (c) => (c.seats === null ? null : String(c.seats)),
  city: (c) => c.city,
  state: (c) => c.state,
  location_name: (c) => c.locationName,
  dealership_name: (c) => c.dealershipName,
  tag: (c) => c.tag,
  item_type: (c) => c.itemType,
  certified: (c) => String(c.certified),
};
const tokens = (c: Car) =>
  [c.make, c.model, c.badge, c.series, c.simpleBody, c.body, c.simpleFuel, c.colour, c.tag, c.searchKeywords]
    .join(" ")
    .toLowerCase()
    .split(/[^\p{L}\p{N}]+/u);

function bruteForce(
  slug: string,
  preset: SearchPreset,
  state: SearchState,
  without?: FacetAttribute | RangeKey,
): Car[] {
  const { site, cars } = stock.get(slug)!;
  const { stock: rules, manufacturer } = site.config;
  const words = state.query
    .toLowerCase()
    .split(/[^\p{L}\p{N}]+/u)
    .filter(Boolean);
  return cars.filter((c) => {
    if (
      !isListed(c, rules.includeSoldCarsDays, TEST_NOW) ||
      !rules.carTypes.includes(c.carType) ||
      !rules.itemTypes.includes(c.itemType)
    )
      return false;
    if (manufacturer && c.carType !== "used" && c.makeSlug !== manufacturer) return false;
    if (preset.carTypes && !preset.carTypes.includes(c.carType)) return false;
    if (preset.body && c.body !== preset.body) return false;
    if (preset.makeSlug && c.makeSlug !== preset.makeSlug) return false;
    if (words.length && !words.every((w) => tokens(c).some((t) => t.startsWith(w)))) return false;
    for (const [key, values] of Object.entries(state.lists) as [FacetAttribute, string[]][]) {
      if (key === without) continue;
      if (
        key === "features"
          ? !values.some((v) => c.features.includes(v))
          : !values.includes(VALUE[key as Exclude<FacetAttribute, "features">](c) ?? "")
      )
        return false;
    }
    if (without !== "certified" && state.flags.certified !== undefined && c.certified !== state.flags.certified)
      return false;
    const { [without as RangeKey]: _own, ...r } = state.ranges as Record<
      string,
      { min: number | null; max: number | null } | undefined
    >;
    const inRange = (v: number | null, range?: { min: number | null; max: number | null }) =>
      !range || (v !== null && (range.min === null || v >= range.min) && (range.max === null || v <= range.max));
    if (
      !inRange(c.price ?? 0, r.price) || // no price counts as $0
      !inRange(c.km, r.km) ||
      !inRange(c.year, r.year) ||
      !inRange(c.weeklyPrice, r.weekly_price_range) ||
      !inRange(c.subscriptionPrice, r.subscription_price)
    )
      return false;
    if (state.sortBy === "price-asc" && rules.priceAscendingPositiveOnly && (c.price ?? 0) <= 0) return false;
    return true;
  });
}

type RangeKey = "price" | "km" | "year";

/** A range's stats as the slider needs them: over the cars that pass every filter but that range itself. */
function bruteStats(
  slug: string,
  preset: SearchPreset,
  state: SearchState,
  key: RangeKey,
): { min: number | null; max: number | null } {
  const values = bruteForce(slug, preset, state, key)
    .map((c) => (key === "price" ? (c.price ?? 0) : c[key]))
    .filter((v): v is number => v !== null);
  return values.length === 0 ? { min: null, max: null } : { min: Math.min(...values), max: Math.max(...values) };
}

/** How many of the cars have each value of the attribute, counted one car at a time. */
function countValues(cars: Car[], attribute: FacetAttribute): Map<string, number> {
  const counts = new Map<string, number>();
  for (const c of cars) {
    const values = attribute === "features" ? c.features : [VALUE[attribute](c)];
    for (const v of values) if (v !== null) counts.set(v, (counts.get(v) ?? 0) + 1);
  }
  return counts;
}

/**
 * A facet as the shopper should see it, written out here rather than taken from the code under test: values by count,
 * most first, ties by name; cut to the limit; then each selected value that the cut left out, with its count (0 when no
 * car has it), so a shopper can always untick what they ticked.
 */
function expectedFacet(
  counts: Map<string, number>,
  limit: number | undefined,
  selected: readonly string[] = [],
): [string, number][] {
  const ranked = [...counts].sort(([a, x], [b, y]) => (x === y ? a.localeCompare(b) : y - x));
  const shown = limit === undefined ? ranked : ranked.slice(0, limit);
  for (const value of selected) if (!shown.some(([v]) => v === value)) shown.push([value, counts.get(value) ?? 0]);
  return shown;
}

/** The facet in the order an object with these keys lists them (integer-like keys such as seats come first). */
const inObjectOrder = (entries: [string, number][]) => Object.entries(Object.fromEntries(entries));

function bruteFacet(
  slug: string,
  preset: SearchPreset,
  state: SearchState,
  attribute: FacetAttribute,
): [string, number][] {
  const counts = countValues(bruteForce(slug, preset, state, attribute), attribute);
  const { search } = stock.get(slug)!.site.config;
  // The site's configured limits (README, configuration reference); features are cut at 40.
  const limits: Partial<Record<FacetAttribute, number>> = {
    features: 40,
    city: search.cityFacetLimit,
    dealership_name: search.dealershipFacetLimit,
    model: search.makeModelLimit,
    make_model: search.makeModelLimit,
  };
  return inObjectOrder(expectedFacet(counts, limits[attribute], state.lists[attribute as keyof typeof state.lists]));
}

const CASES: [string, string[], string][] = [
  ["bigbox-used", ["used-cars"], ""],
  ["bigbox-used", ["used-cars"], "make=Toyota&make=Mazda&body=suv"],
  ["bigbox-used", [], "query=hybrid&price=10000:40000&sortBy=price-asc"],
  ["bigbox-used", ["used-cars"], "price=:30000&km=10000:60000&make=Toyota"],
  ["bigbox-used", [], "subscription_price=100:250&sortBy=price-desc"],
  ["bigbox-used", ["suv"], "colour=White&transmission=Automatic&km=:80000&sortBy=km-desc&page=2"],
  ["harbour-toyota", [], "certified=true&sortBy=latest"],
  ["harbour-toyota", ["new-and-demo-cars"], "fuel=Hybrid&fuel=Electric"],
  ["harbour-toyota", ["toyota"], "query=hilux&features=Tow%20Bar"],
  ["southern-cross-motors", [], "dealership_name=Southern%20Cross%20Kia%20Ipswich&car_type=new&sortBy=price-desc"],
  ["southern-cross-motors", ["demo-cars"], "make_model=Ford%20%3E%20Ranger&tag=Test%20Drive%20Only"],
  ["tasman-caravans", [], "item_type=caravan&city=Glenorchy&year=2018:"],
  ["tasman-caravans", ["used-cars"], "query=tow&status=sold"],
];

describe(`stock search matches brute-force counting (${process.env.TEST_DATABASE_URL ? "PostgreSQL" : "PGlite"})`, () => {
  const engine = new IndexedStockSearch(async () => handle.db);
  for (const [slug, segments, qs] of CASES) {
    it(`${slug} /search/${segments.join("/")}?${qs}: count, disjunctive facets and hit order`, async () => {
      const preset = presetForPath(segments)!;
      const { state, problems } = parseSearchParams(new URLSearchParams(qs));
      expect(problems).toEqual([]);
      const result = await engine.search(stock.get(slug)!.site, preset, state, TEST_NOW);
      const expected = bruteForce(slug, preset, state);
      expect(result.count).toBe(expected.length);
      expect(result.pages).toBe(Math.ceil(expected.length / 21));
      for (const attribute of FACET_ATTRIBUTES) {
        expect(Object.entries(result.facets[attribute] ?? {}), attribute).toEqual(
          bruteFacet(slug, preset, state, attribute),
        );
      }
      for (const key of ["price", "km", "year"] as const)
        expect(result.stats[key], `${key} stats`).toEqual(bruteStats(slug, preset, state, key));
      const key: Record<string, (c: Car) => number> = {
        relevance: (c) => -c.customRank,
        latest: (c) => -c.createdAt.getTime(),
        "price-desc": (c) => -(c.price ?? 0),
        "price-asc": (c) => c.price ?? 0,
        "km-desc": (c) => -c.km,
        "km-asc": (c) => c.km,
      };
      const tieUp = state.sortBy === "price-asc" || state.sortBy === "km-asc";
      const ordered = [...expected].sort(
        (a, b) => key[state.sortBy]!(a) - key[state.sortBy]!(b) || (tieUp ? a.id - b.id : b.id - a.id),
      );
      expect(result.hits.map((h) => h.id)).toEqual(
        ordered.slice((state.page - 1) * 21, state.page * 21).map((c) => c.id),
      );
    });
  }

  it("counts sold cars only within the site's window (BigBox hides them at once)", async () => {
    const result = await engine.search(
      stock.get("bigbox-used")!.site,
      {},
      parseSearchParams(new URLSearchParams("")).state,
      TEST_NOW,
    );
    expect(result.facets.status?.sold ?? 0).toBe(0);
    const harbour = await engine.search(
      stock.get("harbour-toyota")!.site,
      {},
      parseSearchParams(new URLSearchParams("")).state,
      TEST_NOW,
    );
    expect(harbour.facets.status?.sold ?? 0).toBeGreaterThan(0);
  });

  it("cuts the city and dealership facets to the site's limits, the most stocked first, keeping a selected value", async () => {
    const slug = "southern-cross-motors";
    const site = { ...stock.get(slug)!.site };
    site.config = { ...site.config, search: { ...site.config.search, cityFacetLimit: 2, dealershipFacetLimit: 3 } };
    const { state } = parseSearchParams(new URLSearchParams(""));
    const listed = bruteForce(slug, {}, state);
    // The five dealerships are in five suburbs: counted here car by car, so the cut has something to leave out.
    const cities = countValues(listed, "city");
    const dealerships = countValues(listed, "dealership_name");
    expect(cities.size).toBeGreaterThan(2);
    expect(dealerships.size).toBeGreaterThan(3);
    const byCount = (counts: Map<string, number>) =>
      [...counts].sort(([a, x], [b, y]) => (x === y ? a.localeCompare(b) : y - x));

    const all = await engine.search(site, {}, state, TEST_NOW);
    expect(Object.entries(all.facets.city!)).toEqual(byCount(cities).slice(0, 2));
    expect(Object.entries(all.facets.dealership_name!)).toEqual(byCount(dealerships).slice(0, 3));

    const [smallest, fewest] = byCount(cities).at(-1)!; // the least stocked suburb, left out by the cut
    expect(all.facets.city).not.toHaveProperty(smallest);
    const selected = await engine.search(
      site,
      {},
      parseSearchParams(new URLSearchParams({ city: smallest })).state,
      TEST_NOW,
    );
    // A selected value stays listed beyond the limit, after the two most stocked, with its own count (the city facet
    // ignores the city selection).
    expect(Object.entries(selected.facets.city!)).toEqual([...byCount(cities).slice(0, 2), [smallest, fewest]]);
  });

  it("takes Object.prototype names on every filter parameter and path segment as plain text: dropped, or no cars, never an error", async () => {
    const { site } = stock.get("southern-cross-motors")!;
    for (const param of EVERY_SEARCH_PARAMETER) {
      for (const name of PROTOTYPE_NAMES) {
        const { state, problems } = parseSearchParams(new URLSearchParams([[param, name]]));
        const result = await engine.search(site, {}, state, TEST_NOW);
        if (problems.length === 0 && param !== "query") expect(result.count, `${param}=${name}`).toBe(0);
        if (problems.length > 0)
          expect(
            problems.map((p) => p.param),
            `${param}=${name}`,
          ).toEqual([param]);
        for (const counts of Object.values(result.facets))
          for (const n of Object.values(counts ?? {})) expect(Number.isInteger(n), `${param}=${name}`).toBe(true);
        expect(JSON.parse(JSON.stringify(result.facets))).toEqual(result.facets);
      }
    }
    for (const name of PROTOTYPE_NAMES) {
      for (const segments of [[name], [name, "ranger"], ["ford", name]]) {
        const preset = presetForPath(segments);
        if (!preset) continue; // not a search path (a 404)
        expect(preset.carTypes ?? preset.body, segments.join("/")).toBeUndefined();
        expect(
          await presetNames(
            { id: site.id, config: configs.find((c) => c.slug === "southern-cross-motors")! },
            preset.makeSlug,
            preset.modelSlug,
          ),
          segments.join("/"),
        ).toBeNull(); // the page's 404
        expect(
          (await engine.search(site, preset, parseSearchParams(new URLSearchParams()).state, TEST_NOW)).count,
        ).toBe(0);
      }
    }
  });
});
