import { lookup } from "node:dns/promises";
import { and, desc, eq, isNotNull, lte, sql } from "drizzle-orm";
import { isPrivateAddress } from "@/features/images";
import { runFeed, type FeedRunSummary } from "@/features/stock-feeds/index.server";
import type { Database } from "@/platform/db/client";
import { feedRuns, feedSources } from "@/platform/db/schema";
import { retryDelay } from "@/platform/outbox/outbox-rules";
import { pullUrlProblem, redirectAllowed } from "./pull-url";

/** How long a dealer's server has to answer in full, and the most a feed may weigh. */
const PULL_TIMEOUT_MS = 30_000;
const PULL_MAX_BYTES = 20 * 1024 * 1024;
const MAX_REDIRECTS = 3;

export interface PullRules {
  /** Plain http to this machine (tests, the quick start). */
  allowLoopbackHttp: boolean;
  /** Private and loopback addresses (development and tests); never in production. */
  allowPrivateAddresses: boolean;
}

/** What one scheduled pull came to, for the worker's notices. */
export interface PullOutcome {
  sourceId: number;
  siteId: number;
  name: string;
  status: FeedRunSummary["status"] | "busy";
  runId: number | null;
  message: string | null;
}

class PullError extends Error {}

/** Refuses a host that resolves to a private or loopback address, unless the rules allow them. */
async function checkHost(url: URL, rules: PullRules): Promise<void> {
  if (rules.allowPrivateAddresses) return;
  const host = url.hostname.replace(/^\[|\]$/g, "");
  const addresses = await lookup(host, { all: true }).catch(() => {
    throw new PullError(`the host ${url.hostname} could not be found`);
  });
  if (addresses.length === 0 || addresses.some((a) => isPrivateAddress(a.address)))
    throw new PullError(`the host ${url.hostname} is a private address`);
}

/**
 * Fetches a pull source's feed: the address's rules (pull-url.ts), no private address, redirects only to the same
 * host, a timeout over the whole fetch and a size limit over the body. Throws a PullError saying what went wrong.
 */
export async function fetchFeed(raw: string, rules: PullRules): Promise<string> {
  const signal = AbortSignal.timeout(PULL_TIMEOUT_MS);
  let url = new URL(raw);
  try {
    for (let hop = 0; ; hop++) {
      const problem = pullUrlProblem(url.href, rules);
      if (problem) throw new PullError(problem);
      await checkHost(url, rules);
      const response = await fetch(url, { redirect: "manual", signal, headers: { Accept: "*/*" } });
      if (response.status >= 300 && response.status < 400 && response.headers.get("location")) {
        const next = new URL(response.headers.get("location")!, url);
        await response.body?.cancel();
        if (hop >= MAX_REDIRECTS || !redirectAllowed(url, next, rules))
          throw new PullError("the address redirects to another host");
        url = next;
        continue;
      }
      if (!response.ok) throw new PullError(`the dealer's server answered ${response.status}`);
      if (Number(response.headers.get("content-length") ?? 0) > PULL_MAX_BYTES)
        throw new PullError("the feed is too large");
      const chunks: Uint8Array[] = [];
      let size = 0;
      for await (const chunk of (response.body ?? []) as unknown as AsyncIterable<Uint8Array>) {
        size += chunk.byteLength;
        if (size > PULL_MAX_BYTES) throw new PullError("the feed is too large");
        chunks.push(chunk);
      }
      return Buffer.concat(chunks).toString("utf8");
    }
  } catch (err) {
    if (err instanceof PullError) throw err;
    if ((err as Error).name === "TimeoutError") throw new PullError("the dealer's server did not answer in time");
    throw new PullError("the feed could not be fetched");
  }
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
