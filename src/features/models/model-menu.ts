import { MODEL_CATEGORIES, type ModelCategory } from "@/platform/content/model-categories";
import type { SiteModel } from "@/platform/content/site-content";

/**
 * The Vehicles mega-menu's tabs: Cars holds every current model
 * (available and coming soon), the category tabs the current models of that category, then Upcoming (coming soon)
 * and Discontinued. A tab with no models is left out, so a shopper never opens an empty tab.
 */
export interface ModelMenuTab {
  id: string;
  label: string;
  models: SiteModel[];
}

const isCurrent = (m: SiteModel) => m.status !== "discontinued";
const tabId = (label: string) =>
  label
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, "-")
    .replace(/^-|-$/g, "");

export function modelMenuTabs(models: readonly SiteModel[]): ModelMenuTab[] {
  const byName = models.toSorted((a, b) => a.name.localeCompare(b.name));
  const current = byName.filter(isCurrent);
  const tabs: [string, SiteModel[]][] = [
    ["Cars", current],
    ...MODEL_CATEGORIES.map((c: ModelCategory): [string, SiteModel[]] => [
      c,
      current.filter((m) => m.categories.includes(c)),
    ]),
    ["Upcoming", byName.filter((m) => m.status === "coming_soon")],
    ["Discontinued", byName.filter((m) => m.status === "discontinued")],
  ];
  return tabs.filter(([, list]) => list.length > 0).map(([label, list]) => ({ id: tabId(label), label, models: list }));
}

/** A model's one tile in the menu, with the tabs it shows under. */
export interface ModelMenuTile {
  model: SiteModel;
  tabIds: string[];
}

/**
 * Each model once, with the tabs it belongs to: the menu draws one tile per model and shows a tab's by CSS, rather
 * than a panel per tab repeating a model in Cars, each of its categories and Upcoming (three or four copies of its
 * markup in every page, twice over with the page's script data). Name order, as within every tab.
 */
export function modelMenuTiles(tabs: readonly ModelMenuTab[]): ModelMenuTile[] {
  const tiles = new Map<SiteModel, string[]>();
  for (const tab of tabs) for (const model of tab.models) tiles.set(model, [...(tiles.get(model) ?? []), tab.id]);
  return [...tiles]
    .map(([model, tabIds]) => ({ model, tabIds }))
    .toSorted((a, b) => a.model.name.localeCompare(b.model.name));
}

/** The style that shows a tab's tiles only (tab ids are [a-z0-9-], fit for a selector as they are). */
export function tileVisibilityCss(tabIds: readonly string[]): string {
  return tabIds.map((id) => `[data-tab="${id}"] [data-tabs]:not([data-tabs~="${id}"]){display:none}`).join("");
}

/** Mega-menu status label: 'Upcoming' when a model is coming_soon, 'All-New' for any other status. */
export function modelStatusLabel(status: string): "Upcoming" | "All-New" {
  return status === "coming_soon" ? "Upcoming" : "All-New";
}
