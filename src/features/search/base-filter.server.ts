import "server-only";
import { and, eq, gte, inArray, or, type SQL } from "drizzle-orm";
import { vehicles } from "../../platform/db/schema";
import type { CurrentSite } from "../../platform/site/current-site.server";
import { soldCutoff } from "./default-stock-filter";
import { stockConditionSql } from "./stock-conditions.server";

/**
 * SQL twin of the default stock filter (default-stock-filter.ts), narrowed to the site, the
 * conditions and item types it sells, and its own stock-filter conditions. Every listing of stock
 * starts from this.
 */
export function baseStockFilter(site: CurrentSite, now = new Date()): SQL {
  const { stock } = site.config;
  const listed = stock.includeSoldCarsDays > 0
    ? or(inArray(vehicles.status, ["in_stock", "coming_soon"]), and(eq(vehicles.status, "sold"), gte(vehicles.soldAt, soldCutoff(now, stock.includeSoldCarsDays))))
    : inArray(vehicles.status, ["in_stock", "coming_soon"]);
  return and(
    eq(vehicles.siteId, site.id),
    eq(vehicles.showOnDealerWebsite, true),
    listed,
    inArray(vehicles.carType, stock.carTypes),
    inArray(vehicles.itemType, stock.itemTypes),
    ...stock.conditions.map(stockConditionSql),
  )!;
}
