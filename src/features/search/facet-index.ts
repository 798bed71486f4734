import type { FacetAttribute, SortKey } from "./filter-attributes";
import { MAKE_MODEL_SEPARATOR } from "./filter-attributes";
import type { SearchState } from "./search-params";
import type { SearchPreset } from "./search-routes";
import { toHit, type IndexRow, type SearchHit } from "@/features/vehicle";
import type { Facets, RangeStats } from "./stock-search";
import { KeywordIndex } from "./keyword-index";

export type Grouped = Exclude<FacetAttribute, "features">;
/** Each grouped attribute's value of a row (the facet columns; the item-list search filters on the same values). */
export const VALUE: Record<Grouped, (r: IndexRow) => string | null> = {
  make: (r) => r.make,
  model: (r) => r.model,
  make_model: (r) => `${r.make}${MAKE_MODEL_SEPARATOR}${r.model}`,
  badge: (r) => r.badge,
  car_type: (r) => r.carType,
  status: (r) => r.status,
  body: (r) => r.body,
  colour: (r) => r.colour,
  fuel: (r) => r.simpleFuel,
  transmission: (r) => r.simpleTransmission,
  drive: (r) => r.drive,
  seats: (r) => (r.seats === null ? null : String(r.seats)),
  city: (r) => r.city,
  state: (r) => r.state,
  location_name: (r) => r.locationName,
  dealership_name: (r) => r.dealershipName,
  tag: (r) => r.tag,
  item_type: (r) => r.itemType,
  certified: (r) => String(r.certified),
};
const GROUPED = Object.keys(VALUE) as Grouped[];

interface Column {
  dict: string[];
  code: Map<string, number>;
  values: Int32Array;
}

function encode(rows: readonly IndexRow[], read: (r: IndexRow) => string | null): Column {
  const dict: string[] = [];
  const code = new Map<string, number>();
  const values = new Int32Array(rows.length);
  rows.forEach((r, i) => {
    const v = read(r);
    if (v === null) return void (values[i] = -1);
    let c = code.get(v);
    if (c === undefined) code.set(v, (c = dict.push(v) - 1));
    values[i] = c;
  });
  return { dict, code, values };
}

export const ORDER: Record<SortKey, (a: IndexRow, b: IndexRow) => number> = {
  relevance: (a, b) => b.customRank - a.customRank || b.id - a.id,
  latest: (a, b) => Date.parse(b.createdAt) - Date.parse(a.createdAt) || b.id - a.id,
  // A car without a price ranks, filters and counts as $0 (priceAscendingPositiveOnly leaves it out).
  "price-desc": (a, b) => (b.price ?? 0) - (a.price ?? 0) || b.id - a.id,
  "price-asc": (a, b) => (a.price ?? 0) - (b.price ?? 0) || a.id - b.id,
  "km-desc": (a, b) => b.km - a.km || b.id - a.id,
  "km-asc": (a, b) => a.km - b.km || a.id - b.id,
};

export interface IndexQuery {
  preset: SearchPreset;
  state: SearchState;
  now: Date;
  includeSoldCarsDays: number;
  priceAscendingPositiveOnly: boolean;
  pageSize: number;
}

export interface IndexAnswer {
  hits: SearchHit[];
  count: number;
  facets: Facets;
  stats: { price: RangeStats; km: RangeStats; year: RangeStats };
}

/**
 * A site's listable stock held in memory for searching (see docs/adr/0001). Every attribute is
 * dictionary-encoded once; a query is one pass over the rows that filters and counts every facet
 * disjunctively (a row failing exactly one selected attribute still counts for that attribute),
 * then walks a presorted order to cut the page. Pure: the rows come from SQL, time comes in.
 */
export class FacetIndex {
  private readonly columns: Record<Grouped, Column>;
  private readonly features: { dict: string[]; code: Map<string, number>; lists: Int32Array[] };
  private readonly orders = new Map<SortKey, Int32Array>();
  private readonly keywords: KeywordIndex;
  // Numbers the hot loop reads, as typed arrays (NaN for none).
  private readonly soldAt: Float64Array;
  private readonly num: {
    price: Float64Array;
    km: Float64Array;
    year: Float64Array;
    weekly_price_range: Float64Array;
    subscription_price: Float64Array;
  };
  private readonly makeSlug: Column;
  private readonly modelSlug: Column;

