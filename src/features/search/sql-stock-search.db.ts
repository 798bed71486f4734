import { and, asc, desc, eq, gte, inArray, lte, sql, type SQL } from "drizzle-orm";
import { alias, type AnyPgColumn } from "drizzle-orm/pg-core";
import type { Database } from "../../platform/db/client";
import { dealerships, locations, vehicles } from "../../platform/db/schema";
import { baseStockFilter, type StockSite } from "./base-filter.db";
import { FACET_ATTRIBUTES, type FacetAttribute, type RangeFilter, type SortKey } from "./filter-attributes";
import { keywordTsQuery } from "./keyword-query";
import { ResultsCache } from "./results-cache";
import { serializeSearch, type SearchState } from "./search-params";
import type { SearchPreset } from "./search-routes";
import { limitFacet, type Facets, type SearchHit, type SearchResult, type SearchSite, type StockSearch } from "./stock-search";

/**
 * Stock search in SQL (PostgreSQL or PGlite). Facet counts are disjunctive: one grouping-sets query
 * counts every attribute without a selection under all refinements, and each selected attribute is
 * counted under all refinements but its own. Usable from the command line (the benchmark), so it
 * takes its database rather than importing the server's.
 */
const FACET_SQL: Record<Exclude<FacetAttribute, "features">, SQL> = {
  make: sql`${vehicles.make}`,
  model: sql`${vehicles.model}`,
  make_model: sql`(${vehicles.make} || ' > ' || ${vehicles.model})`,
  badge: sql`${vehicles.badge}`,
  car_type: sql`${vehicles.carType}`,
  status: sql`${vehicles.status}`,
  body: sql`${vehicles.body}`,
  colour: sql`${vehicles.colour}`,
  fuel: sql`${vehicles.simpleFuel}`,
  transmission: sql`${vehicles.simpleTransmission}`,
  drive: sql`${vehicles.drive}`,
  seats: sql`${vehicles.seats}::text`,
  city: sql`${vehicles.city}`,
  state: sql`${vehicles.state}`,
  location_name: sql`l.name`,
  dealership_name: sql`d.name`,
  tag: sql`${vehicles.tag}`,
  item_type: sql`${vehicles.itemType}`,
  certified: sql`${vehicles.certified}::text`,
};
const GROUPED = Object.keys(FACET_SQL) as Exclude<FacetAttribute, "features">[];

const RANGE_COLUMNS: Record<RangeFilter, AnyPgColumn> = {
  price: vehicles.price,
  km: vehicles.km,
  year: vehicles.year,
  weekly_price_range: vehicles.weeklyPrice,
};

const ORDER: Record<SortKey, SQL[]> = {
  relevance: [desc(vehicles.customRank), desc(vehicles.id)],
  latest: [desc(vehicles.createdAt), desc(vehicles.id)],
  "price-desc": [desc(vehicles.price), desc(vehicles.id)],
  "price-asc": [asc(vehicles.price), asc(vehicles.id)],
  "km-desc": [desc(vehicles.km), desc(vehicles.id)],
  "km-asc": [asc(vehicles.km), asc(vehicles.id)],
};

export const DEFAULT_FACET_LIMITS: Partial<Record<FacetAttribute, number>> = { features: 40 };

const d = alias(dealerships, "d");
const l = alias(locations, "l");
const FROM = sql`${vehicles} join ${dealerships} d on d.id = ${vehicles.dealershipId} left join ${locations} l on l.id = ${vehicles.locationId}`;

function presetClauses(preset: SearchPreset): SQL[] {
  const out: SQL[] = [];
  if (preset.carTypes?.length) out.push(inArray(vehicles.carType, preset.carTypes));
  if (preset.body) out.push(eq(vehicles.body, preset.body));
  if (preset.makeSlug) out.push(eq(vehicles.makeSlug, preset.makeSlug));
  if (preset.modelSlug) out.push(eq(vehicles.modelSlug, preset.modelSlug));
  return out;
}

