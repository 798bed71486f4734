import { index, integer, pgTable, text, uniqueIndex } from "drizzle-orm/pg-core";
import { BODY_TYPES } from "@/domain/vehicle-kinds";

/** Manufacturers are shared by every site (Toyota is Toyota on every dealer's site). */
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

export const MODEL_STATUSES = ["available", "coming_soon", "discontinued"] as const;

/** A manufacturer's model line-up, for the models mega-menu, model pages and accessories. */
export const models = pgTable(
  "models",
  {
    id: integer("id").primaryKey().generatedAlwaysAsIdentity(),
    manufacturerId: integer("manufacturer_id")
      .notNull()
      .references(() => manufacturers.id, { onDelete: "cascade" }),
    name: text("name").notNull(),
    slug: text("slug").notNull(),
    manufacturerBody: text("manufacturer_body", { enum: BODY_TYPES }).notNull(),
    /** Mega-menu tab (Hatch & sedans, SUVs & 4WDs, ...). */
    category: text("category").notNull(),
    status: text("status", { enum: MODEL_STATUSES }).notNull().default("available"),
    imageUrl: text("image_url"),
    overrideUrl: text("override_url"),
    accessoriesCount: integer("accessories_count").notNull().default(0),
  },
  (t) => [
    uniqueIndex("models_manufacturer_slug_key").on(t.manufacturerId, t.slug),
    index("models_status_idx").on(t.manufacturerId, t.status),
  ],
);
