import type { Metadata } from "next";
import { notFound, redirect } from "next/navigation";
import { displayedCount } from "@/features/search/count-display";
import { FilterPanel } from "@/features/search/components/FilterPanel";
import { ComparisonRateWarning } from "@/features/finance/components/ComparisonRateWarning";
import { MobileFilters } from "@/features/search/components/MobileFilters";
import { Pagination } from "@/features/search/components/Pagination";
import { ResultCard } from "@/features/search/components/ResultCard";
import { SearchForm } from "@/features/search/components/SearchForm";
import { resultCardView } from "@/features/search/result-card-view";
import { SearchViewTracker } from "@/features/search/components/SearchViewTracker";
import { NO_RESULTS_ACTION } from "@/features/search/card-rules";
import { resultsOutcome } from "@/features/search/results-outcome";
import {
  foldRangeInputs,
  parseSearchParams,
  searchHref,
  serializeSearch,
  withPage,
} from "@/features/search/search-params";
import { presetForPath, presetTitle } from "@/features/search/search-routes";
import { landingPageMeta, searchIndexing } from "@/features/findability/landing-meta";
import { makeLogoUrls, presetNames, searchUnderSliderRules } from "@/features/search/search.server";
import { requireSite } from "@/platform/site/current-site.server";
import { PromoCardCell } from "@/features/offers/components/PromoCardCell";
import { searchCarTypes } from "@/features/offers/offer-visibility";
import { promoCardsFor } from "@/features/offers/offers.server";
import { withPromoCards } from "@/features/offers/promo-grid";
import { JsonLd } from "@/features/findability/components/JsonLd";
import { breadcrumbJsonLd } from "@/features/findability/structured-data";
import { searchSteps } from "@/features/findability/breadcrumb-steps";
import { structuredDataContext } from "@/features/findability/structured-data.server";
import { wholeNumber } from "@/ui/whole-number";
import { primaryGaragePath } from "@/features/accounts";
import { SaveSearchLink } from "@/features/saved-searches";

/**
 * A search page's route parameters and its query string: empty for /search/... itself, the shopper's query for
 * /search-results/{query}/... (the proxy's rewrite of a search URL with a query string, so each is cached by its own
 * URL: search-cache-key.ts).
 */
export type SearchPageProps = {
  params: Promise<{ site: string; segments?: string[] }>;
  query: string;
};

async function load({ params, query }: SearchPageProps) {
  const site = await requireSite(params);
  const segments = (await params).segments ?? [];
  const preset = presetForPath(segments);
  if (!preset) notFound();
  const names = await presetNames(site, preset.makeSlug, preset.modelSlug);
  if (!names) notFound();
  const path = `/search${segments.length ? `/${segments.join("/")}` : ""}`;
  const raw = new URLSearchParams(query);
  const folded = foldRangeInputs(raw);
  const { state, problems, renamed } = parseSearchParams(folded ?? raw);
  return {
    site,
    preset,
    names,
    path,
    state,
    notCanonical: problems.length > 0 || folded !== null || renamed.length > 0,
  };
}

export async function searchPageMetadata(props: SearchPageProps): Promise<Metadata> {
  const { site, preset, names, path, state } = await load(props);
  const { config } = site;
  // Each landing page its own title and description; a filtered URL is noindex, canonical to its landing page.
  const { title, description } = landingPageMeta(
    preset,
    names,
    {
      name: config.name,
      city: config.contact.address.city,
      state: config.contact.address.state,
      carTypes: config.stock.carTypes,
      noun: config.stock.itemTypes.length === 1 ? "Cars" : "Vehicles",
    },
    state.lists.car_type,
  );
  const { canonical, robots } = searchIndexing(path, state);
  return { title: { absolute: title }, description, alternates: { canonical }, robots };
}