/** Every condition of a search; `without` leaves one attribute's own selection out (for its counts). */
function conditions(site: StockSite, preset: SearchPreset, state: SearchState, now: Date, without?: FacetAttribute): SQL {
  const parts: SQL[] = [baseStockFilter(site, now), ...presetClauses(preset)];
  const tsquery = keywordTsQuery(state.query);
  if (tsquery) parts.push(sql`${vehicles.searchDocument} @@ to_tsquery('simple', ${tsquery})`);
  for (const [key, values] of Object.entries(state.lists) as [FacetAttribute, string[]][]) {
    if (key === without || values.length === 0) continue;
    if (key === "features") parts.push(sql`${vehicles.features} && ARRAY[${sql.join(values.map((v) => sql`${v}`), sql`, `)}]::text[]`);
    else parts.push(sql`${FACET_SQL[key as Exclude<FacetAttribute, "features">]} in (${sql.join(values.map((v) => sql`${v}`), sql`, `)})`);
  }
  if (without !== "certified" && state.flags.certified !== undefined) parts.push(eq(vehicles.certified, state.flags.certified));
  for (const [key, range] of Object.entries(state.ranges) as [RangeFilter, { min: number | null; max: number | null }][]) {
    if (range.min !== null) parts.push(gte(RANGE_COLUMNS[key], range.min));
    if (range.max !== null) parts.push(lte(RANGE_COLUMNS[key], range.max));
  }
  if (state.sortBy === "price-asc" && site.config.stock.priceAscendingPositiveOnly) parts.push(sql`${vehicles.price} > 0`);
  return and(...parts)!;
}

const selectedAttributes = (state: SearchState): FacetAttribute[] => [
  ...(Object.keys(state.lists) as FacetAttribute[]).filter((k) => (state.lists[k as keyof typeof state.lists] ?? []).length > 0),
  ...(state.flags.certified !== undefined ? (["certified"] as const) : []),
];

type Row = Record<string, unknown>;
const rowsOf = async (db: Database, query: SQL) => ((await db.execute(query)) as unknown as { rows: Row[] }).rows;

async function countOne(db: Database, attribute: FacetAttribute, where: SQL): Promise<Record<string, number>> {
  const rows = attribute === "features"
    ? await rowsOf(db, sql`select f as value, count(*)::int as n from ${FROM} cross join lateral unnest(${vehicles.features}) f where ${where} group by f`)
    : await rowsOf(db, sql`select ${FACET_SQL[attribute]} as value, count(*)::int as n from ${FROM} where ${where} group by 1`);
  return Object.fromEntries(rows.filter((r) => r.value !== null).map((r) => [String(r.value), Number(r.n)]));
}

export class SqlStockSearch implements StockSearch {
  private readonly cache: ResultsCache<SearchResult> | null;

  constructor(private readonly db: () => Promise<Database>, options: { cacheSize?: number; cacheTtlMs?: number } = {}) {
    this.cache = options.cacheSize ? new ResultsCache<SearchResult>(options.cacheSize, options.cacheTtlMs) : null;
  }

