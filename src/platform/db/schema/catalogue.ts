import { integer, pgTable, text, uniqueIndex } from "drizzle-orm/pg-core";

/** Makes, shared by every site (Toyota is Toyota on every dealer's site): their logos and a car's manufacturer_slug. Model line-ups and offers are content files (sites/content/). */
export const manufacturers = pgTable(
  "manufacturers",
  {
    id: integer("id").primaryKey().generatedAlwaysAsIdentity(),
    name: text("name").notNull(),
    slug: text("slug").notNull(),
    logoUrl: text("logo_url"),
  },
  (t) => [uniqueIndex("manufacturers_slug_key").on(t.slug)],
);
