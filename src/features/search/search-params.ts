import {
  ATTRIBUTE_ALIASES,
  BOOLEAN_FILTERS,
  LIST_FILTERS,
  RANGE_FILTERS,
  SORTS,
  type BooleanFilter,
  type ListFilter,
  type RangeFilter,
  type SortKey,
} from "./filter-attributes";
import {
  BODY_TYPES,
  CAR_TYPES,
  ITEM_TYPES,
  VEHICLE_STATUSES,
  isBodyType,
  isCarType,
  isItemType,
  isVehicleStatus,
} from "@/domain/vehicle-kinds";

/**
 * The search state and its URL form. The query string carries `query`, `page`, `sortBy` and one
 * parameter per filter (repeated for several values). The same codec serves the page, the JSON API
 * and link building, so a URL means the same thing everywhere.
 */
export interface Range {
  min: number | null;
  max: number | null;
}

export interface SearchState {
  query: string;
  page: number;
  sortBy: SortKey;
  lists: Partial<Record<ListFilter, string[]>>;
  ranges: Partial<Record<RangeFilter, Range>>;
  flags: Partial<Record<BooleanFilter, boolean>>;
}

export interface ParamProblem {
  param: string;
  reason: string;
}

export const EMPTY_SEARCH: SearchState = { query: "", page: 1, sortBy: "relevance", lists: {}, ranges: {}, flags: {} };
const MAX_PAGE = 10_000;
const MAX_VALUES = 50;
const MAX_VALUE_LENGTH = 100;
const MAX_QUERY_LENGTH = 200;

/**
 * List filters whose values are a closed vocabulary: a value outside it is reported like any malformed
 * parameter, so it never reaches a lookup. (The other lists hold free text from the stock, such as makes
 * and colours; they are only ever looked up in Maps and through facet-lookup.ts.)
 */
interface ValueRule {
  accepts: (value: string) => boolean;
  reason: string;
}
const CLOSED_VALUES: ReadonlyMap<ListFilter, ValueRule> = new Map<ListFilter, ValueRule>([
  ["car_type", { accepts: isCarType, reason: `values must be one of ${CAR_TYPES.join(", ")}` }],
  ["item_type", { accepts: isItemType, reason: `values must be one of ${ITEM_TYPES.join(", ")}` }],
  ["status", { accepts: isVehicleStatus, reason: `values must be one of ${VEHICLE_STATUSES.join(", ")}` }],
  ["body", { accepts: isBodyType, reason: `values must be one of ${BODY_TYPES.join(", ")}` }],
  ["seats", { accepts: (v) => /^[1-9]\d?$/.test(v), reason: "values must be a number of seats from 1 to 99" }],
]);

const isList = (k: string): k is ListFilter => (LIST_FILTERS as readonly string[]).includes(k);
const isRange = (k: string): k is RangeFilter => (RANGE_FILTERS as readonly string[]).includes(k);
const isFlag = (k: string): k is BooleanFilter => (BOOLEAN_FILTERS as readonly string[]).includes(k);

/** 'min:max', 'min:' or ':max' with whole non-negative numbers, min not above max. */
export function parseRange(text: string): Range | null {
  const match = /^(\d{0,9}):(\d{0,9})$/.exec(text.trim());
  if (!match || (match[1] === "" && match[2] === "")) return null;
  const min = match[1] === "" ? null : Number(match[1]);
  const max = match[2] === "" ? null : Number(match[2]);
  if (min !== null && max !== null && min > max) return null;
  return { min, max };
}

export const formatRange = (r: Range) => `${r.min ?? ""}:${r.max ?? ""}`;

type ParamSource = URLSearchParams | Record<string, string | string[] | undefined>;

function entriesOf(source: ParamSource): [string, string][] {
  if (source instanceof URLSearchParams) return [...source.entries()];
  // Only own string values: a query object built by assignment can hold inherited members
  // (`?constructor=x` may arrive as [Object, "x"]).
  return Object.entries(source).flatMap(([k, v]) =>
    (Array.isArray(v) ? v : [v])
      .filter((x): x is string => typeof x === "string")
      .map((x) => [k, x] as [string, string]),
  );
}

/**
 * Reads a query string. Every unknown or malformed parameter is reported by name (the name given); the state keeps
 * only what was valid (the page redirects to it, the API answers 400). The spec's other names of attributes
 * (ATTRIBUTE_ALIASES: categories, filtered_features, price_range) are read as the attribute they name and listed in
 * `renamed` (the page redirects to the canonical name; the API answers as for it).
 */
