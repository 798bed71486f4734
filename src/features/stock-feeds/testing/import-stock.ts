import { and, eq } from "drizzle-orm";
import type { Database } from "@/platform/db/client";
import { feedSources, sites } from "@/platform/db/schema";
import type { FeedProblem } from "@/domain/stock-feeds";
import { runFeed } from "@/features/stock-feeds/run-feed.db";

export interface ImportedStock {
  /** Every row landed: the run applied and none was rejected. */
  ok: boolean;
  added: number;
  updated: number;
  unchanged: number;
  problems: FeedProblem[];
}

/**
 * Puts stock on a site in a test the way `npm run stock:import` does: a CSV run through the feed engine as the site's
 * command source (not a full feed, so cars the file leaves out stay as they are). `now` dates what the run writes.
 */
export async function importStock(db: Database, siteSlug: string, csv: string, now?: Date): Promise<ImportedStock> {
  const [site] = await db.select({ id: sites.id }).from(sites).where(eq(sites.slug, siteSlug));
  if (!site) throw new Error(`no site ${siteSlug} in the test database`);
  const name = "command (csv)";
  await db
    .insert(feedSources)
    .values({ siteId: site.id, name, kind: "command", format: "csv", fullFeed: false })
    .onConflictDoNothing();
  const [source] = await db
    .select({ id: feedSources.id })
    .from(feedSources)
    .where(and(eq(feedSources.siteId, site.id), eq(feedSources.name, name)));
  const result = await runFeed(db, { sourceId: source!.id, trigger: "command", body: csv, now });
  if (!result || "busy" in result) throw new Error(`the command source of ${siteSlug} is busy`);
  return {
    ok: result.status === "applied" && result.rejected === 0,
    added: result.added,
    updated: result.updated,
    unchanged: result.unchanged,
    problems: result.problems,
  };
}
