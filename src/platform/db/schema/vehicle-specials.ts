import { sql } from "drizzle-orm";
import { check, index, integer, pgTable, text, timestamp } from "drizzle-orm/pg-core";
import { createdAtColumn, siteRowColumns } from "./columns";
import { vehicles } from "./vehicles";

/**
 * A price special of one car: from `starts_at` to `ends_at` the car shows `price`, compared with `was_price` (or, when
 * none is named, the price it replaced). `applied_at` is set once, by whichever process put the special layer on the
 * car; `ended_at` once, by whichever took it off (its end came, or it was cancelled). Those two claims make starting
 * and ending happen once across every process.
 */
export const vehicleSpecials = pgTable(
  "vehicle_specials",
  {
    ...siteRowColumns(),
    vehicleId: integer("vehicle_id")
      .notNull()
      .references(() => vehicles.id, { onDelete: "cascade" }),
    price: integer("price").notNull(),
    wasPrice: integer("was_price"),
    startsAt: timestamp("starts_at", { withTimezone: true }).notNull(),
    endsAt: timestamp("ends_at", { withTimezone: true }).notNull(),
    /** The staff member who made it (an id without a reference, as in the audit log). */
    createdBy: text("created_by").notNull(),
    createdAt: createdAtColumn(),
    cancelledAt: timestamp("cancelled_at", { withTimezone: true }),
    appliedAt: timestamp("applied_at", { withTimezone: true }),
    endedAt: timestamp("ended_at", { withTimezone: true }),
  },
  (t) => [
    index("vehicle_specials_vehicle_idx").on(t.vehicleId, t.startsAt),
    index("vehicle_specials_site_ends_idx").on(t.siteId, t.endsAt),
    check("vehicle_specials_ends_after_start", sql`${t.endsAt} > ${t.startsAt}`),
    check("vehicle_specials_price_positive", sql`${t.price} > 0`),
  ],
);
