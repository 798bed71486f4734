import { modelMenuTabs, modelMenuTiles, modelStatusLabel, type ModelMenuTab, modelStockHref } from "@/features/models";
import type { SiteModel } from "@/platform/content/site-content";

/** What one tile of the Vehicles mega-menu shows, as the browser receives it (GET /api/model-menu). */
export interface ModelTileView {
  key: string;
  /** Make and model: "Toyota RAV4". */
  name: string;
  path: string;
  stockHref: string;
  status: "Upcoming" | "All-New";
  image: { url: string; width: number; height: number };
  /** The tabs it shows under. */
  tabIds: string[];
}

export interface ModelMenuView {
  tabs: { id: string; label: string }[];
  tiles: ModelTileView[];
}

/**
 * The mega-menu's tabs and tiles. The page carries the tabs and a
 * plain list of the models (by name, with the same tabs): the tiles, with their pictures, are fetched when the shopper
 * first reaches for the menu, so the header does not weigh on every page.
 */
export function modelMenuView(models: readonly SiteModel[]): ModelMenuView {
  const tabs = modelMenuTabs(models);
  return { tabs: tabs.map(({ id, label }) => ({ id, label })), tiles: modelTileViews(tabs) };
}

/** Each model of the tabs once, as a tile (the page's plain list draws its name, link and tabs from the same). */
export function modelTileViews(tabs: readonly ModelMenuTab[]): ModelTileView[] {
  return modelMenuTiles(tabs).map(({ model, tabIds }) => ({
    key: `${model.manufacturer.slug}-${model.slug}`,
    name: `${model.manufacturer.name} ${model.name}`,
    path: model.path,
    stockHref: modelStockHref(model),
    status: modelStatusLabel(model.status),
    image: { url: model.image.url, width: model.image.width, height: model.image.height },
    tabIds,
  }));
}
