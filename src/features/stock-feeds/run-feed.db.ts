import { eq } from "drizzle-orm";
import type { Database } from "@/platform/db/client";
import { feedRuns, feedSources, sites } from "@/platform/db/schema";
import type { FeedProblem, FeedRunStatus, FeedTrigger } from "@/domain/stock-feeds";
import { importStockCsv } from "@/features/vehicle/index.server";

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
}

/** Another run of the source is under way: this one did not start. */
export interface FeedSourceBusy {
  busy: true;
}

async function readAll(body: FeedRunInput["body"]): Promise<string> {
  if (typeof body === "string") return body;
  const chunks: Uint8Array[] = [];
  for await (const chunk of body) chunks.push(chunk);
  return Buffer.concat(chunks).toString("utf8");
}

/**
 * Runs one source's feed and records the run. FIRST CUT: the whole CSV through the existing all-or-nothing import;
 * the feed engine (streaming, mapping, per-row results, the safety valve, missing cars sold) replaces its inside.
 */
export async function runFeed(db: Database, input: FeedRunInput): Promise<FeedRunSummary | FeedSourceBusy | null> {
  const [source] = await db
    .select({ id: feedSources.id, siteId: feedSources.siteId, slug: sites.slug })
    .from(feedSources)
    .innerJoin(sites, eq(sites.id, feedSources.siteId))
    .where(eq(feedSources.id, input.sourceId));
  if (!source) return null;
  const [run] = await db
    .insert(feedRuns)
    .values({ siteId: source.siteId, sourceId: source.id, trigger: input.trigger, actorUserId: input.actorUserId })
    .onConflictDoNothing()
    .returning({ id: feedRuns.id });
  if (!run) return { busy: true };
  const started = Date.now();
  const result = await importStockCsv(db, source.slug, await readAll(input.body));
  const summary: FeedRunSummary = result.ok
    ? {
        runId: run.id,
        status: "applied",
        added: result.inserted,
        updated: result.updated,
        unchanged: result.unchanged,
        rejected: 0,
        sold: 0,
        problems: [],
        message: null,
      }
    : {
        runId: run.id,
        status: "refused",
        added: 0,
        updated: 0,
        unchanged: 0,
        rejected: "problems" in result ? result.problems.length : 0,
        sold: 0,
        problems: "problems" in result ? result.problems : [],
        message: "problems" in result ? "the file has problems: nothing was imported" : "the site is missing",
      };
  await db
    .update(feedRuns)
    .set({
      status: summary.status,
      finishedAt: new Date(started + Math.max(0, Date.now() - started)),
      rowsAdded: summary.added,
      rowsUpdated: summary.updated,
      rowsUnchanged: summary.unchanged,
      rowsRejected: summary.rejected,
      problems: summary.problems.slice(0, 1000),
      message: summary.message,
    })
    .where(eq(feedRuns.id, run.id));
  return summary;
}
