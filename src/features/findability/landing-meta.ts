import { BODY_LABELS, CAR_TYPES, type CarType } from "@/domain/vehicle-kinds";
import { searchHref, type SearchState, carTypeWords, type SearchPreset } from "@/features/search";

/** What a landing page's title is made of: the site, where it is, and the words for its stock. */
export interface LandingSite {
  name: string;
  /** The site's own city (its contact address). */
  city: string;
  /** Its state or territory code ("wa"). */
  state: string;
  /** The car types the site sells. */
  carTypes: readonly CarType[];
  /** "Cars" on a site of cars only, else "Vehicles". */
  noun: string;
}

/**
 * A search landing page's own title and description ('Used Toyota RAV4 for sale in Perth | Harbour Toyota'):
 * the car type, make, model or body, the site's city and the site's name, so no two landing pages of a site share one.
 * The type is the path's (/search/used-cars), else the one the query refines to, else the site's when it sells one
 * type; /search itself names every type the site sells ("All Used Cars" on a site of used cars alone, which keeps it
 * apart from /search/used-cars).
 */
export function landingPageMeta(
  preset: SearchPreset,
  names: { make?: string; model?: string },
  site: LandingSite,
  refinedCarTypes: readonly string[] = [],
): { title: string; description: string } {
  const refined = CAR_TYPES.filter((t) => refinedCarTypes.includes(t));
  const types = preset.carTypes?.length
    ? preset.carTypes
    : refined.length
      ? refined
      : site.carTypes.length === 1
        ? site.carTypes
        : [];
  const type = carTypeWords(types);
  const make = preset.makeSlug ? (names.make ?? preset.makeSlug) : null;
  const model = make && preset.modelSlug ? (names.model ?? preset.modelSlug) : null;
  let what: string;
  if (model) what = `${make} ${model}`;
  else if (make) what = `${make} ${site.noun}`;
  else if (preset.body) what = `${BODY_LABELS[preset.body]} ${site.noun}`;
  else if (preset.carTypes?.length || refined.length) what = site.noun;
  else what = site.carTypes.length === 1 ? `All ${type} ${site.noun}` : `${carTypeWords(site.carTypes)} ${site.noun}`;
  if (type && !what.startsWith("All ") && (model || make || preset.body || what === site.noun))
    what = `${type} ${what}`;
  const where = `${site.city}, ${site.state.toUpperCase()}`;
  return {
    title: `${what} for sale in ${site.city} | ${site.name}`,
    description: `${what} for sale at ${site.name} in ${where}: photos, prices and details of each one, and enquire online.`,
  };
}

/**
 * How a search URL is indexed (filtered URLs that would multiply without limit): a landing page (no query
 * string) is indexed; any refinement, keyword, sort or page is `noindex, follow`, so a crawler reads it and follows its
 * cars (they are in the sitemap too) without indexing each combination. The canonical URL stays the search's own
 * normalised URL (search-params.ts searchHref), which the page redirects every other spelling to.
 */
export function searchIndexing(
  path: string,
  state: SearchState,
): { canonical: string; robots?: { index: false; follow: true } } {
  const canonical = searchHref(path, state);
  return canonical === path ? { canonical } : { canonical, robots: { index: false, follow: true } };
}