export function parseSearchParams(source: ParamSource): {
  state: SearchState;
  problems: ParamProblem[];
  renamed: string[];
} {
  const state: SearchState = { query: "", page: 1, sortBy: "relevance", lists: {}, ranges: {}, flags: {} };
  const problems: ParamProblem[] = [];
  const renamed: string[] = [];
  const seen = new Map<string, string>();
  for (const [param, raw] of entriesOf(source)) {
    const value = raw.trim();
    const alias = ATTRIBUTE_ALIASES.get(param);
    const key = alias ?? param;
    if (alias && !renamed.includes(param)) renamed.push(param);
    const once = () => {
      const before = seen.get(key);
      if (before === undefined) seen.set(key, param);
      else
        problems.push({
          param,
          reason:
            before === param ? "may appear only once" : `may appear only once: ${before} and ${param} both set ${key}`,
        });
    };
    if (key === "query") {
      once();
      if (value.length > MAX_QUERY_LENGTH)
        problems.push({ param, reason: `must be at most ${MAX_QUERY_LENGTH} characters` });
      else state.query = value.replace(/\s+/g, " ");
    } else if (key === "page") {
      once();
      if (!/^\d{1,5}$/.test(value) || Number(value) < 1 || Number(value) > MAX_PAGE)
        problems.push({ param, reason: `must be a whole number from 1 to ${MAX_PAGE}` });
      else state.page = Number(value);
    } else if (key === "sortBy") {
      once();
      if (!(SORTS as readonly string[]).includes(value))
        problems.push({ param, reason: `must be one of ${SORTS.join(", ")}` });
      else state.sortBy = value as SortKey;
    } else if (isList(key)) {
      const list = (state.lists[key] ??= []);
      if (value === "") continue; // an empty form field means "any"
      const closed = CLOSED_VALUES.get(key);
      if (value.length > MAX_VALUE_LENGTH)
        problems.push({ param, reason: `values must be at most ${MAX_VALUE_LENGTH} characters` });
      else if (closed && !closed.accepts(value)) problems.push({ param, reason: closed.reason });
      else if (list.length >= MAX_VALUES) problems.push({ param, reason: `may be given at most ${MAX_VALUES} times` });
      else if (!list.includes(value)) list.push(value);
    } else if (isRange(key)) {
      once();
      if (value === "") continue;
      const range = parseRange(value);
      if (!range)
        problems.push({ param, reason: "must be a range written min:max with whole numbers, min not above max" });
      else state.ranges[key] = range;
    } else if (isFlag(key)) {
      once();
      if (value === "") continue;
      if (value !== "true" && value !== "false") problems.push({ param, reason: "must be true or false" });
      else state.flags[key] = value === "true";
    } else {
      problems.push({ param, reason: "is not a search parameter" });
    }
  }
  for (const key of Object.keys(state.lists) as ListFilter[])
    if (state.lists[key]!.length === 0) delete state.lists[key];
  return { state, problems, renamed };
}

/** The canonical query string: a fixed parameter order, sorted values, defaults left out. */
export function serializeSearch(state: SearchState): string {
  const params = new URLSearchParams();
  if (state.query) params.set("query", state.query);
  for (const key of LIST_FILTERS) for (const v of [...(state.lists[key] ?? [])].sort()) params.append(key, v);
  for (const key of RANGE_FILTERS) if (state.ranges[key]) params.set(key, formatRange(state.ranges[key]!));
  for (const key of BOOLEAN_FILTERS) if (state.flags[key] !== undefined) params.set(key, String(state.flags[key]));
  if (state.sortBy !== "relevance") params.set("sortBy", state.sortBy);
  if (state.page > 1) params.set("page", String(state.page));
  return params.toString();
}

export const searchHref = (path: string, state: SearchState) => {
  const qs = serializeSearch(state);
  return qs ? `${path}?${qs}` : path;
};

/** Changing a filter, the query or the sort goes back to the first page. */
export function toggleListValue(state: SearchState, key: ListFilter, value: string): SearchState {
  const current = state.lists[key] ?? [];
  const next = current.includes(value) ? current.filter((v) => v !== value) : [...current, value];
  const lists = { ...state.lists, [key]: next };
  if (next.length === 0) delete lists[key];
  return { ...state, lists, page: 1 };
}

export function withRange(state: SearchState, key: RangeFilter, range: Range | null): SearchState {
  const ranges = { ...state.ranges };
  if (range && (range.min !== null || range.max !== null)) ranges[key] = range;
  else delete ranges[key];
  return { ...state, ranges, page: 1 };
}

export function withFlag(state: SearchState, key: BooleanFilter, on: boolean | undefined): SearchState {
  const flags = { ...state.flags };
  if (on === undefined) delete flags[key];
  else flags[key] = on;
  return { ...state, flags, page: 1 };
}

export const withQuery = (state: SearchState, query: string): SearchState => ({
  ...state,
  query: query.trim().replace(/\s+/g, " "),
  page: 1,
});
export const withSort = (state: SearchState, sortBy: SortKey): SearchState => ({ ...state, sortBy, page: 1 });
export const withPage = (state: SearchState, page: number): SearchState => ({
  ...state,
  page: Math.min(Math.max(1, Math.floor(page)), MAX_PAGE),
});

/**
 * Without JavaScript the range inputs submit `{attribute}_min` and `{attribute}_max`; fold them into
 * the one `attribute=min:max` parameter. Returns null when there is nothing to fold.
 */
export function foldRangeInputs(params: URLSearchParams): URLSearchParams | null {
  let folded = false;
  const out = new URLSearchParams();
  const parts: Partial<Record<RangeFilter, { min: string; max: string }>> = {};
  for (const [key, value] of params) {
    const match = /^(.+)_(min|max)$/.exec(key);
    if (match && isRange(match[1]!)) {
      folded = true;
      const part = (parts[match[1] as RangeFilter] ??= { min: "", max: "" });
      part[match[2] as "min" | "max"] = value.replace(/[$,\s]/g, "");
    } else {
      out.append(key, value);
    }
  }
  if (!folded) return null;
  for (const [key, { min, max }] of Object.entries(parts)) if (min || max) out.set(key, `${min}:${max}`);
  return out;
}
