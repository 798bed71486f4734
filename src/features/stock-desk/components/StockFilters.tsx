import { CAR_TYPE_LABELS, CAR_TYPES, VEHICLE_STATUSES } from "@/domain/vehicle-kinds";
import { Field } from "@/ui/Field";
import type { StockFilterOptions } from "@/features/stock-desk/stock-filter-options.db";
import { STOCK_STATUS_LABELS, type StockListError, type StockListField } from "@/features/stock-desk/stock-list-query";
import { Choice } from "@/ui/Choice";

/** The stock list's filters: a plain GET form, so the filters are the URL and need no script. */
export function StockFilters({
  values,
  errors,
  sites,
  options,
}: {
  values: Partial<Record<StockListField, string>>;
  errors: readonly StockListError[];
  sites: readonly { slug: string; name: string }[];
  options: StockFilterOptions;
}) {
  const error = (field: StockListField) => errors.find((e) => e.field === field)?.message;
  const choice = (name: StockListField, label: string, choices: readonly { value: string; label: string }[]) => (
    <Choice name={name} label={label} value={values[name] ?? ""} options={choices} error={error(name)} />
  );
  return (
    <form method="get" action="/stock" className="mt-6 grid gap-4 sm:grid-cols-3" aria-label="Filter stock">
      <Field
        name="q"
        label="Search"
        type="search"
        hint="Stock number, rego, VIN or make, model and badge"
        defaultValue={values.q}
        error={error("q")}
      />
      {choice(
        "site",
        "Site",
        sites.map((site) => ({ value: site.slug, label: site.name })),
      )}
      {choice("dealership", "Dealership", options.dealerships)}
      {choice("location", "Location", options.locations)}
      {choice(
        "carType",
        "Car type",
        CAR_TYPES.map((type) => ({ value: type, label: CAR_TYPE_LABELS[type] })),
      )}
      {choice(
        "status",
        "Status",
        VEHICLE_STATUSES.map((status) => ({ value: status, label: STOCK_STATUS_LABELS[status] })),
      )}
      {choice("shown", "Shown or hidden", [
        { value: "shown", label: "Shown on the website" },
        { value: "hidden", label: "Hidden" },
      ])}
      {choice("make", "Make", options.makes)}
      <Field
        name="model"
        label="Model"
        hint="As in the site's URLs, e.g. corolla"
        defaultValue={values.model}
        error={error("model")}
      />
      <Field
        name="priceFrom"
        label="Price from"
        inputMode="numeric"
        defaultValue={values.priceFrom}
        error={error("priceFrom")}
      />
      <Field
        name="priceTo"
        label="Price to"
        inputMode="numeric"
        defaultValue={values.priceTo}
        error={error("priceTo")}
      />
      <Field
        name="yearFrom"
        label="Year from"
        inputMode="numeric"
        defaultValue={values.yearFrom}
        error={error("yearFrom")}
      />
      <Field name="yearTo" label="Year to" inputMode="numeric" defaultValue={values.yearTo} error={error("yearTo")} />
      {choice("override", "Dealer's values", [{ value: "1", label: "Only cars with the dealer's own values" }])}
      <div className="sm:col-span-3">
        <button type="submit" className="rounded bg-gray-900 px-4 py-2 font-semibold text-white hover:bg-gray-700">
          Show cars
        </button>
      </div>
    </form>
  );
}
