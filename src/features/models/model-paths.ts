import type { SiteModel } from "@/platform/content/site-content";

/** What a path on the site shows of a model: its page, or its accessories (/{model slug}/accessories). */
export interface ModelRouteMatch {
  model: SiteModel;
  view: "page" | "accessories";
}

/**
 * The model a path belongs to (dealer-configuration.md §2 'Models'): its page at the site's model path
 * or at its override URL, and its accessories at /{model slug}/accessories. Null: no model here.
 */
export function modelRouteAt(models: readonly SiteModel[], path: string): ModelRouteMatch | null {
  const page = models.find((m) => m.path === path || m.overrideUrl === path);
  if (page) return { model: page, view: "page" };
  const accessories = /^\/([a-z0-9-]+)\/accessories$/.exec(path);
  if (accessories) {
    const model = models.find((m) => m.slug === accessories[1] && m.accessoriesCount > 0);
    if (model) return { model, view: "accessories" };
  }
  return null;
}
