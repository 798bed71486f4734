import { and, desc, eq } from "drizzle-orm";
import type { Database } from "@/platform/db/client";
import { feedRuns } from "@/platform/db/schema";

export type FeedRunRow = typeof feedRuns.$inferSelect;

/** A source's latest runs, newest first (the caller has checked the member may read the source). */
export function runsOf(db: Database, sourceId: number, limit = 50): Promise<FeedRunRow[]> {
  return db
    .select()
    .from(feedRuns)
    .where(eq(feedRuns.sourceId, sourceId))
    .orderBy(desc(feedRuns.startedAt), desc(feedRuns.id))
    .limit(limit);
}

/** One run of a source: a run of another source answers as one that does not exist. */
export async function runOf(db: Database, sourceId: number, runId: number): Promise<FeedRunRow | null> {
  const [run] = await db
    .select()
    .from(feedRuns)
    .where(and(eq(feedRuns.id, runId), eq(feedRuns.sourceId, sourceId)));
  return run ?? null;
}
