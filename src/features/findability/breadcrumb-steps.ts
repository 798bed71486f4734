/**
 * The breadcrumb trails of the vehicle, model and search pages, as name and path from the home page; structured-data.ts breadcrumbJsonLd makes them schema.org.
 */

export interface Step {
  name: string;
  path: string;
}

const HOME: Step = { name: "Home", path: "/" };
/** The stock listing's name, as the vehicle page's visible breadcrumb writes it. */
const STOCK = "Stock";

/** A vehicle page: Home / Stock / the car's title, as its visible breadcrumb reads. */
export function vehicleSteps(listingPath: string, title: string, path: string): Step[] {
  return [HOME, { name: STOCK, path: listingPath }, { name: title, path }];
}

/** A model's page (or its accessories): Home / Models / Toyota RAV4 [/ Accessories]. */
export function modelSteps(
  model: { name: string; manufacturer: { name: string }; path: string; slug: string },
  view: "page" | "accessories",
): Step[] {
  const page = { name: `${model.manufacturer.name} ${model.name}`, path: model.path };
  const steps = [HOME, { name: "Models", path: "/models" }, page];
  return view === "accessories" ? [...steps, { name: "Accessories", path: `/${model.slug}/accessories` }] : steps;
}

/**
 * A search page: Home / Stock, then the make and the model for /search/{make}/{model}, or the page's own title
 * for a condition or body page; the listing page itself is Home / Stock.
 */
export function searchSteps(
  listingPath: string,
  path: string,
  title: string,
  preset: { makeSlug?: string; modelSlug?: string },
  names: { make?: string; model?: string },
): Step[] {
  const steps = [HOME, { name: STOCK, path: listingPath }];
  if (path === listingPath) return steps;
  if (preset.makeSlug) {
    const make = { name: names.make ?? preset.makeSlug, path: `/search/${preset.makeSlug}` };
    if (!preset.modelSlug) return [...steps, make];
    return [
      ...steps,
      make,
      { name: names.model ?? preset.modelSlug, path: `/search/${preset.makeSlug}/${preset.modelSlug}` },
    ];
  }
  return [...steps, { name: title, path }];
}
