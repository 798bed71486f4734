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

export interface StockListError {
  field: StockListField;
  message: string;
}

const STOCK_SEARCH_MAX = 100;
const SLUG = /^[a-z0-9][a-z0-9-]{0,79}$/;
const ID = /^[1-9]\d{0,9}$/;
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
  query: Record<string, string | string[] | undefined>,
  siteSlugs: readonly string[],
): { ok: true; filters: StockListFilters } | { ok: false; errors: StockListError[] } {
  const errors: StockListError[] = [];
  const refuse = (field: StockListField, message: string) => {
    errors.push({ field, message: `${STOCK_LIST_FIELDS[field]}: ${message}` });
    return null;
  };
  const text = (field: StockListField): string | null => {
    const value = query[field];
    if (Array.isArray(value)) return refuse(field, "give one value only.");
    const trimmed = value?.trim();
    return trimmed ? trimmed : null;
  };
  const oneOf = <T extends string>(field: StockListField, values: readonly T[], labels: string): T | null => {
    const value = text(field);
    return value === null || (values as readonly string[]).includes(value)
      ? (value as T | null)
      : refuse(field, `choose one of ${labels}.`);
  };
  const id = (field: "dealership" | "location" | "after", message: string) => {
    const value = text(field);
    if (value === null) return null;
    return ID.test(value) && Number(value) <= MAX_INT ? Number(value) : refuse(field, message);
  };
  const whole = (field: "priceFrom" | "priceTo" | "yearFrom" | "yearTo", max: number, message: string) => {
    const value = text(field);
    if (value === null) return null;
    return /^\d{1,10}$/.test(value) && Number(value) <= max ? Number(value) : refuse(field, message);
  };
  const slug = (field: "make" | "model") => {
    const value = text(field)?.toLowerCase() ?? null;
    return value === null || SLUG.test(value) ? value : refuse(field, "choose one of the list.");
  };

  const siteText = text("site");
  const site =
    siteText === null || siteSlugs.includes(siteText) ? siteText : refuse("site", "choose one of your sites.");
  const dealership = id("dealership", "choose one of the list.");
  const location = id("location", "choose one of the list.");
  const carType = oneOf("carType", CAR_TYPES, "new, used or demo");
  const status = oneOf("status", VEHICLE_STATUSES, Object.values(STOCK_STATUS_LABELS).join(", "));
  const shown = oneOf("shown", ["shown", "hidden"] as const, "shown or hidden");
  const make = slug("make");
  const model = slug("model");
  const priceFrom = whole("priceFrom", MAX_INT, "enter whole dollars, 0 or more.");
  const priceTo = whole("priceTo", MAX_INT, "enter whole dollars, 0 or more.");
  if (priceFrom !== null && priceTo !== null && priceTo < priceFrom)
    refuse("priceTo", "must be at least the price from.");
  const yearFrom = whole("yearFrom", 2100, "enter a year such as 2019.");
  const yearTo = whole("yearTo", 2100, "enter a year such as 2019.");
  if (yearFrom !== null && yearTo !== null && yearTo < yearFrom) refuse("yearTo", "must be on or after the year from.");
  const overrideText = text("override");
  const override =
    overrideText === null || overrideText === "1"
      ? overrideText === "1"
      : refuse("override", "use 1 to show only cars with the dealer's own values.");
  const qText = text("q");
  const q =
    qText === null || qText.length <= STOCK_SEARCH_MAX
      ? qText
      : refuse("q", `keep it to ${STOCK_SEARCH_MAX} characters.`);
  const after = id("after", "this link to a page of cars is not valid; start again from the first page.");

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
      override: override === true,
      q,
      after,
    },
  };
}

/** The list's URL for filters (or the export's, with `path`): only the filters set, in a steady order. */
export function stockListHref(filters: Partial<StockListFilters>, path = "/stock"): string {
  const params = new URLSearchParams();
  for (const field of Object.keys(STOCK_LIST_FIELDS) as StockListField[]) {
    const value = filters[field];
    if (value === true) params.set(field, "1");
    else if (value !== null && value !== undefined && value !== "" && value !== false) params.set(field, String(value));
  }
  const search = params.toString();
  return search ? `${path}?${search}` : path;
}

/** Whole days a car has been listed, as the list shows them. */
export function daysListed(createdAt: Date, now: Date): number {
  return Math.max(0, Math.floor((now.getTime() - createdAt.getTime()) / 86_400_000));
}