  constructor(readonly rows: readonly IndexRow[]) {
    this.columns = Object.fromEntries(GROUPED.map((a) => [a, encode(rows, VALUE[a])])) as Record<Grouped, Column>;
    const dict: string[] = [];
    const code = new Map<string, number>();
    const lists = rows.map((r) =>
      Int32Array.from(r.features, (f) => code.get(f) ?? (code.set(f, dict.push(f) - 1), dict.length - 1)),
    );
    this.features = { dict, code, lists };
    this.soldAt = Float64Array.from(rows, (r) => (r.soldAt ? Date.parse(r.soldAt) : Number.NaN));
    const numbers = (read: (r: IndexRow) => number | null) => Float64Array.from(rows, (r) => read(r) ?? Number.NaN);
    this.num = {
      price: numbers((r) => r.price ?? 0),
      km: numbers((r) => r.km),
      year: numbers((r) => r.year),
      weekly_price_range: numbers((r) => r.weeklyPrice),
      subscription_price: numbers((r) => r.subscriptionPrice),
    };
    this.makeSlug = encode(rows, (r) => r.makeSlug);
    this.modelSlug = encode(rows, (r) => r.modelSlug);
    // The same fields as the database's search document: make, model, badge, series, body, fuel, colour, tag, features.
    this.keywords = new KeywordIndex(
      rows.length,
      rows.map((r) =>
        [
          r.make,
          r.model,
          r.badge,
          r.series,
          r.simpleBody,
          r.body,
          r.simpleFuel,
          r.colour,
          r.tag,
          r.searchKeywords,
        ].join(" "),
      ),
    );
  }

  /** Row positions in a sort order, built the first time that order is asked for. */
  private order(sort: SortKey): Int32Array {
    let order = this.orders.get(sort);
    if (!order) {
      order = Int32Array.from(this.rows.map((_, i) => i).sort((a, b) => ORDER[sort](this.rows[a]!, this.rows[b]!)));
      this.orders.set(sort, order);
    }
    return order;
  }

  /** Codes of the given values in a column; -2 stands for "no such value" so nothing matches it. */
  private static codes(column: Column, values: readonly string[]): Set<number> {
    return new Set(values.map((v) => column.code.get(v) ?? -2));
  }

