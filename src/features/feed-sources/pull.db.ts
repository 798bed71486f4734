import { and, desc, eq, isNotNull, lte, sql } from "drizzle-orm";
import { runFeed, type FeedRunSummary } from "@/features/stock-feeds/index.server";
import type { Database } from "@/platform/db/client";
import { feedRuns, feedSources } from "@/platform/db/schema";
import { retryDelay } from "@/platform/outbox/outbox-rules";
import { fetchFeed, PullError, type PullRules } from "./pull-fetch";

/** What one scheduled pull came to, for the worker's notices. */
export interface PullOutcome {
  sourceId: number;
  siteId: number;
  name: string;
  status: FeedRunSummary["status"] | "busy";
  runId: number | null;
  message: string | null;
}

/** Failed scheduled runs of a source since its last good one: how far its retries have backed off. */
async function failuresInARow(db: Database, sourceId: number): Promise<number> {
  const recent = await db
    .select({ status: feedRuns.status, trigger: feedRuns.trigger })
    .from(feedRuns)
    .where(eq(feedRuns.sourceId, sourceId))
    .orderBy(desc(feedRuns.startedAt), desc(feedRuns.id))
    .limit(20);
  const firstGood = recent.findIndex((r) => r.status !== "failed");
  return firstGood === -1 ? recent.length : firstGood;
}

/**
 * Claims the pull sources that are due (switched on, next run come) by moving their next run a schedule on in one
 * statement, so of two workers ticking at once each source goes to one; then pulls each. A fetch that fails is
 * recorded as a failed run and retried on a later tick after the outboxes' back-off; a fetched feed goes to the
 * engine (trigger "schedule").
 */
export async function runDuePulls(db: Database, rules: PullRules, now = new Date()): Promise<PullOutcome[]> {
  const due = await db
    .update(feedSources)
    .set({ nextRunAt: sql`${now.toISOString()}::timestamptz + make_interval(mins => ${feedSources.everyMinutes})` })
    .where(
      and(
        eq(feedSources.kind, "pull"),
        eq(feedSources.enabled, true),
        isNotNull(feedSources.url),
        isNotNull(feedSources.everyMinutes),
        lte(feedSources.nextRunAt, now),
      ),
    )
    .returning({ id: feedSources.id, siteId: feedSources.siteId, name: feedSources.name, url: feedSources.url });
  const outcomes: PullOutcome[] = [];
  for (const source of due) {
    const base = { sourceId: source.id, siteId: source.siteId, name: source.name };
    let body: string;
    try {
      body = await fetchFeed(source.url!, rules);
    } catch (err) {
      const message = err instanceof PullError ? err.message : "the feed could not be fetched";
      const [run] = await db
        .insert(feedRuns)
        .values({
          siteId: source.siteId,
          sourceId: source.id,
          trigger: "schedule",
          status: "failed",
          finishedAt: now,
          message,
          problems: [{ row: 0, column: "", reason: message }],
        })
        .returning({ id: feedRuns.id });
      const failures = await failuresInARow(db, source.id);
      await db
        .update(feedSources)
        .set({ nextRunAt: new Date(now.getTime() + retryDelay(failures)) })
        .where(eq(feedSources.id, source.id));
      outcomes.push({ ...base, status: "failed", runId: run!.id, message });
      continue;
    }
    const summary = await runFeed(db, { sourceId: source.id, trigger: "schedule", body, actorUserId: null });
    if (!summary) continue;
    if ("busy" in summary) outcomes.push({ ...base, status: "busy", runId: null, message: null });
    else outcomes.push({ ...base, status: summary.status, runId: summary.runId, message: summary.message });
  }
  return outcomes;
}
