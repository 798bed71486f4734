import { sql } from "drizzle-orm";
import { check, index, integer, pgTable, text, timestamp } from "drizzle-orm/pg-core";
import { siteRowColumns } from "./columns";
import { vehicles } from "./vehicles";

/** Who changed a car's shown price: a feed run, a dealer in the console, a special starting or ending, or an import. */
export const PRICE_CHANGE_SOURCES = ["feed", "console", "special", "import"] as const;
export type PriceChangeSource = (typeof PRICE_CHANGE_SOURCES)[number];

/**
 * Every change of a car's shown price (the `vehicles.price` column, what shoppers see after the dealer's edits and a
 * running special), one row per change, written by the database itself (migration 0028's trigger) in the transaction
 * that changed it: no writer can forget one or write one twice. A writer names itself and the instant with
 * `set_config('forecourt.price_source' / 'forecourt.price_at', …, true)` (priceWriter in vehicle's presentation);
 * a writer that does not is recorded as `import`, at its transaction's time. Append-only: the `id` only grows, so a
 * reader that remembers the last id it handled (alerts) sees each change exactly once. `at` is when shoppers first saw
 * the new price: a special's start or end instant, even when the process that applied it came a little later.
 */
export const vehiclePriceChanges = pgTable(
  "vehicle_price_changes",
  {
    ...siteRowColumns(),
    vehicleId: integer("vehicle_id")
      .notNull()
      .references(() => vehicles.id, { onDelete: "cascade" }),
    /** Null: the car showed no price (a 'price on application' car). */
    oldPrice: integer("old_price"),
    newPrice: integer("new_price"),
    source: text("source", { enum: PRICE_CHANGE_SOURCES }).notNull(),
    at: timestamp("at", { withTimezone: true }).notNull(),
  },
  (t) => [
    index("vehicle_price_changes_vehicle_idx").on(t.vehicleId, t.at.desc()),
    index("vehicle_price_changes_site_idx").on(t.siteId, t.id),
    check("vehicle_price_changes_source_known", sql`${t.source} in ('feed', 'console', 'special', 'import')`),
  ],
);