  query(q: IndexQuery): IndexAnswer {
    const { rows } = this;
    const n = rows.length;
    const { state, preset } = q;

    // Row-level conditions that are not facets: sold window, path preset, keyword, ranges, positive price.
    const cutoff = q.now.getTime() - q.includeSoldCarsDays * 86_400_000;
    const sold = this.columns.status.code.get("sold") ?? -2;
    const status = this.columns.status.values;
    const carTypes = preset.carTypes ? FacetIndex.codes(this.columns.car_type, preset.carTypes) : null;
    const body = preset.body ? (this.columns.body.code.get(preset.body) ?? -2) : null;
    const make = preset.makeSlug ? (this.makeSlug.code.get(preset.makeSlug) ?? -2) : null;
    const model = preset.modelSlug ? (this.modelSlug.code.get(preset.modelSlug) ?? -2) : null;
    const keyword = this.keywords.match(state.query);
    const ranges = (
      Object.entries(state.ranges) as [keyof typeof this.num, { min: number | null; max: number | null }][]
    ).map(([k, r]) => ({
      key: k,
      values: this.num[k],
      min: r.min ?? -Infinity,
      max: r.max ?? Infinity,
    }));
    const positiveOnly = state.sortBy === "price-asc" && q.priceAscendingPositiveOnly;
    const price = this.num.price;

    // Selected attributes: each a set of codes to test a row against.
    const tests: { attribute: FacetAttribute; values: Int32Array | null; wanted: Set<number> }[] = [];
    for (const [key, values] of Object.entries(state.lists) as [FacetAttribute, string[]][]) {
      if (!values?.length) continue;
      if (key === "features")
        tests.push({
          attribute: key,
          values: null,
          wanted: new Set(values.map((v) => this.features.code.get(v) ?? -2)),
        });
      else
        tests.push({
          attribute: key,
          values: this.columns[key as Grouped].values,
          wanted: FacetIndex.codes(this.columns[key as Grouped], values),
        });
    }
    if (state.flags.certified !== undefined) {
      tests.push({
        attribute: "certified",
        values: this.columns.certified.values,
        wanted: FacetIndex.codes(this.columns.certified, [String(state.flags.certified)]),
      });
    }
    const passes = (t: (typeof tests)[number], i: number) =>
      t.values ? t.wanted.has(t.values[i]!) : this.features.lists[i]!.some((c) => t.wanted.has(c));

    const columnValues = GROUPED.map((a) => this.columns[a].values);
    const columnCounts = GROUPED.map((a) => new Int32Array(this.columns[a].dict.length));
    const featureCounts = new Int32Array(this.features.dict.length);
    const tally = (attribute: FacetAttribute, i: number) => {
      if (attribute === "features") for (const c of this.features.lists[i]!) featureCounts[c]!++;
      else {
        const a = GROUPED.indexOf(attribute);
        const c = columnValues[a]![i]!;
        if (c >= 0) columnCounts[a]![c]!++;
      }
    };
    const matched = new Uint8Array(n);
    let count = 0;
    const lo = { price: Infinity, km: Infinity, year: Infinity };
    const hi = { price: -Infinity, km: -Infinity, year: -Infinity };
    const stretch = (key: keyof typeof lo, i: number) => {
      const v = this.num[key][i]!;
      if (v < lo[key]) lo[key] = v;
      if (v > hi[key]) hi[key] = v;
    };

    rows: for (let i = 0; i < n; i++) {
      // The default stock filter's time window (the rest of it was applied when the rows were loaded).
      if (status[i] === sold && !(q.includeSoldCarsDays > 0 && this.soldAt[i]! >= cutoff)) continue;
      if (carTypes && !carTypes.has(this.columns.car_type.values[i]!)) continue;
      if (
        (body !== null && this.columns.body.values[i] !== body) ||
        (make !== null && this.makeSlug.values[i] !== make) ||
        (model !== null && this.modelSlug.values[i] !== model)
      )
        continue;
      if (keyword && !keyword[i]) continue;
      // Like facet counts, a range's stats ignore that range itself (disjunctive): a row outside only
      // the price range still tells the slider how far prices go, so a chosen maximum stays on it.
      let outOf: (typeof ranges)[number]["key"] | null = null;
      for (const r of ranges) {
        const v = r.values[i]!;
        if (v >= r.min && v <= r.max) continue;
        if (outOf !== null || Number.isNaN(v)) continue rows; // NaN (no value) never satisfies a range
        outOf = r.key;
      }
      if (positiveOnly && !(price[i]! > 0)) continue;
      let failed = -1;
      let fails = 0;
      for (let t = 0; t < tests.length && fails < (outOf === null ? 2 : 1); t++)
        if (!passes(tests[t]!, i)) {
          fails++;
          failed = t;
        }
      if (outOf !== null) {
        if (fails === 0 && Object.hasOwn(lo, outOf)) stretch(outOf as keyof typeof lo, i);
        continue;
      }
      if (fails === 1) tally(tests[failed]!.attribute, i);
      if (fails !== 0) continue;
      matched[i] = 1;
      count++;
      for (let a = 0; a < columnValues.length; a++) {
        const c = columnValues[a]![i]!;
        if (c >= 0) columnCounts[a]![c]!++;
      }
      for (const c of this.features.lists[i]!) featureCounts[c]!++;
      for (const key of ["price", "km", "year"] as const) stretch(key, i);
    }

    const hits: SearchHit[] = [];
    const skip = (state.page - 1) * q.pageSize;
    let seen = 0;
    if (skip < count) {
      for (const i of this.order(state.sortBy)) {
        if (!matched[i]) continue;
        if (seen++ < skip) continue;
        hits.push(toHit(rows[i]!));
        if (hits.length === q.pageSize) break;
      }
    }

    const facets: Facets = {};
    const toRecord = (dict: string[], counts: Int32Array) =>
      Object.fromEntries(dict.flatMap((v, c) => (counts[c]! > 0 ? [[v, counts[c]!]] : [])));
    GROUPED.forEach((a, k) => (facets[a] = toRecord(this.columns[a].dict, columnCounts[k]!)));
    facets.features = toRecord(this.features.dict, featureCounts);
    const stat = (key: "price" | "km" | "year"): RangeStats =>
      lo[key] > hi[key] ? { min: null, max: null } : { min: lo[key], max: hi[key] };
    return { hits, count, facets, stats: { price: stat("price"), km: stat("km"), year: stat("year") } };
  }
}
