/**
 * The filter attributes shoppers refine by, as
 * they appear in the query string: one parameter per attribute. Lists are OR within an attribute and
 * AND across attributes; ranges are written 'min:max'.
 */
export const LIST_FILTERS = [
  "make",
  "model",
  "make_model",
  "badge",
  "car_type",
  "status",
  "body",
  "colour",
  "fuel",
  "transmission",
  "drive",
  "seats",
  "city",
  "state",
  "location_name",
  "dealership_name",
  "tag",
  "item_type",
  "features",
] as const;
export const RANGE_FILTERS = ["price", "km", "year", "weekly_price_range", "subscription_price"] as const;
export const BOOLEAN_FILTERS = ["certified"] as const;

/**
 * Filter attributes of the spec's list that name, in this platform, an attribute above.
 * They are read as that attribute and written back under its name, so one search has one canonical URL:
 * - `categories`: the vehicle category a dealer-category search refines by; the stock's category is its body
 *   type (the dealer document's vehicle categories, such as 'SUVs & 4WDs' or 'Utes & Vans', group body types), so
 *   it takes the body values (`suv`, `ute`, `cabChassis`, ...).
 * - `filtered_features`: the features shoppers filter by (the stock's `features`).
 * - `price_range`: the price range, written 'min:max' like `weekly_price_range`, under the price slider's rules.
 */
export const ATTRIBUTE_ALIASES: ReadonlyMap<string, ListFilter | RangeFilter> = new Map<
  string,
  ListFilter | RangeFilter
>([
  ["categories", "body"],
  ["filtered_features", "features"],
  ["price_range", "price"],
]);

export type ListFilter = (typeof LIST_FILTERS)[number];
export type RangeFilter = (typeof RANGE_FILTERS)[number];
export type BooleanFilter = (typeof BOOLEAN_FILTERS)[number];
/** Attributes with value counts in the filter panel (booleans count their true values). */
export type FacetAttribute = ListFilter | BooleanFilter;
export const FACET_ATTRIBUTES: readonly FacetAttribute[] = [...LIST_FILTERS, ...BOOLEAN_FILTERS];

export const FILTER_LABELS: Record<ListFilter | RangeFilter | BooleanFilter, string> = {
  make: "Make",
  model: "Model",
  make_model: "Make and model",
  badge: "Badge",
  car_type: "Condition",
  status: "Status",
  body: "Body type",
  colour: "Colour",
  fuel: "Fuel type",
  transmission: "Transmission",
  drive: "Drive",
  seats: "Seats",
  city: "City",
  state: "State",
  location_name: "Location",
  dealership_name: "Dealership",
  tag: "Tag",
  item_type: "Vehicle type",
  features: "Features",
  price: "Price",
  km: "Kilometres",
  year: "Year",
  weekly_price_range: "Weekly repayment",
  subscription_price: "Subscription price",
  certified: "Certified pre-owned",
};

export const SORTS = ["relevance", "latest", "price-desc", "price-asc", "km-desc", "km-asc"] as const;
export type SortKey = (typeof SORTS)[number];
export const SORT_LABELS: Record<SortKey, string> = {
  relevance: "Most relevant",
  latest: "Latest",
  "price-desc": "Highest price",
  "price-asc": "Lowest price",
  "km-desc": "Highest kilometres",
  "km-asc": "Lowest kilometres",
};

/** make_model values join the two with this separator, e.g. "Toyota > RAV4". */
export const MAKE_MODEL_SEPARATOR = " > ";
