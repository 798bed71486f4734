import { index, integer, pgTable, text, timestamp } from "drizzle-orm/pg-core";
import { sites } from "./sites";
import { manufacturers, models } from "./catalogue";

/**
 * A special offer. Belongs to one site, or (site_id null) is a manufacturer offer shown on every site
 * of that manufacturer except the sites listed in excluded_website_ids.
 */
export const offers = pgTable(
  "offers",
  {
    id: integer("id").primaryKey().generatedAlwaysAsIdentity(),
    siteId: integer("site_id").references(() => sites.id, { onDelete: "cascade" }),
    manufacturerId: integer("manufacturer_id").references(() => manufacturers.id),
    modelId: integer("model_id").references(() => models.id),
    name: text("name").notNull(),
    description: text("description").notNull().default(""),
    /** Description with markup removed, for cards and meta descriptions. */
    sanitizedDescription: text("sanitized_description").notNull().default(""),
    disclaimer: text("disclaimer").notNull().default(""),
    imageUrl: text("image_url"),
    /** Car types the offer applies to (empty: all). */
    carTypes: text("car_types").array().notNull().default([]),
    startsAt: timestamp("starts_at", { withTimezone: true }),
    expiresAt: timestamp("expires_at", { withTimezone: true }),
    excludedWebsiteIds: integer("excluded_website_ids").array().notNull().default([]),
  },
  (t) => [index("offers_site_idx").on(t.siteId), index("offers_manufacturer_idx").on(t.manufacturerId)],
);
