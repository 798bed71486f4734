import { integer, timestamp } from "drizzle-orm/pg-core";
import { sites } from "./sites";

/**
 * The two columns every site-owned table opens with: its own generated key, and the site it belongs to.
 * A site's rows go when the site does. A function, so each table gets column builders of its own.
 */
export function siteRowColumns() {
  return {
    id: integer("id").primaryKey().generatedAlwaysAsIdentity(),
    siteId: integer("site_id")
      .notNull()
      .references(() => sites.id, { onDelete: "cascade" }),
  };
}

/** When the row was written: set by the database, never by the caller. */
export function createdAtColumn() {
  return timestamp("created_at", { withTimezone: true }).notNull().defaultNow();
}
