import { and, eq, inArray, lt, ne, sql } from "drizzle-orm";
import type { Database } from "@/platform/db/client";
import { feedRunRows, feedRuns, feedSources, sites } from "@/platform/db/schema";
import type { FeedProblem, FeedRunStatus, FeedTrigger } from "@/domain/stock-feeds";
import { applyStaged, removalOf, type RunSource } from "./feed-apply.db";
import { stageFeed } from "./feed-stage.db";
import { ProblemList } from "./problem-list";

/** What a run did, as its history row says it. */
export interface FeedRunSummary {
  runId: number;
  status: FeedRunStatus;
  added: number;
  updated: number;
  unchanged: number;
  rejected: number;
  sold: number;
  problems: FeedProblem[];
  message: string | null;
}

export interface FeedRunInput {
  sourceId: number;
  trigger: FeedTrigger;
  /** The feed's bytes, as they arrive (a file, a response body, a request body). */
  body: string | AsyncIterable<Uint8Array>;
  actorUserId?: string | null;
  /** The run's moment for the cars it writes (listed, updated, sold); the clock's when not given. */
  now?: Date;
}

/** Another run of the source is under way: this one did not start. */
export interface FeedSourceBusy {
  busy: true;
}

/** A run still "running" this long after it started has died (a crash, a restart): it no longer blocks its source. */
const STALE_RUN_MINUTES = 30;

export async function runSource(db: Database, sourceId: number) {
  const [source] = await db
    .select({
      id: feedSources.id,
      siteId: feedSources.siteId,
      slug: sites.slug,
      kind: feedSources.kind,
      format: feedSources.format,
      mapping: feedSources.mapping,
      fullFeed: feedSources.fullFeed,
      maxRemovedShare: feedSources.maxRemovedShare,
    })
    .from(feedSources)
    .innerJoin(sites, eq(sites.id, feedSources.siteId))
    .where(eq(feedSources.id, sourceId));
  return source;
}

async function finish(db: Database, runId: number, summary: Omit<FeedRunSummary, "runId">): Promise<FeedRunSummary> {
  await db
    .update(feedRuns)
    .set({
      status: summary.status,
      finishedAt: summary.status === "held" ? null : new Date(),
      rowsAdded: summary.added,
      rowsUpdated: summary.updated,
      rowsUnchanged: summary.unchanged,
      rowsRejected: summary.rejected,
      rowsSold: summary.sold,
      problems: summary.problems.slice(0, 1000),
      message: summary.message,
    })
    .where(eq(feedRuns.id, runId));
  return { runId, ...summary };
}

const none = { added: 0, updated: 0, unchanged: 0, sold: 0 };
const LATIN1 = "the file is not UTF-8: it was read as Windows-1252 (Latin-1)";

/**
 * Runs one source's feed: stage every record (a file-level problem refuses the run with nothing applied), hold a
 * full run that arrives empty or would take more than the source's share of its cars off (for a person to approve
 * or discard), else apply in batches, list bad rows, and mark the source's cars it no longer lists sold.
 */
export async function runFeed(db: Database, input: FeedRunInput): Promise<FeedRunSummary | FeedSourceBusy | null> {
  const source = await runSource(db, input.sourceId);
  if (!source) return null;
  await db
    .update(feedRuns)
    .set({ status: "failed", finishedAt: new Date(), message: "stopped without finishing (the process ended)" })
    .where(
      and(
        eq(feedRuns.sourceId, source.id),
        eq(feedRuns.status, "running"),
        lt(feedRuns.startedAt, sql`now() - make_interval(mins => ${STALE_RUN_MINUTES})`),
      ),
    );
  const [run] = await db
    .insert(feedRuns)
    .values({ siteId: source.siteId, sourceId: source.id, trigger: input.trigger, actorUserId: input.actorUserId })
    .onConflictDoNothing()
    .returning({ id: feedRuns.id });
  if (!run) return { busy: true };
  // Only the latest run's staged rows are kept (and a held run's, until it is decided).
  await db.delete(feedRunRows).where(
    inArray(
      feedRunRows.runId,
      db
        .select({ id: feedRuns.id })
        .from(feedRuns)
        .where(and(eq(feedRuns.sourceId, source.id), ne(feedRuns.id, run.id), ne(feedRuns.status, "held"))),
    ),
  );
  const problems = new ProblemList();
  try {
    const staged = await stageFeed(db, run.id, source.format, source.mapping, input.body, problems);
    const note = staged.latin1 ? LATIN1 : null;
    if (!staged.ok) {
      await db.delete(feedRunRows).where(eq(feedRunRows.runId, run.id));
      return finish(db, run.id, {
        status: "refused",
        ...none,
        rejected: 0,
        problems: [staged.problem],
        message: [`the file was refused, nothing was applied: ${staged.problem.reason}`, note]
          .filter(Boolean)
          .join("; "),
      });
    }
    if (source.fullFeed) {
      const held = await holdReason(db, source, run.id, staged.staged);
      if (held)
        return finish(db, run.id, {
          status: "held",
          ...none,
          rejected: problems.rejectedRows,
          problems: problems.kept,
          message: [held, note].filter(Boolean).join("; "),
        });
    }
    const applied = await applyStaged(db, source, run.id, problems, input.now);
    return finish(db, run.id, {
      status: "applied",
      ...applied,
      rejected: problems.rejectedRows,
      problems: problems.kept,
      message: note,
    });
  } catch (err) {
    await finish(db, run.id, {
      status: "failed",
      ...none,
      rejected: problems.rejectedRows,
      problems: problems.kept,
      message: `the run stopped: ${(err as Error).message}`,
    });
    throw err;
  }
}

/** The safety valve: why a full run must wait for a person, or null. */
async function holdReason(db: Database, source: RunSource, runId: number, staged: number): Promise<string | null> {
  if (staged === 0)
    return "held: the feed has no rows, so every car of this source would be sold; approve or discard it";
  const { missing, owned } = await removalOf(db, source, runId);
  if (owned > 0 && missing / owned > source.maxRemovedShare)
    return (
      `held: ${missing} of this source's ${owned} cars are not in the feed and would be marked sold ` +
      `(more than ${Math.round(source.maxRemovedShare * 100)}%); approve or discard it`
    );
  return null;
}
