import type { Database } from "./client";
import { sites } from "./schema";

/** Upserts one row per configured site, keyed by slug (its id is what stock, locations and leads hold); returns slug -> id. */
export async function syncSites(
  db: Database,
  configs: readonly { slug: string; name: string; template: string; brand: string }[],
): Promise<Map<string, number>> {
  for (const c of configs) {
    await db
      .insert(sites)
      .values({ slug: c.slug, name: c.name, template: c.template, brand: c.brand })
      .onConflictDoUpdate({
        target: sites.slug,
        set: { name: c.name, template: c.template, brand: c.brand, updatedAt: new Date() },
      });
  }
  const rows = await db.select({ id: sites.id, slug: sites.slug }).from(sites);
  return new Map(rows.map((r) => [r.slug, r.id]));
}
