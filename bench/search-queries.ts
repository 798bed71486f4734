import { SORTS } from "@/features/search/filter-attributes";
import { parseSearchParams, type SearchState } from "@/features/search/search-params";
import { bodySlug, presetForPath, type SearchPreset } from "@/features/search/search-routes";
import type { BodyType } from "@/domain/vehicle-kinds";
import { seededRandom, seedFrom, type Random } from "@demo/random";
import type { GeneratedVehicle } from "@demo/stock-generator";
import type { BenchSite, Dataset } from "./search-data";

/**
 * The fixed query mix. Facet values come from the generated stock rather than from the database,
 * so PGlite and PostgreSQL get exactly the same queries (no collation-dependent ordering), and a
 * seeded random makes the mix the same on every run.
 */
export interface BenchQuery {
  kind: string;
  site: string;
  path: string[];
  qs: string;
  preset: SearchPreset;
  state: SearchState;
}

const FACETS = [
  "make",
  "body",
  "colour",
  "fuel",
  "transmission",
  "car_type",
  "city",
  "dealership_name",
  "features",
  "certified",
] as const;
type Facet = (typeof FACETS)[number];
type Param = [string, string];
interface Parts {
  path?: string[];
  params: Param[];
}

/** Shopper keywords: fuels, bodies, models, features and a prefix ("hil" finds HiLux). */
const KEYWORDS = [
  "hybrid",
  "ranger",
  "suv",
  "tow bar",
  "ev",
  "hilux",
  "corolla",
  "4x4",
  "diesel",
  "white",
  "ute",
  "hil",
  "ev suv",
  "cx",
];
const PRICES = [":15000", "10000:30000", "20000:40000", "30000:60000", "50000:", "5000:12000", "40000:80000", ":25000"];
const KMS = [":20000", "20000:60000", "50000:120000", "100000:", ":5000", "10000:80000"];
const DEEP_PAGES = [10, 30, 60];

interface SiteValues {
  site: BenchSite;
  lists: Record<Exclude<Facet, "certified">, string[]>;
  makes: { slug: string; models: string[] }[];
  models: string[];
  bodies: string[];
  conditions: string[];
}

/** Values by how often they occur (then by name, compared by code point): common ones first. */
function ranked(values: Iterable<string | null | undefined>): string[] {
  const counts = new Map<string, number>();
  for (const v of values) if (v) counts.set(v, (counts.get(v) ?? 0) + 1);
  return [...counts].sort(([a, x], [b, y]) => y - x || (a < b ? -1 : a > b ? 1 : 0)).map(([v]) => v);
}

function siteValues(site: BenchSite, rows: GeneratedVehicle[]): SiteValues {
  const names = new Map(site.dealer.dealerships.map((d) => [d.slug, d.name]));
  const makeSlugs = ranked(rows.map((r) => r.makeSlug));
  return {
    site,
    lists: {
      make: ranked(rows.map((r) => r.make)),
      body: ranked(rows.map((r) => r.body)),
      colour: ranked(rows.map((r) => r.colour)),
      fuel: ranked(rows.map((r) => r.simpleFuel)),
      transmission: ranked(rows.map((r) => r.simpleTransmission)),
      car_type: ranked(rows.map((r) => r.carType)),
      city: ranked(rows.map((r) => r.city)),
      dealership_name: ranked(rows.map((r) => names.get(r.dealershipSlug))),
      features: ranked(rows.flatMap((r) => r.features ?? [])),
    },
    makes: makeSlugs.map((slug) => ({
      slug,
      models: ranked(rows.filter((r) => r.makeSlug === slug).map((r) => r.modelSlug)),
    })),
    models: ranked(rows.map((r) => r.model.toLowerCase())),
    bodies: ranked(rows.map((r) => r.body)).map((b) => bodySlug(b as BodyType)),
    // A used-car supermarket has only the used-cars condition page.
    conditions:
      site.kind === "supermarket"
        ? ["used-cars"]
        : ["new-cars", "used-cars", "demo-cars", "new-and-demo-cars", "new-used-and-demo-cars"],
  };
}

/** One or two values of a facet (two means OR), mostly from the eight most common. */
function facetParams(r: Random, v: SiteValues, key: Facet): Param[] {
  if (key === "certified") return [["certified", "true"]];
  const values = v.lists[key];
  if (values.length === 0) return [];
  const first = r.pick(values.slice(0, 8));
  const rest = values.filter((x) => x !== first);
  return rest.length > 0 && r.chance(0.3)
    ? [
        [key, first],
        [key, r.pick(rest.slice(0, 12))],
      ]
    : [[key, first]];
}

function someFacets(r: Random, v: SiteValues, n: number): Param[] {
  const keys: Facet[] = [];
  while (keys.length < n) {
    const key = r.pick(FACETS);
    if (!keys.includes(key)) keys.push(key);
  }
  return keys.flatMap((k) => facetParams(r, v, k));
}

