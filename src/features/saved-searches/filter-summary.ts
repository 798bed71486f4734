import { BODY_LABELS, CAR_TYPES, CAR_TYPE_LABELS, isBodyType, isCarType, type CarType } from "@/domain/vehicle-kinds";
import type { SavedSearchFilters } from "./saved-search-rules";
import { wholeNumber } from "@/ui/whole-number";

/** A range as a shopper says it: "under $30,000", "from $10,000", "$10,000 to $30,000". */
function rangeWords(range: { min: number | null; max: number | null }, format: (n: number) => string): string {
  if (range.min !== null && range.max !== null) return `${format(range.min)} to ${format(range.max)}`;
  if (range.max !== null) return `under ${format(range.max)}`;
  return `from ${format(range.min ?? 0)}`;
}

const ITEM_WORDS: Record<string, string> = { car: "Cars", motorcycle: "Motorcycles", caravan: "Caravans" };
const STATUS_WORDS: Record<string, string> = { in_stock: "In stock", coming_soon: "Coming soon", sold: "Sold" };
const dollars = (n: number) => `$${wholeNumber(n)}`;
const oneOf = (values: readonly string[]) => values.join(" or ");

/** Car types in the usual order (New, Used, Demo), as the search headings name them. */
const carTypeWords = (types: readonly CarType[]) =>
  CAR_TYPES.filter((t) => types.includes(t))
    .map((t) => CAR_TYPE_LABELS[t])
    .join(" or ");

/**
 * A saved search's filters in a few words for the garage, e.g. "Used · Toyota · under $30,000": the condition, the
 * body, make and model, the keyword, then every other refinement in the URL's order; the sort and page are not
 * filters. The search path's make and model are named as the stock names them (`names`), else by their slug. A
 * search of everything reads "All vehicles".
 */
export function filterSummary(filters: SavedSearchFilters, names: { make?: string; model?: string } = {}): string {
  const { preset, state } = filters;
  const parts: string[] = [];
  const carTypes = [...(preset.carTypes ?? []), ...(state.lists.car_type ?? []).filter(isCarType)];
  if (carTypes.length) parts.push(carTypeWords(carTypes));
  const bodies = [...(preset.body ? [preset.body] : []), ...(state.lists.body ?? []).filter(isBodyType)];
  if (bodies.length) parts.push(oneOf(bodies.map((b) => BODY_LABELS[b])));
  if (preset.makeSlug)
    parts.push(
      [names.make ?? preset.makeSlug, preset.modelSlug ? (names.model ?? preset.modelSlug) : null]
        .filter(Boolean)
        .join(" "),
    );
  const makes = [...(state.lists.make ?? []), ...(state.lists.make_model ?? []).map((v) => v.replace(/\s*>\s*/, " "))];
  if (makes.length) parts.push(oneOf(makes));
  for (const key of ["model", "badge"] as const) if (state.lists[key]?.length) parts.push(oneOf(state.lists[key]));
  if (state.query) parts.push(`“${state.query}”`);
  const { price, km, year, weekly_price_range: weekly, subscription_price: subscription } = state.ranges;
  if (price) parts.push(rangeWords(price, dollars));
  if (weekly) parts.push(`${rangeWords(weekly, dollars)} a week`);
  if (subscription) parts.push(`subscription ${rangeWords(subscription, dollars)}`);
  if (km) parts.push(rangeWords(km, (n) => `${wholeNumber(n)} km`));
  if (year)
    parts.push(
      year.min !== null && year.max !== null
        ? year.min === year.max
          ? `${year.min}`
          : `${year.min} to ${year.max}`
        : year.min !== null
          ? `${year.min} or newer`
          : `${year.max} or older`,
    );
  for (const key of ["colour", "fuel", "transmission", "drive"] as const)
    if (state.lists[key]?.length) parts.push(oneOf(state.lists[key]));
  if (state.lists.seats?.length) parts.push(`${oneOf(state.lists.seats)} seats`);
  for (const key of ["features", "tag", "location_name", "dealership_name", "city"] as const)
    if (state.lists[key]?.length) parts.push(oneOf(state.lists[key]));
  if (state.lists.state?.length) parts.push(oneOf(state.lists.state.map((s) => s.toUpperCase())));
  if (state.lists.item_type?.length) parts.push(oneOf(state.lists.item_type.map((t) => ITEM_WORDS[t] ?? t)));
  if (state.lists.status?.length) parts.push(oneOf(state.lists.status.map((s) => STATUS_WORDS[s] ?? s)));
  if (state.flags.certified !== undefined) parts.push(state.flags.certified ? "Certified" : "Not certified");
  return parts.length ? parts.join(" · ") : "All vehicles";
}