  async search(site: SearchSite, preset: SearchPreset, state: SearchState, now = new Date()): Promise<SearchResult> {
    const started = performance.now();
    // Sold-car windows move with time: a cached answer is good for the minute it was made in.
    const key = `${site.id}|${JSON.stringify(preset)}|${serializeSearch(state)}|${Math.floor(now.getTime() / 60_000)}`;
    const cached = this.cache?.get(key);
    if (cached) return { ...cached, ms: Math.round((performance.now() - started) * 100) / 100 };

    const db = await this.db();
    const { pageSize } = site.config.search;
    const where = conditions(site, preset, state, now);
    const selected = selectedAttributes(state);
    const unselected = GROUPED.filter((a) => !selected.includes(a));
    const exprs = unselected.map((a) => FACET_SQL[a]);
    const grouped = sql`select ${sql.join(exprs.map((e, i) => sql`${e} as ${sql.raw(`f${i}`)}, grouping(${e}) as ${sql.raw(`g${i}`)}`), sql`, `)},
        count(*)::int as n, min(${vehicles.price}) as price_min, max(${vehicles.price}) as price_max,
        min(${vehicles.km}) as km_min, max(${vehicles.km}) as km_max, min(${vehicles.year}) as year_min, max(${vehicles.year}) as year_max
      from ${FROM} where ${where}
      group by grouping sets (${sql.join([...exprs.map((e) => sql`(${e})`), sql`()`], sql`, `)})`;
    const hitsQuery = db
      .select({
        id: vehicles.id, slug: vehicles.slug, name: vehicles.name, year: vehicles.year, make: vehicles.make, model: vehicles.model,
        badge: vehicles.badge, series: vehicles.series, price: vehicles.price, priceType: vehicles.priceType, preorder: vehicles.preorder,
        km: vehicles.km, carType: vehicles.carType, itemType: vehicles.itemType, status: vehicles.status, reserved: vehicles.reserved,
        certified: vehicles.certified, tag: vehicles.tag, simpleTransmission: vehicles.simpleTransmission, simpleFuel: vehicles.simpleFuel,
        primaryImageUrl: vehicles.primaryImageUrl, city: vehicles.city, locationName: l.name, createdAt: vehicles.createdAt,
      })
      .from(vehicles)
      .innerJoin(d, eq(d.id, vehicles.dealershipId))
      .leftJoin(l, eq(l.id, vehicles.locationId))
      .where(where)
      .orderBy(...ORDER[state.sortBy])
      .limit(pageSize)
      .offset((state.page - 1) * pageSize);

    const [groupRows, hitRows, ...selectedCounts] = await Promise.all([
      rowsOf(db, grouped),
      hitsQuery,
      ...selected.map((a) => countOne(db, a, conditions(site, preset, state, now, a))),
      ...(selected.includes("features") ? [] : [countOne(db, "features", where)]),
    ]);

    const facets: Facets = {};
    let total: Row | undefined;
    for (const row of groupRows) {
      const i = unselected.findIndex((_, j) => Number(row[`g${j}`]) === 0);
      if (i === -1) {
        total = row;
        continue;
      }
      const value = row[`f${i}`];
      if (value === null || value === undefined) continue;
      (facets[unselected[i]!] ??= {})[String(value)] = Number(row.n);
    }
    selected.forEach((a, i) => (facets[a] = selectedCounts[i]!));
    if (!selected.includes("features")) facets.features = selectedCounts[selected.length]!;

    const limits: Partial<Record<FacetAttribute, number>> = {
      ...DEFAULT_FACET_LIMITS,
      city: site.config.search.cityFacetLimit,
      dealership_name: site.config.search.dealershipFacetLimit,
      model: site.config.search.makeModelLimit,
      make_model: site.config.search.makeModelLimit,
    };
    for (const attribute of FACET_ATTRIBUTES) {
      const counts = facets[attribute];
      if (counts) facets[attribute] = limitFacet(counts, limits[attribute], state.lists[attribute as keyof typeof state.lists]);
    }

    const count = Number(total?.n ?? 0);
    const num = (v: unknown) => (v === null || v === undefined ? null : Number(v));
    const result: SearchResult = {
      hits: hitRows.map((h) => ({ ...h, createdAt: new Date(h.createdAt).toISOString() })) as SearchHit[],
      count,
      page: state.page,
      pages: Math.ceil(count / pageSize),
      facets,
      stats: {
        price: { min: num(total?.price_min), max: num(total?.price_max) },
        km: { min: num(total?.km_min), max: num(total?.km_max) },
        year: { min: num(total?.year_min), max: num(total?.year_max) },
      },
      ms: 0,
    };
    result.ms = Math.round((performance.now() - started) * 100) / 100;
    this.cache?.set(key, result);
    return result;
  }
}
