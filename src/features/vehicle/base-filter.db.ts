import { and, eq, gte, inArray, or, type SQL } from "drizzle-orm";
import { vehicles } from "@/platform/db/schema";
import type { SiteConfig } from "@/platform/site/config-schema";
import { soldCutoff } from "@/features/vehicle/default-stock-filter";
import { stockConditionSql } from "./stock-conditions.db";

/** A site as stock listing needs it (the id, and the configuration). */
export interface StockSite {
  id: number;
  config: Pick<SiteConfig, "stock" | "manufacturer">;
}

/**
 * Which of its stock a site lists at all, whatever the car's status: the site's own cars shown on its
 * website, of the conditions (`stock.carTypes`) and item types (`stock.itemTypes`) it sells, passing
 * its own stock-filter conditions (`stock.conditions`) and its manufacturer filter. Listings add the
 * status rule (baseStockFilter); a car's own page takes this alone (shown-car.db.ts), so a sold car
 * keeps its URL while a car the site does not sell is not found there.
 */
export function siteStockScope(site: StockSite): SQL {
  const { stock } = site.config;
  return and(
    eq(vehicles.siteId, site.id),
    eq(vehicles.showOnDealerWebsite, true),
    inArray(vehicles.carType, stock.carTypes),
    inArray(vehicles.itemType, stock.itemTypes),
    ...stock.conditions.map(stockConditionSql),
    manufacturerClause(site),
  )!;
}

/**
 * SQL twin of the default stock filter (default-stock-filter.ts), narrowed to the site's stock scope
 * (siteStockScope). Every listing of stock starts from this. (Usable from the command line too: no
 * "server-only".)
 */
export function baseStockFilter(site: StockSite, now = new Date(), options: { soldWindow?: boolean } = {}): SQL {
  const { stock } = site.config;
  // Without the sold window (the search index applies it per query), sold cars are kept if the site shows any.
  const listed =
    options.soldWindow === false
      ? inArray(
          vehicles.status,
          stock.includeSoldCarsDays > 0 ? ["in_stock", "coming_soon", "sold"] : ["in_stock", "coming_soon"],
        )
      : stock.includeSoldCarsDays > 0
        ? or(
            inArray(vehicles.status, ["in_stock", "coming_soon"]),
            and(eq(vehicles.status, "sold"), gte(vehicles.soldAt, soldCutoff(now, stock.includeSoldCarsDays))),
          )
        : inArray(vehicles.status, ["in_stock", "coming_soon"]);
  return and(siteStockScope(site), listed)!;
}

/**
 * A franchise site lists its manufacturer's new and demo cars (used cars of any make), or only its
 * manufacturer's stock, per `stock.manufacturerFilter`.
 */
function manufacturerClause(site: StockSite): SQL | undefined {
  const make = site.config.manufacturer;
  const mode = site.config.stock.manufacturerFilter;
  if (!make || mode === "off") return undefined;
  if (mode === "all") return eq(vehicles.makeSlug, make);
  return or(eq(vehicles.carType, "used"), eq(vehicles.makeSlug, make));
}