/** Stock search: /search/used-cars, /search/{make}/{model}, /search/{body} and the site's listing route. */
export async function SearchPage(props: SearchPageProps) {
  const { site, preset, names, path, state: asked, notCanonical } = await load(props);
  const { origin } = await structuredDataContext(site);
  // The slider's rule holds for a range in the URL (price=, price_range=, the plain form's price_min/price_max) as
  // for the slider and its boxes (price-slider.ts applySliderRules): input below the
  // slider's minimum or above its maximum is ignored and logged. For a URL, ignored means the end is dropped: searched without it, logged by its value, and the page redirects to the
  // canonical URL without it, as for a malformed parameter. A value in range rounds to the site's roundTo.
  const { result, state, changed } = await searchUnderSliderRules(site, preset, asked);
  // Unknown or malformed parameters are dropped, no-JS range inputs folded, other names of an attribute renamed and
  // the slider's rule applied, at one canonical URL (the redirected request finds its results cached).
  if (notCanonical || changed) redirect(searchHref(path, state));
  const { config } = site;
  const shown = displayedCount(result.count, config.stock.count, result.facets.car_type ?? null, state.lists.car_type);
  const outcome = resultsOutcome(shown, result.hits.length, state.page, result.pages);
  const title = presetTitle(
    preset,
    names,
    config.stock.itemTypes.length === 1 ? "Cars" : "Vehicles",
    config.stock.carTypes,
  );
  const makeLogos = await makeLogoUrls(Object.keys(result.facets.make ?? {}));
  const now = new Date();
  const href = searchHref(path, state);
  // Promo cards for the car types this search shows: its car_type refinement, else its path's (/search/new-cars),
  // else every type the site sells.
  const refined = state.lists.car_type?.length ? state.lists.car_type : preset.carTypes;
  const promoCards = promoCardsFor(site, searchCarTypes(refined, config.stock.carTypes), now);
  return (
    <div className="mx-auto max-w-7xl px-4 py-6">
      <JsonLd data={breadcrumbJsonLd(origin, searchSteps(config.stock.listingPath, path, title, preset, names))} />
      <div className="flex flex-wrap items-baseline justify-between gap-2">
        <h1 className="text-3xl font-bold">{title}</h1>
        <p role="status" className="text-lg">
          <strong>{wholeNumber(shown)}</strong> {shown === 1 ? "vehicle" : "vehicles"} found
        </p>
      </div>
      <div className="mt-6 grid gap-8 lg:grid-cols-[18rem_1fr]">
        <aside aria-label="Filters">
          <MobileFilters href={href}>
            <SearchForm action={path} href={href}>
              <FilterPanel
                config={config}
                preset={preset}
                state={state}
                href={href}
                result={result}
                shownCount={shown}
                makeLogos={makeLogos}
              />
            </SearchForm>
          </MobileFilters>
          {serializeSearch(state) ? (
            <p className="mt-3">
              <a className="text-sm text-accent underline" href={path}>
                Clear all filters
              </a>
            </p>
          ) : null}
          {primaryGaragePath(config) ? (
            <p className="mt-3">
              <SaveSearchLink href={href} />
            </p>
          ) : null}
          <SearchViewTracker path={href} label={`${title}${state.query ? `: ${state.query}` : ""}`} results={shown} />
        </aside>
        <section id="search-results" aria-label="Results" className="scroll-mt-4">
          {outcome.kind === "past-last-page" ? (
            <div className="rounded-lg border border-gray-200 p-8 text-center" data-testid="past-last-page">
              <h2 className="text-xl font-semibold">{outcome.heading}</h2>
              <p className="mt-2">{outcome.text}</p>
              <a
                className="mt-4 inline-block rounded bg-primary px-4 py-3 font-semibold text-on-primary"
                href={searchHref(path, withPage(state, outcome.lastPage))}
              >
                Go to page {outcome.lastPage}
              </a>
            </div>
          ) : outcome.kind === "none" ? (
            <div className="rounded-lg border border-gray-200 p-8 text-center">
              <h2 className="text-xl font-semibold">No vehicles match your search</h2>
              <p className="mt-2">Try fewer filters, or tell us what you are after and we will find it for you.</p>
              <a
                className="mt-4 inline-block rounded bg-primary px-4 py-3 font-semibold text-on-primary"
                href={`/contact?subcategory=${encodeURIComponent("Find me something similar")}`}
              >
                {NO_RESULTS_ACTION}
              </a>
            </div>
          ) : (
            <ul className="grid gap-6 sm:grid-cols-2 xl:grid-cols-3">
              {withPromoCards(result.hits, promoCards, config.search.promoCardPositions).map((cell, index) =>
                cell.kind === "promo" ? (
                  <li key={`promo-${cell.card.id}`} className="min-w-0">
                    <PromoCardCell card={cell.card} />
                  </li>
                ) : (
                  <li key={cell.result.id} className="min-w-0">
                    <ResultCard
                      view={resultCardView(cell.result, config, now)}
                      eager={index === 0 /* the largest paint: the rest load lazily */}
                    />
                  </li>
                ),
              )}
            </ul>
          )}
          <Pagination path={path} state={state} pages={result.pages} />
          {config.features.finance && result.hits.length > 0 ? <ComparisonRateWarning /> : null}
        </section>
      </div>
    </div>
  );
}
