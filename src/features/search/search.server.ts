import { stockChangeHeardAt } from "@/platform/page-cache/page-cache-listener.server";
import "server-only";
import { cache } from "react";
import { and, eq, inArray } from "drizzle-orm";
import { toSlug } from "@/domain/slug";
import { getDb } from "@/platform/db/db.server";
import { env } from "@/platform/env";
import { provideReading } from "@/platform/observability/process-readings";
import { manufacturers, vehicles } from "@/platform/db/schema";
import type { CurrentSite } from "@/platform/site/current-site.server";
import { keywordPlaceholder } from "./keyword-placeholder";
import { logosByMake } from "./make-logos";
import { applySliderRules, sliderRules } from "./price-slider";
import { EMPTY_SEARCH, type SearchState } from "./search-params";
import type { SearchPreset } from "./search-routes";
import type { IndexedStockSearch } from "./indexed-stock-search.db";
import { siteSearchEngine } from "./site-search-engine.db";
import type { ItemListQuery } from "./stock-search";

/** The process's search engine (site-search-engine.db.ts), hearing stock changes as the page cache does (docs/adr/0008). */
const holder = globalThis as unknown as { __forecourtSearch?: IndexedStockSearch };
const engine = () => {
  if (holder.__forecourtSearch) return holder.__forecourtSearch;
  const made = siteSearchEngine(getDb, {
    memoryBudgetBytes: env().SEARCH_INDEX_MEMORY_MB * 1024 * 1024,
    heardChangeAt: (site) => stockChangeHeardAt(site.config.slug),
  });
  // The metrics listener (outside the app's bundle) reads the indexes' memory and evictions at each scrape.
  provideReading("searchIndex", () => made.memory());
  return (holder.__forecourtSearch = made);
};

export function searchStock(site: CurrentSite, preset: SearchPreset, state: SearchState) {
  return engine().search(site, preset, state);
}

/** The item-list search on this process's index (a strip of similar cars, say). */
export function listItems(site: CurrentSite, query: ItemListQuery) {
  return engine().itemList(site, query);
}

const MAX_RULE_PASSES = 3;

/**
 * A search read from a URL, under the slider rules (price-slider.ts applySliderRules). The ranges the sliders span
 * come from the search's own stats (each ignores its own range, as the filter panel's sliders do), so the state is
 * searched, ruled, and searched again when the rules changed it, until it holds (rounding one range can move another's
 * stats, rarely; a few passes at most). Returns the results for the ruled state, the ruled state, and whether it
 * differs from the one given (the page then redirects to it; the results are cached for the redirected request).
 * Each ignored end is logged by site, attribute, end and value, never the rest of the query, which carries the
 * shopper's free text ("Slider input below minimum or above maximum: Ignored and logged").
 */
export async function searchUnderSliderRules(site: CurrentSite, preset: SearchPreset, state: SearchState) {
  let current = state;
  let result = await searchStock(site, preset, current);
  let changed = false;
  for (let pass = 0; pass < MAX_RULE_PASSES; pass++) {
    const ruled = applySliderRules(current, sliderRules(site.config.search.priceSlider, result.stats));
    for (const { param, end, value, reason } of ruled.ignored) {
      console.warn(
        `search on ${site.config.slug}: ignored ${param} ${end === "min" ? "minimum" : "maximum"} ${value} (${reason})`,
      );
    }
    if (!ruled.changed) break;
    changed = true;
    current = ruled.state;
    result = await searchStock(site, preset, current);
  }
  return { result, state: current, changed };
}

/**
 * The make and model names behind a /search/{make}/{model} path, from this site's own stock;
 * null when the site has no such make or model (the page is then a 404).
 * Cached per request: a page's metadata and its body ask for the same row once.
 */
export const presetNames = cache(async function presetNames(
  site: CurrentSite,
  makeSlug?: string,
  modelSlug?: string,
): Promise<{ make?: string; model?: string } | null> {
  if (!makeSlug) return {};
  const db = await getDb();
  const [row] = await db
    .select({ make: vehicles.make, model: vehicles.model })
    .from(vehicles)
    .where(
      and(
        eq(vehicles.siteId, site.id),
        eq(vehicles.makeSlug, makeSlug),
        ...(modelSlug ? [eq(vehicles.modelSlug, modelSlug)] : []),
      ),
    )
    .limit(1);
  if (!row) return null;
  return { make: row.make, model: modelSlug ? row.model : undefined };
});

/**
 * The make cards' logos for these makes, from the shared manufacturers table's logo_url (the demo seed sets the drawn
 * marks; a dealer's make with no row or no logo shows its name alone). One small read per page render.
 */
export async function makeLogoUrls(makes: readonly string[]): Promise<Record<string, string>> {
  if (makes.length === 0) return {};
  const db = await getDb();
  const rows = await db
    .select({ slug: manufacturers.slug, logoUrl: manufacturers.logoUrl })
    .from(manufacturers)
    .where(inArray(manufacturers.slug, [...new Set(makes.map(toSlug))]));
  return logosByMake(makes, new Map(rows.map((r) => [r.slug, r.logoUrl])));
}

/** The keyword box's placeholder for a page outside the search (the home hero), from the site's whole stock's facets. */
export async function siteKeywordPlaceholder(site: CurrentSite): Promise<string> {
  const { facets } = await searchStock(site, {}, EMPTY_SEARCH);
  return keywordPlaceholder(facets);
}
