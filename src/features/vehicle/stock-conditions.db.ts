import { eq, gt, gte, inArray, lt, lte, ne, notInArray, sql, type SQL } from "drizzle-orm";
import type { AnyPgColumn } from "drizzle-orm/pg-core";
import { dealerships, vehicles } from "@/platform/db/schema";
import type { StockCondition } from "@/platform/site/config-schema";

const COLUMNS: Record<Exclude<StockCondition["field"], "dealership_slug" | "price">, AnyPgColumn> = {
  car_type: vehicles.carType,
  item_type: vehicles.itemType,
  make: vehicles.make,
  status: vehicles.status,
  tag: vehicles.tag,
  certified: vehicles.certified,
  state: vehicles.state,
};

// A car without a price (NULL) meets a price condition as $0 would, as it did when no price was stored as 0.
const price = sql`coalesce(${vehicles.price}, 0)`;

/** One of a site's own stock-filter conditions as SQL. Values come from validated site files. */
export function stockConditionSql(c: StockCondition): SQL {
  const column: SQL =
    c.field === "dealership_slug"
      ? sql`(select ${dealerships.slug} from ${dealerships} where ${dealerships.id} = ${vehicles.dealershipId})`
      : c.field === "price"
        ? price
        : sql`${COLUMNS[c.field]}`;
  const list = Array.isArray(c.value) ? c.value : [String(c.value)];
  switch (c.op) {
    case "eq":
      return eq(column, c.value);
    case "neq":
      return ne(column, c.value);
    case "in":
      return inArray(column, list);
    case "not_in":
      return notInArray(column, list);
    case "gt":
      return gt(column, c.value);
    case "gte":
      return gte(column, c.value);
    case "lt":
      return lt(column, c.value);
    case "lte":
      return lte(column, c.value);
  }
}
