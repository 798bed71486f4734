import type { FacetAttribute, SortKey } from "./filter-attributes";
import { MAKE_MODEL_SEPARATOR } from "./filter-attributes";
import type { SearchState } from "./search-params";
import type { SearchPreset } from "./search-routes";
import type { Facets, RangeStats, SearchHit } from "./stock-search";

/**
 * A site's listable stock held in memory for searching (see docs/adr/0001). Every attribute is
 * dictionary-encoded once; a query is one pass over the rows that filters and counts every facet
 * disjunctively (a row failing exactly one selected attribute still counts for that attribute),
 * then walks a presorted order to cut the page. Pure: the rows come from SQL, time comes in.
 */
export interface IndexRow extends SearchHit {
  makeSlug: string;
  modelSlug: string;
  body: string | null;
  colour: string | null;
  drive: string | null;
  seats: number | null;
  state: string | null;
  dealershipName: string;
  features: string[];
  weeklyPrice: number | null;
  customRank: number;
  soldAt: string | null;
}

type Grouped = Exclude<FacetAttribute, "features">;
const VALUE: Record<Grouped, (r: IndexRow) => string | null> = {
  make: (r) => r.make, model: (r) => r.model, make_model: (r) => `${r.make}${MAKE_MODEL_SEPARATOR}${r.model}`, badge: (r) => r.badge,
  car_type: (r) => r.carType, status: (r) => r.status, body: (r) => r.body, colour: (r) => r.colour, fuel: (r) => r.simpleFuel,
  transmission: (r) => r.simpleTransmission, drive: (r) => r.drive, seats: (r) => (r.seats === null ? null : String(r.seats)),
  city: (r) => r.city, state: (r) => r.state, location_name: (r) => r.locationName, dealership_name: (r) => r.dealershipName,
  tag: (r) => r.tag, item_type: (r) => r.itemType, certified: (r) => String(r.certified),
};
const GROUPED = Object.keys(VALUE) as Grouped[];

interface Column { dict: string[]; code: Map<string, number>; values: Int32Array }

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

const ORDER: Record<SortKey, (a: IndexRow, b: IndexRow) => number> = {
  relevance: (a, b) => b.customRank - a.customRank || b.id - a.id,
  latest: (a, b) => Date.parse(b.createdAt) - Date.parse(a.createdAt) || b.id - a.id,
  "price-desc": (a, b) => b.price - a.price || b.id - a.id,
  "price-asc": (a, b) => a.price - b.price || a.id - b.id,
  "km-desc": (a, b) => b.km - a.km || b.id - a.id,
  "km-asc": (a, b) => a.km - b.km || a.id - b.id,
};

export interface IndexQuery {
  preset: SearchPreset;
  state: SearchState;
  /** Ids matching the keyword (full-text search runs in SQL); null when there is no keyword. */
  keywordIds: ReadonlySet<number> | null;
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

export class FacetIndex {
  private readonly columns: Record<Grouped, Column>;
  private readonly features: { dict: string[]; code: Map<string, number>; lists: Int32Array[] };
  private readonly orders = new Map<SortKey, Int32Array>();
  private readonly soldAt: Float64Array;

