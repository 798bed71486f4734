import { date, index, integer, pgTable, primaryKey, text, timestamp } from "drizzle-orm/pg-core";
import { sites } from "./sites";

/**
 * The dealer reports' daily figures: one count per site, local day (the site's time zone), figure, key (a lead's
 * category, source or campaign; a search's path) and car, with the car's dealership and location as they stood when
 * the day was rolled up (0 where there is none: a search view belongs to the site alone). Summed, the rows give the
 * figures per site, dealership, location or car for any range of days. Rolled up from the raw events, leads,
 * reservations and trade-ins by features/reports (report-rollup.db.ts); raw events go after their retention period,
 * these stay.
 */
export const reportDaily = pgTable(
  "report_daily",
  {
    siteId: integer("site_id")
      .notNull()
      .references(() => sites.id, { onDelete: "cascade" }),
    day: date("day", { mode: "string" }).notNull(),
    metric: text("metric").notNull(),
    key: text("key").notNull().default(""),
    dealershipId: integer("dealership_id").notNull().default(0),
    locationId: integer("location_id").notNull().default(0),
    vehicleId: integer("vehicle_id").notNull().default(0),
    value: integer("value").notNull(),
  },
  (t) => [
    primaryKey({ columns: [t.siteId, t.day, t.metric, t.key, t.dealershipId, t.locationId, t.vehicleId] }),
    // The per-car table reads one figure of a site's cars over a range of days.
    index("report_daily_site_metric_day_idx").on(t.siteId, t.metric, t.day),
  ],
);

/**
 * Hours (UTC, whole) of a site with rows not yet rolled up: marked by a trigger on every insert into the raw tables
 * (analytics_events, phone_reveals, leads, reservations, trade_in_flows; migration 0030), so an event arriving late
 * for a day already rolled up marks that day again. The roll-up takes the marks and re-rolls their local days.
 */
export const reportDirtyHours = pgTable(
  "report_dirty_hours",
  {
    siteId: integer("site_id")
      .notNull()
      .references(() => sites.id, { onDelete: "cascade" }),
    hour: timestamp("hour", { withTimezone: true }).notNull(),
  },
  (t) => [primaryKey({ columns: [t.siteId, t.hour] })],
);
