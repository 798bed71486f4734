import { listHref, listQueryReader, type ListQuery, type ListQueryError } from "@/domain/list-query";
import { CAR_TYPES, VEHICLE_STATUSES, type CarType, type VehicleStatus } from "@/domain/vehicle-kinds";

/*
 * The stock list's filters live in its URL (the form is a plain GET), as the lead list's do, so a list can be
 * bookmarked, shared, exported and paged with no script. Every value a link can carry is checked here; a bad one is
 * answered with a message naming its field, never an error page.
 */

export interface StockListFilters {
  /** A site's slug, one of the member's sites. */
  site: string | null;
  dealership: number | null;
  location: number | null;
  carType: CarType | null;
  status: VehicleStatus | null;
  /** Shown on the website or hidden from it. */
  shown: "shown" | "hidden" | null;
  /** A make's or model's slug (lower case, as the search engine's URLs carry them). */
  make: string | null;
  model: string | null;
  priceFrom: number | null;
  priceTo: number | null;
  yearFrom: number | null;
  yearTo: number | null;
  /** Only cars where the dealer's own values stand over the feed's. */
  override: boolean;
  /** A stock number, rego, VIN, or words of the car (make, model, badge). */
  q: string | null;
  /** The id of the last car of the page before: the list goes on with the cars listed before it. */
  after: number | null;
}

export const STOCK_LIST_FIELDS = {
  site: "Site",
  dealership: "Dealership",
  location: "Location",
  carType: "Car type",
  status: "Status",
  shown: "Shown or hidden",
  make: "Make",
  model: "Model",
  priceFrom: "Price from",
  priceTo: "Price to",
  yearFrom: "Year from",
  yearTo: "Year to",
  override: "Dealer's values",
  q: "Search",
  after: "Page",
} as const satisfies Record<keyof StockListFilters, string>;

export type StockListField = keyof typeof STOCK_LIST_FIELDS;

export type StockListError = ListQueryError<StockListField>;

const STOCK_SEARCH_MAX = 100;
const SLUG = /^[a-z0-9][a-z0-9-]{0,79}$/;
const MAX_INT = 2 ** 31 - 1;

export const STOCK_STATUS_LABELS: Record<VehicleStatus, string> = {
  in_stock: "In stock",
  coming_soon: "Coming soon",
  sold: "Sold",
};

/**
 * The filters a list URL asks for, or every reason it cannot be answered, each naming its field. `siteSlugs` are the
 * sites the member may see: a site outside them is refused like one that does not exist.
 */
export function parseStockListQuery(
  query: ListQuery,
  siteSlugs: readonly string[],
): { ok: true; filters: StockListFilters } | { ok: false; errors: StockListError[] } {
  const read = listQueryReader(query, STOCK_LIST_FIELDS);
  const { errors, refuse, text } = read;
  const whole = (field: "priceFrom" | "priceTo" | "yearFrom" | "yearTo", max: number, message: string) => {
    const value = read.matching(field, (v) => /^\d{1,10}$/.test(v) && Number(v) <= max, message);
    return value === null ? null : Number(value);
  };
  const slug = (field: "make" | "model") => {
    const value = text(field)?.toLowerCase() ?? null;
    return value === null || SLUG.test(value) ? value : refuse(field, "choose one of the list.");
  };

  const site = read.site("site", siteSlugs);
  const dealership = read.id("dealership", "choose one of the list.");
  const location = read.id("location", "choose one of the list.");
  const carType = read.oneOf("carType", CAR_TYPES, "choose one of new, used or demo.");
  const status = read.oneOf(
    "status",
    VEHICLE_STATUSES,
    `choose one of ${Object.values(STOCK_STATUS_LABELS).join(", ")}.`,
  );
  const shown = read.oneOf("shown", ["shown", "hidden"] as const, "choose one of shown or hidden.");
  const make = slug("make");
  const model = slug("model");
  const priceFrom = whole("priceFrom", MAX_INT, "enter whole dollars, 0 or more.");
  const priceTo = whole("priceTo", MAX_INT, "enter whole dollars, 0 or more.");
  if (priceFrom !== null && priceTo !== null && priceTo < priceFrom)
    refuse("priceTo", "must be at least the price from.");
  const yearFrom = whole("yearFrom", 2100, "enter a year such as 2019.");
  const yearTo = whole("yearTo", 2100, "enter a year such as 2019.");
  if (yearFrom !== null && yearTo !== null && yearTo < yearFrom) refuse("yearTo", "must be on or after the year from.");
  const override = read.flag("override", "use 1 to show only cars with the dealer's own values.");
  const q = read.matching("q", (v) => v.length <= STOCK_SEARCH_MAX, `keep it to ${STOCK_SEARCH_MAX} characters.`);
  const after = read.id("after", "this link to a page of cars is not valid; start again from the first page.");

  if (errors.length > 0) return { ok: false, errors };
  return {
    ok: true,
    filters: {
      site,
      dealership,
      location,
      carType,
      status,
      shown,
      make,
      model,
      priceFrom,
      priceTo,
      yearFrom,
      yearTo,
      override,
      q,
      after,
    },
  };
}

/** The list's URL for filters (or the export's, with `path`): only the filters set, in a steady order. */
export function stockListHref(filters: Partial<StockListFilters>, path = "/stock"): string {
  return listHref(path, Object.keys(STOCK_LIST_FIELDS), filters);
}

/** Whole days a car has been listed, as the list shows them. */
export function daysListed(createdAt: Date, now: Date): number {
  return Math.max(0, Math.floor((now.getTime() - createdAt.getTime()) / 86_400_000));
}
