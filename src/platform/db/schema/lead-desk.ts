import { boolean, integer, pgTable, text } from "drizzle-orm/pg-core";
import { sites } from "./sites";
import { locations } from "./dealerships";
import { staffUsers } from "./staff";

/**
 * A site's lead desk settings, as its dealer sets them in the console (the database holds what dealers edit). A site
 * without a row works with the defaults below.
 */
export const leadDeskSettings = pgTable("lead_desk_settings", {
  siteId: integer("site_id")
    .primaryKey()
    .references(() => sites.id, { onDelete: "cascade" }),
  /** The first-response target, in minutes of the location's opening hours. */
  firstResponseMinutes: integer("first_response_minutes").notNull().default(60),
  /** The zone the site's days, hours and digest are counted in. */
  timeZone: text("time_zone").notNull().default("Australia/Sydney"),
  /** The local hour (0-23) the daily digest goes out at. */
  digestHour: integer("digest_hour").notNull().default(8),
});

/**
 * Round robin for a location: while on, each new lead of it goes to the next salesperson of its scope in turn. The
 * row keeps whose turn was last, so the turn survives restarts and is shared by every process.
 */
export const leadRoundRobin = pgTable("lead_round_robin", {
  locationId: integer("location_id")
    .primaryKey()
    .references(() => locations.id, { onDelete: "cascade" }),
  enabled: boolean("enabled").notNull().default(true),
  lastAssigneeId: text("last_assignee_id").references(() => staffUsers.id, { onDelete: "set null" }),
});
