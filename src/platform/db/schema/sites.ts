import { integer, pgTable, text, timestamp, uniqueIndex } from "drizzle-orm/pg-core";

/**
 * One row per dealer site. The site's behaviour lives in its configuration file (sites/);
 * this row gives the site a stable id that stock, locations and leads reference.
 */
export const sites = pgTable(
  "sites",
  {
    id: integer("id").primaryKey().generatedAlwaysAsIdentity(),
    slug: text("slug").notNull(),
    name: text("name").notNull(),
    template: text("template").notNull(),
    brand: text("brand").notNull(),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp("updated_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [uniqueIndex("sites_slug_key").on(t.slug)],
);
