import "server-only";
import { contentForSite } from "@/platform/content/content-registry.server";
import type { CurrentSite } from "@/platform/site/current-site.server";
import { siteOffers } from "@/features/offers/index.server";
import { contentPageAt } from "./content-pages";
import { directoryEntries, partsEntries, type SearchEntry } from "./site-search";

/** The directory search's entries on this site: its pages, models and the offers showing now. */
export function siteDirectory(site: CurrentSite, now = new Date()): SearchEntry[] {
  const content = contentForSite(site.config);
  return directoryEntries({ pages: content.pages, models: content.models, offers: siteOffers(site, now) });
}

/** The parts search's entries on this site: parts pages and model accessories (no catalogue of parts exists). */
export function siteParts(site: CurrentSite): SearchEntry[] {
  const content = contentForSite(site.config);
  return partsEntries({
    pages: content.pages,
    models: site.config.features.showAccessoriesOnParts ? content.models : [],
  });
}

/** A query string value as one string: a repeated parameter counts by its first value, a missing one is empty. */
export function queryValue(value: string | string[] | undefined): string {
  return (Array.isArray(value) ? value[0] : value) ?? "";
}

/** The site's parts page, where it has one (its parts order form is there). */
export const PARTS_PAGE = "/vehicle-parts-and-accessories";
export function hasPartsPage(site: CurrentSite): boolean {
  return contentPageAt(contentForSite(site.config).pages, PARTS_PAGE) !== null;
}
