import type { SiteConfig } from "@/platform/site/config-schema";
import { bodyLabel, CAR_TYPE_LABELS } from "@/domain/vehicle-kinds";
import { FILTER_LABELS, SORT_LABELS, SORTS, type ListFilter } from "@/features/search/filter-attributes";
import { facetCount, ownValue } from "@/features/search/facet-lookup";
import { keywordPlaceholder } from "@/features/search/keyword-placeholder";
import { makeCards, makeDropdownGroups } from "@/features/search/make-groups";
import { KM_SLIDER_SETTINGS, type SliderSettings } from "@/features/search/price-slider";
import type { SearchState } from "@/features/search/search-params";
import type { SearchPreset } from "@/features/search/search-routes";
import type { SearchResult } from "@/features/search/stock-search";
import type { ReactNode } from "react";
import { bodyIcon, itemTypeIcon, type BodyIconShape } from "@/features/search/body-icons";
import { BodyIcon } from "./BodyIcon";
import { FilterSection } from "./FilterSection";
import { FacetCheckboxes } from "./FacetCheckboxes";
import { MakeCheckboxes } from "./MakeCheckboxes";
import { MakeOptionGroups } from "./MakeOptionGroups";
import { KeywordInput } from "./KeywordInput";
import { RangeInputs } from "./RangeInputs";
import { formatRange } from "@/features/search/search-params";
import { wholeNumber } from "@/ui/whole-number";

const ITEM_LABELS = { car: "Cars", motorcycle: "Motorcycles", caravan: "Caravans" };

/** Each listed value's icon (values without one show none), drawn here on the server. */
const iconsFor = (counts: Record<string, number> | undefined, icon: (value: string) => BodyIconShape | null) =>
  Object.fromEntries(
    Object.keys(counts ?? {}).flatMap((value) => {
      const shape = icon(value);
      return shape ? [[value, <BodyIcon key={value} shape={shape} />]] : [];
    }),
  );

interface Props {
  config: SiteConfig;
  preset: SearchPreset;
  state: SearchState;
  /** This page's own URL (path and query string), by which the search form's memory is recalled. */
  href: string;
  result: SearchResult;
  shownCount: number;
  makeLogos: Record<string, string>;
}

