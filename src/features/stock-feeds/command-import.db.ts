import { and, eq } from "drizzle-orm";
import type { Database } from "@/platform/db/client";
import { feedSources, sites } from "@/platform/db/schema";
import type { FeedFormat } from "@/domain/stock-feeds";
import { runFeed, type FeedRunSummary } from "./run-feed.db";

export type CommandImportOutcome = { unknownSite: true } | { busy: true } | FeedRunSummary;

/**
 * `stock:import` (in the command's own process, or handed to the server holding the embedded database): the file runs
 * as the site's "command" source for its format, created on demand and not a full feed: like the import before
 * sources, it never sells a car the file leaves out.
 */
export async function importCommandFile(
  db: Database,
  input: {
    slug: string;
    format: FeedFormat;
    body: string | AsyncIterable<Uint8Array>;
    /** The run's moment for the cars it writes; the clock's when not given. */
    now?: Date;
  },
): Promise<CommandImportOutcome> {
  const [site] = await db.select({ id: sites.id }).from(sites).where(eq(sites.slug, input.slug));
  if (!site) return { unknownSite: true };
  const name = `command (${input.format})`;
  await db
    .insert(feedSources)
    .values({ siteId: site.id, name, kind: "command", format: input.format, fullFeed: false })
    .onConflictDoNothing();
  const [source] = await db
    .select({ id: feedSources.id })
    .from(feedSources)
    .where(and(eq(feedSources.siteId, site.id), eq(feedSources.name, name)));
  const result = await runFeed(db, { sourceId: source!.id, trigger: "command", body: input.body, now: input.now });
  return result ?? { busy: true };
}
