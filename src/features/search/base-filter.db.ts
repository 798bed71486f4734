import { and, eq, gte, inArray, or, type SQL } from "drizzle-orm";
import { vehicles } from "../../platform/db/schema";
import type { SiteConfig } from "../../platform/site/config-schema";
import { soldCutoff } from "./default-stock-filter";
import { stockConditionSql } from "./stock-conditions.db";

/** A site as stock listing needs it (the id, and the configuration). */
export interface StockSite {
  id: number;
  config: Pick<SiteConfig, "stock" | "manufacturer">;
}

/**
 * SQL twin of the default stock filter (default-stock-filter.ts), narrowed to the site, the
 * conditions and item types it sells, its own stock-filter conditions and its manufacturer. Every
 * listing of stock starts from this. (Usable from the command line too: no "server-only".)
 */
export function baseStockFilter(site: StockSite, now = new Date(), options: { soldWindow?: boolean } = {}): SQL {
  const { stock } = site.config;
  // Without the sold window (the search index applies it per query), sold cars are kept if the site shows any.
  const listed = options.soldWindow === false
    ? inArray(vehicles.status, stock.includeSoldCarsDays > 0 ? ["in_stock", "coming_soon", "sold"] : ["in_stock", "coming_soon"])
    : stock.includeSoldCarsDays > 0
    ? or(inArray(vehicles.status, ["in_stock", "coming_soon"]), and(eq(vehicles.status, "sold"), gte(vehicles.soldAt, soldCutoff(now, stock.includeSoldCarsDays))))
    : inArray(vehicles.status, ["in_stock", "coming_soon"]);
  return and(
    eq(vehicles.siteId, site.id),
    eq(vehicles.showOnDealerWebsite, true),
    listed,
    inArray(vehicles.carType, stock.carTypes),
    inArray(vehicles.itemType, stock.itemTypes),
    ...stock.conditions.map(stockConditionSql),
    manufacturerClause(site),
  )!;
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