/** The filter sidebar: one GET form, so every refinement works without JavaScript. */
export function FilterPanel({ config, preset, state, href, result, shownCount, makeLogos }: Props) {
  const facets = result.facets;
  const selected = (key: ListFilter) => state.lists[key] ?? [];
  const list = (key: ListFilter, labels?: Record<string, string>, open = true, icons?: Record<string, ReactNode>) =>
    facets[key] && Object.keys(facets[key]!).length > 0 ? (
      <FilterSection key={key} title={FILTER_LABELS[key]} open={open || selected(key).length > 0}>
        <FacetCheckboxes
          key={selected(key).join("|")}
          name={key}
          counts={facets[key]!}
          selected={selected(key)}
          labels={labels}
          icons={icons}
        />
      </FilterSection>
    ) : null;
  /** A range filter in a section of its own, titled as its inputs are labelled. */
  const range = (
    name: keyof SearchResult["stats"],
    label: string,
    unit: string,
    slider: SliderSettings | null,
    open = true,
  ) => (
    <FilterSection title={label} open={open}>
      <RangeInputs
        key={formatRange(state.ranges[name] ?? { min: null, max: null })}
        name={name}
        label={label}
        unit={unit}
        value={state.ranges[name]}
        stats={result.stats[name]}
        slider={slider}
      />
    </FilterSection>
  );
  /** A list worth showing only where there is a choice: a single-location or single-dealership site has none. */
  const choosable = (key: ListFilter) => Object.keys(facets[key] ?? {}).length > 1 || selected(key).length > 0;
  const makes = makeCards(facets.make ?? {}, selected("make"));
  const makeGroups = makeDropdownGroups(facets.make ?? {});
  const makeCard = (make: string) => ({
    name: make,
    count: facetCount(facets.make, make),
    logo: ownValue(makeLogos, make) ?? null,
  });
  const bodyLabels = Object.fromEntries(Object.keys(facets.body ?? {}).map((b) => [b, bodyLabel(b) ?? b]));
  const bodyIcons = iconsFor(facets.body, bodyIcon);
  const itemIcons = iconsFor(facets.item_type, itemTypeIcon);
  const showMakes = !preset.makeSlug && Object.keys(facets.make ?? {}).length > 0;

  return (
    <div className="space-y-1">
      <div className="space-y-3 border-b border-gray-200 pb-4">
        <div>
          <label htmlFor="search-query" className="block text-sm font-semibold">
            Keyword search
          </label>
          {/* Suggests this site's own make and model (keyword-placeholder.ts), from the stock this search shows. */}
          <KeywordInput query={state.query} href={href} placeholder={keywordPlaceholder(facets)} />
        </div>
        <div>
          <label htmlFor="search-sort" className="block text-sm font-semibold">
            Sort by
          </label>
          <select
            key={state.sortBy}
            id="search-sort"
            name="sortBy"
            defaultValue={state.sortBy}
            className="mt-1 w-full rounded border border-gray-400 px-3 py-2"
          >
            {SORTS.map((s) => (
              <option key={s} value={s}>
                {SORT_LABELS[s]}
              </option>
            ))}
          </select>
        </div>
      </div>
      {!preset.carTypes && config.stock.carTypes.length > 1 ? list("car_type", CAR_TYPE_LABELS) : null}
      {config.stock.itemTypes.length > 1 ? list("item_type", ITEM_LABELS, true, itemIcons) : null}
      {showMakes ? (
        <FilterSection title="Make">
          {/* Adds one make to the selection (the cards below show and remove what is selected). */}
          <label htmlFor="add-make" className="block text-sm font-medium">
            Add a make
          </label>
          <select
            key={`add-${selected("make").join("|")}`}
            id="add-make"
            name="make"
            defaultValue=""
            className="mb-3 mt-1 w-full rounded border border-gray-400 px-2 py-2"
          >
            <option value="">Choose a make</option>
            <MakeOptionGroups groups={makeGroups} />
          </select>
          <MakeCheckboxes
            key={`cards-${selected("make").join("|")}`}
            makes={makes.shown.map(makeCard)}
            selected={selected("make")}
            className="grid grid-cols-2 gap-2"
          />
          {makes.more.length > 0 ? (
            <details className="mt-2">
              <summary className="cursor-pointer text-sm font-semibold text-accent underline">Show all makes</summary>
              <MakeCheckboxes
                key={selected("make").join("|")}
                makes={makes.more.map(makeCard)}
                selected={selected("make")}
                className="mt-2 grid grid-cols-2 gap-2"
              />
            </details>
          ) : null}
        </FilterSection>
      ) : null}
      {preset.makeSlug || selected("make").length > 0 ? list("model") : null}
      {!preset.body ? list("body", bodyLabels, true, bodyIcons) : null}
      {range("price", "Price", "$", config.search.priceSlider)}
      {range("km", "Kilometres", "km", KM_SLIDER_SETTINGS, false)}
      {range("year", "Year", "", null, false)}
      {list("colour")}
      {list("fuel")}
      {list("transmission")}
      {list("drive")}
      {list("seats")}
      {list("city")}
      {choosable("location_name") ? list("location_name") : null}
      {choosable("dealership_name") ? list("dealership_name") : null}
      {list("tag")}
      {facets.certified?.true ? (
        <FilterSection title={FILTER_LABELS.certified}>
          <label className="flex items-center gap-2 text-sm">
            <input
              key={String(state.flags.certified)}
              type="checkbox"
              name="certified"
              value="true"
              defaultChecked={state.flags.certified === true}
              className="h-4 w-4"
            />
            <span className="flex-1">Certified pre-owned only</span>
            <span className="text-gray-700">{facets.certified.true}</span>
          </label>
        </FilterSection>
      ) : null}
      {/* Badges mean something within a make or model (a site has hundreds in all): offered once the shopper has chosen one. */}
      {preset.makeSlug ||
      selected("make").length > 0 ||
      selected("model").length > 0 ||
      selected("make_model").length > 0
        ? list("badge", undefined, false)
        : null}
      {list("features")}
      {/* Kept in view on a phone, where the filters fold over the results; beside the results on a wide screen it would only cover the boxes it passes. */}
      <div className="sticky bottom-0 bg-white py-3 lg:static">
        <button type="submit" className="w-full rounded bg-primary px-4 py-3 font-semibold text-on-primary">
          Show Me {wholeNumber(shownCount)} cars
        </button>
      </div>
    </div>
  );
}
