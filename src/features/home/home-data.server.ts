import "server-only";
import type { CurrentSite } from "@/platform/site/current-site.server";
import { contentForSite } from "@/platform/content/content-registry.server";
import { siteFinanceEstimate } from "@/features/finance";
import { siteOffers } from "@/features/offers/index.server";
import { EMPTY_SEARCH, makeDropdownGroups, type SearchState } from "@/features/search";
import { makeLogoUrls, searchStock, siteKeywordPlaceholder } from "@/features/search/index.server";
import { latestStock, makeCounts } from "@/features/vehicle/index.server";
import { bannersShowing } from "./banner-rules";
import {
  fromWeekly,
  homeTemplate,
  PRICE_BANDS,
  rangeStrip,
  SLEEPS,
  topCounts,
  type HomeTemplate,
} from "./home-composition";

/** Cars' bodies and the supermarket's price bands shown as counts; the most common bodies first. */
const BODY_COUNTS = 8;
/** Vans' layouts (the stock's features, such as "Ensuite" or "Bunks") shown as links. */
const LAYOUTS = 6;

const withLists = (lists: SearchState["lists"]): SearchState => ({ ...EMPTY_SEARCH, lists });

/**
 * What a site's home page shows, loaded for its template only (home-composition.ts): every template has the search,
 * the slider's banners showing now, the latest stock and the offers; then its own part, each from the feature that
 * owns the data (search counts, catalogue models, finance estimates, make logos).
 */
export async function homeData(site: CurrentSite, now = new Date()) {
  const { config } = site;
  const template: HomeTemplate = homeTemplate(config.template);
  const [latest, offers, makes, keywordPlaceholder] = await Promise.all([
    latestStock(site),
    siteOffers(site, now),
    makeCounts(site),
    siteKeywordPlaceholder(site),
  ]);
  const banners = bannersShowing(contentForSite(config).homeBanners, config.stock.carTypes, now);
  const common = {
    template,
    latest,
    offers,
    makes,
    makeGroups: makeDropdownGroups(makes),
    keywordPlaceholder,
    banners,
  };
  switch (template) {
    case "franchise":
      return { ...common, template, models: rangeStrip(contentForSite(config).models) };
    case "supermarket":
      return { ...common, template, ...(await supermarketCounts(site, now)) };
    case "caravan":
      return { ...common, template, ...(await caravanFinder(site)) };
    case "dealer-group":
      return { ...common, template, logos: await makeLogoUrls(Object.keys(makes)) };
  }
}
export type HomeData = Awaited<ReturnType<typeof homeData>>;

/** All stock's count and its bodies; each price band's count and, where the site has finance, its lowest weekly. */
async function supermarketCounts(site: CurrentSite, now: Date) {
  const all = await searchStock(site, {}, EMPTY_SEARCH);
  const bands = await Promise.all(
    PRICE_BANDS.map(async (band) => {
      const state: SearchState = {
        ...EMPTY_SEARCH,
        sortBy: "price-asc",
        ranges: { price: { min: band.min, max: band.max } },
      };
      const result = await searchStock(site, {}, state);
      const weekly = site.config.features.finance
        ? fromWeekly(result.hits.map((car) => siteFinanceEstimate(site.config, car, now)?.weekly ?? null))
        : null;
      return { ...band, state, count: result.count, weekly };
    }),
  );
  return { total: all.count, bodies: topCounts(all.facets.body, BODY_COUNTS), bands };
}

/** The vans' count, their layouts (features) and how many sleep two, four and six (their keywords say "sleeps N"). */
async function caravanFinder(site: CurrentSite) {
  const vans = withLists({ item_type: ["caravan"] });
  const [all, ...sleeps] = await Promise.all([
    searchStock(site, {}, vans),
    ...SLEEPS.map((n) => searchStock(site, {}, { ...vans, query: `sleeps ${n}` })),
  ]);
  return {
    vans: all.count,
    layouts: topCounts(all.facets.features, LAYOUTS),
    sleeps: SLEEPS.map((n, i) => ({ n, state: { ...vans, query: `sleeps ${n}` }, count: sleeps[i]!.count })),
  };
}
