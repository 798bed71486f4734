/**
 * The catalogue's model categories and statuses, apart from the content schema: the mega-menu's client code needs the
 * categories, and importing them from content-schema.ts put all of zod (31 kB gzipped) into every page's scripts.
 */

/** The mega-menu's own tabs; 'Cars' (every current model), 'Upcoming' and 'Discontinued' come from the status. */
export const MODEL_CATEGORIES = [
  "Hatch & sedans",
  "SUVs & 4WDs",
  "Utes & Vans",
  "GR & performance",
  "Electrified",
] as const;
export type ModelCategory = (typeof MODEL_CATEGORIES)[number];
export const MODEL_STATUSES = ["available", "coming_soon", "discontinued"] as const;
