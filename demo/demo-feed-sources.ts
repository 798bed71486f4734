import { inArray } from "drizzle-orm";
import type { Database } from "@/platform/db/client";
import { feedSources, sites } from "@/platform/db/schema";

/** The demo site that takes its stock by push too, so the push API can be tried with no outside service. */
export const DEMO_PUSH_SITE = "bigbox-used";

/**
 * Gives each demo site in the database a "Stock command" source (the `stock:import` command's CSV), and BigBox a
 * "Dealer system push" source; safe on every start (a source already there is left as it is). Returns how many were
 * made.
 */
export async function seedDemoFeedSources(db: Database, siteSlugs: ReadonlySet<string>): Promise<number> {
  if (siteSlugs.size === 0) return 0;
  const rows = await db
    .select({ id: sites.id, slug: sites.slug })
    .from(sites)
    .where(inArray(sites.slug, [...siteSlugs]));
  const values = rows.flatMap((site) => [
    { siteId: site.id, name: "Stock command", kind: "command" as const, format: "csv" as const, fullFeed: true },
    ...(site.slug === DEMO_PUSH_SITE
      ? [
          {
            siteId: site.id,
            name: "Dealer system push",
            kind: "push" as const,
            format: "csv" as const,
            fullFeed: false,
          },
        ]
      : []),
  ]);
  if (values.length === 0) return 0;
  const made = await db.insert(feedSources).values(values).onConflictDoNothing().returning({ id: feedSources.id });
  return made.length;
}
