import { MODEL_CATEGORIES, type ModelCategory } from "@/platform/content/content-schema";
import type { SiteModel } from "@/platform/content/site-content";

/**
 * The Vehicles mega-menu's tabs (dealer-configuration.md §2 'Header navigation'): Cars holds every current model
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
