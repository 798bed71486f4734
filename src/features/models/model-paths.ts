import type { SiteModel } from "@/platform/content/site-content";

/** What a path on the site shows of a model: its page, or its accessories (/{model slug}/accessories). */
export interface ModelRouteMatch {
  model: SiteModel;
  view: "page" | "accessories";
}

/**
 * The model a path belongs to: its page at the site's model path, at its
 * override URL and at /{model slug} (the spec's Explore link, "/{model slug} or a model's override URL"), and its
 * accessories at /{model slug}/accessories. Null: no model here. A path another route or a content page answers
 * never reaches this (they come first), so a model's slug cannot shadow them.
 */
export function modelRouteAt(models: readonly SiteModel[], path: string): ModelRouteMatch | null {
  const page = models.find((m) => m.path === path || m.overrideUrl === path);
  if (page) return { model: page, view: "page" };
  const explore = /^\/([a-z0-9-]+)$/.exec(path);
  if (explore) {
    const model = models.find((m) => m.slug === explore[1]);
    if (model) return { model, view: "page" };
  }
  const accessories = /^\/([a-z0-9-]+)\/accessories$/.exec(path);
  if (accessories) {
    const model = models.find((m) => m.slug === accessories[1] && m.accessoriesCount > 0);
    if (model) return { model, view: "accessories" };
  }
  return null;
}

/**
 * A request for /models/{slug} on a site whose model path is another shape (/models/toyota-rav4,
 * /models/new-kia-seltos-vehicle, an override URL): the model's canonical path, for a permanent redirect.
 * Null: no model by that slug, or the path already is the model's page.
 */
export function modelRedirectFor(models: readonly SiteModel[], path: string): string | null {
  const match = /^\/models\/([a-z0-9-]+)$/.exec(path);
  if (!match) return null;
  const model = models.find((m) => m.slug === match[1]);
  return model && model.path !== path ? model.path : null;
}