const keyword = (r: Random, v: SiteValues): Param => [
  "query",
  r.chance(0.6) ? r.pick(KEYWORDS) : r.pick(v.models.slice(0, 15)),
];
const sortParam = (sort: string): Param[] => (sort === "relevance" ? [] : [["sortBy", sort]]);

function presetPath(r: Random, v: SiteValues, i: number): string[] {
  const make = r.pick(v.makes.slice(0, 8));
  switch (i % 4) {
    case 0:
      return [make.slug];
    case 1:
      return [make.slug, r.pick(make.models.slice(0, 5))];
    case 2:
      return [r.pick(v.bodies.slice(0, 6))];
    default:
      return [r.pick(v.conditions)];
  }
}

/** Each recipe: how many queries of the kind, and how the i-th one of them is built for a site. */
const RECIPES: [kind: string, count: number, build: (r: Random, v: SiteValues, i: number) => Parts][] = [
  ["keyword", 24, (r, v) => ({ params: [keyword(r, v)] })],
  ["1 facet", 30, (r, v, i) => ({ params: facetParams(r, v, FACETS[i % FACETS.length]!) })],
  ["2 facets", 25, (r, v) => ({ params: someFacets(r, v, 2) })],
  ["3 facets", 20, (r, v) => ({ params: someFacets(r, v, 3) })],
  [
    "price range",
    20,
    (r, v, i) => ({
      params: [
        ["price", PRICES[i % PRICES.length]!],
        ...(i % 2 ? someFacets(r, v, 1) : []),
        ...sortParam(i % 3 ? "relevance" : "price-asc"),
      ],
    }),
  ],
  [
    "km range",
    12,
    (r, v, i) => ({
      params: [
        ["km", KMS[i % KMS.length]!],
        ...(i % 2 ? someFacets(r, v, 1) : []),
        ...sortParam(i % 3 ? "relevance" : "km-asc"),
      ],
    }),
  ],
  // Every sort, bare, under one facet and under a keyword.
  [
    "sort",
    36,
    (r, v, i) => ({
      params: [
        ...[[], someFacets(r, v, 1), [keyword(r, v)]][Math.floor(i / 6) % 3]!,
        ...sortParam(SORTS[i % SORTS.length]!),
      ],
    }),
  ],
  // Deep pages of the whole listing (and now and then of one condition) in every sort.
  [
    "deep page",
    24,
    (r, v, i) => ({
      path: i % 4 === 3 ? [v.conditions[0]!] : [],
      params: [
        ...sortParam(SORTS[Math.floor(i / 3) % SORTS.length]!),
        ["page", String(DEEP_PAGES[i % DEEP_PAGES.length])],
      ],
    }),
  ],
  [
    "preset path",
    25,
    (r, v, i) => ({
      path: presetPath(r, v, i),
      params: [...(i % 3 === 1 ? someFacets(r, v, 1) : []), ...sortParam(SORTS[i % SORTS.length]!)],
    }),
  ],
  [
    "combination",
    30,
    (r, v, i) => ({
      path: i % 5 === 4 ? presetPath(r, v, i) : [],
      params: [
        ...(i % 2 ? [keyword(r, v)] : []),
        ...someFacets(r, v, 1 + (i % 3 === 0 ? 1 : 0)),
        ["price", r.pick(PRICES)],
        ...(i % 4 === 0 ? [["km", r.pick(KMS)] as Param] : []),
        ...sortParam(r.pick(SORTS)),
        ...(i % 3 === 2 ? [["page", String(r.int(2, 4))] as Param] : []),
      ],
    }),
  ],
];

/** The mix for a dataset: every recipe in turn, the j-th query going to site j mod (number of sites). */
export function buildMix(dataset: Dataset, stock: Map<string, GeneratedVehicle[]>): BenchQuery[] {
  const values = dataset.sites.map((s) => siteValues(s, stock.get(s.slug)!));
  const r = seededRandom(seedFrom(`search-bench:${dataset.name}`));
  const out: BenchQuery[] = [];
  for (const [kind, count, build] of RECIPES) {
    for (let i = 0; i < count; i++) {
      const v = values[out.length % values.length]!;
      const parts = build(r, v, i);
      const path = parts.path ?? [];
      const qs = new URLSearchParams(parts.params).toString();
      const preset = presetForPath(path);
      const { state, problems } = parseSearchParams(new URLSearchParams(qs));
      // A malformed query would be the benchmark's own bug, not the engine's.
      if (!preset || problems.length > 0)
        throw new Error(`bad bench query /search/${path.join("/")}?${qs}: ${JSON.stringify(problems)}`);
      out.push({ kind, site: v.site.slug, path, qs, preset, state });
    }
  }
  return out;
}

export const describeQuery = (q: BenchQuery) => `${q.site} /search/${q.path.join("/")}${q.qs ? `?${q.qs}` : ""}`;
