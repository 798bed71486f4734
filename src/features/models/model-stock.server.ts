import "server-only";
import type { CurrentSite } from "@/platform/site/current-site.server";
import type { SiteModel } from "@/platform/content/site-content";
import { EMPTY_SEARCH } from "@/features/search";
import { searchStock } from "@/features/search/index.server";

/** The dealer's new and demo stock of a model, through the stock search (make = manufacturer, model = stock model). */
export function modelStock(site: CurrentSite, model: Pick<SiteModel, "manufacturer" | "stockModel">) {
  return searchStock(
    site,
    { carTypes: ["new", "demo"] },
    { ...EMPTY_SEARCH, lists: { make: [model.manufacturer.name], model: [model.stockModel] } },
  );
}