  constructor(readonly rows: readonly IndexRow[]) {
    this.columns = Object.fromEntries(GROUPED.map((a) => [a, encode(rows, VALUE[a])])) as Record<Grouped, Column>;
    const dict: string[] = [];
    const code = new Map<string, number>();
    const lists = rows.map((r) => Int32Array.from(r.features, (f) => code.get(f) ?? (code.set(f, dict.push(f) - 1), dict.length - 1)));
    this.features = { dict, code, lists };
    this.soldAt = Float64Array.from(rows, (r) => (r.soldAt ? Date.parse(r.soldAt) : Number.NaN));
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

  query(q: IndexQuery): IndexAnswer {
    const { rows } = this;
    const { state, preset } = q;
    const cutoff = q.now.getTime() - q.includeSoldCarsDays * 86_400_000;
    const range = (key: keyof SearchState["ranges"]) => state.ranges[key] ?? null;
    const price = range("price"), km = range("km"), year = range("year"), weekly = range("weekly_price_range");
    const within = (v: number | null, r: { min: number | null; max: number | null } | null) => r === null || (v !== null && (r.min === null || v >= r.min) && (r.max === null || v <= r.max));
    const positiveOnly = state.sortBy === "price-asc" && q.priceAscendingPositiveOnly;

    // Selected attributes, each as a test on a row position.
    const tests: { attribute: FacetAttribute; pass: (i: number) => boolean }[] = [];
    for (const [key, values] of Object.entries(state.lists) as [FacetAttribute, string[]][]) {
      if (!values?.length) continue;
      if (key === "features") {
        const wanted = new Set(values.map((v) => this.features.code.get(v)).filter((c): c is number => c !== undefined));
        tests.push({ attribute: key, pass: (i) => this.features.lists[i]!.some((c) => wanted.has(c)) });
      } else {
        const column = this.columns[key as Grouped];
        const wanted = new Set(values.map((v) => column.code.get(v)).filter((c): c is number => c !== undefined));
        tests.push({ attribute: key, pass: (i) => wanted.has(column.values[i]!) });
      }
    }
    if (state.flags.certified !== undefined) {
      const wanted = state.flags.certified;
      tests.push({ attribute: "certified", pass: (i) => rows[i]!.certified === wanted });
    }

    const counts = Object.fromEntries(GROUPED.map((a) => [a, new Int32Array(this.columns[a].dict.length)])) as Record<Grouped, Int32Array>;
    const featureCounts = new Int32Array(this.features.dict.length);
    const tally = (attribute: FacetAttribute, i: number) => {
      if (attribute === "features") for (const c of this.features.lists[i]!) featureCounts[c]!++;
      else {
        const c = this.columns[attribute].values[i]!;
        if (c >= 0) counts[attribute][c]!++;
      }
    };
    const matched = new Uint8Array(rows.length);
    let count = 0;
    const stats = { price: { min: Infinity, max: -Infinity }, km: { min: Infinity, max: -Infinity }, year: { min: Infinity, max: -Infinity } };

    for (let i = 0; i < rows.length; i++) {
      const r = rows[i]!;
      // The default stock filter's time window (the rest of it was applied when the rows were loaded).
      if (r.status === "sold" && !(q.includeSoldCarsDays > 0 && this.soldAt[i]! >= cutoff)) continue;
      if (preset.carTypes && !preset.carTypes.includes(r.carType)) continue;
      if ((preset.body && r.body !== preset.body) || (preset.makeSlug && r.makeSlug !== preset.makeSlug) || (preset.modelSlug && r.modelSlug !== preset.modelSlug)) continue;
      if (q.keywordIds && !q.keywordIds.has(r.id)) continue;
      if (!within(r.price, price) || !within(r.km, km) || !within(r.year, year) || !within(r.weeklyPrice, weekly)) continue;
      if (positiveOnly && r.price <= 0) continue;
      let failed = -1;
      let fails = 0;
      for (let t = 0; t < tests.length && fails < 2; t++) if (!tests[t]!.pass(i)) (fails++, (failed = t));
      if (fails === 1) tally(tests[failed]!.attribute, i);
      if (fails !== 0) continue;
      matched[i] = 1;
      count++;
      for (const a of GROUPED) tally(a, i);
      tally("features", i);
      for (const [key, v] of [["price", r.price], ["km", r.km], ["year", r.year]] as const) {
        if (v < stats[key].min) stats[key].min = v;
        if (v > stats[key].max) stats[key].max = v;
      }
    }

    const hits: SearchHit[] = [];
    const skip = (state.page - 1) * q.pageSize;
    let seen = 0;
    for (const i of this.order(state.sortBy)) {
      if (!matched[i]) continue;
      if (seen++ < skip) continue;
      hits.push(toHit(rows[i]!));
      if (hits.length === q.pageSize) break;
    }

    const facets: Facets = {};
    const toRecord = (dict: string[], n: Int32Array) => Object.fromEntries(dict.flatMap((v, c) => (n[c]! > 0 ? [[v, n[c]!]] : [])));
    for (const a of GROUPED) facets[a] = toRecord(this.columns[a].dict, counts[a]);
    facets.features = toRecord(this.features.dict, featureCounts);
    const finish = (s: { min: number; max: number }): RangeStats => (count === 0 ? { min: null, max: null } : { min: s.min, max: s.max });
    return { hits, count, facets, stats: { price: finish(stats.price), km: finish(stats.km), year: finish(stats.year) } };
  }
}

/** The card fields of a row (the index keeps more for filtering than a hit shows). */
function toHit(r: IndexRow): SearchHit {
  return {
    id: r.id, slug: r.slug, name: r.name, year: r.year, make: r.make, model: r.model, badge: r.badge, series: r.series, price: r.price,
    priceType: r.priceType, preorder: r.preorder, km: r.km, carType: r.carType, itemType: r.itemType, status: r.status, reserved: r.reserved,
    certified: r.certified, tag: r.tag, simpleTransmission: r.simpleTransmission, simpleFuel: r.simpleFuel, primaryImageUrl: r.primaryImageUrl,
    city: r.city, locationName: r.locationName, createdAt: r.createdAt,
  };
}
