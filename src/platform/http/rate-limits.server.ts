import "server-only";
import { lt, sql } from "drizzle-orm";
import type { Database } from "@/platform/db/client";
import { getDb } from "@/platform/db/db.server";
import { rateLimitWindows, singleUseClaims } from "@/platform/db/schema";

/** A limit: at most `limit` requests per key in each fixed window of `windowMs`. */
export interface RateLimit {
  /** The limit's name, so different limits on the same key count separately. */
  bucket: string;
  limit: number;
  windowMs: number;
}

/** Windows that ended more than this long ago are swept, and claims made this long ago. */
const KEEP_MS = 60 * 60_000;
/** How often one process sweeps. */
const SWEEP_EVERY_MS = 60_000;
const sweeper = globalThis as unknown as { __forecourtRateLimitSweep?: number };

/** The start of the fixed window `at` falls in: windows are aligned, so every process agrees on them. */
export function windowStart(at: Date, windowMs: number): Date {
  return new Date(Math.floor(at.getTime() / windowMs) * windowMs);
}

/**
 * Counts a request against the limit and says whether it is within it. The count lives in the
 * database, so every server process of a deployment shares it, and one upsert makes it atomic:
 * concurrent requests can never all see room for one more.
 *
 * Why a fixed window: these limits keep scrapers and floods off (a shopper never comes near them),
 * so the burst a fixed window allows at its edge (up to twice the limit) costs nothing, and it needs
 * one row per key rather than one per request.
 */
export async function allowRequest(rule: RateLimit, key: string, now = new Date(), db?: Database): Promise<boolean> {
  const database = db ?? (await getDb());
  const [row] = await database
    .insert(rateLimitWindows)
    .values({
      bucket: rule.bucket,
      key,
      windowStart: windowStart(now, rule.windowMs),
      windowMs: rule.windowMs,
      count: 1,
    })
    .onConflictDoUpdate({
      target: [rateLimitWindows.bucket, rateLimitWindows.key, rateLimitWindows.windowStart],
      set: { count: sql`${rateLimitWindows.count} + 1` },
    })
    .returning({ count: rateLimitWindows.count });
  if (now.getTime() - (sweeper.__forecourtRateLimitSweep ?? 0) >= SWEEP_EVERY_MS) {
    sweeper.__forecourtRateLimitSweep = now.getTime();
    // Housekeeping must never cost the request its answer.
    await sweepRateLimits(database, now).catch((err: Error) =>
      console.error(`rate-limit sweep failed: ${err.message}`),
    );
  }
  return row!.count <= rule.limit;
}

/**
 * True the first time anyone claims the key (a solved spam puzzle, say), false ever after, across
 * every server process. Claims are swept an hour after they were made, so only keys that are
 * worthless by then (the puzzles expire after 30 minutes) may be claimed this way.
 */
export async function claimOnce(key: string, now = new Date(), db?: Database): Promise<boolean> {
  const database = db ?? (await getDb());
  const inserted = await database
    .insert(singleUseClaims)
    .values({ key, claimedAt: now })
    .onConflictDoNothing()
    .returning({ key: singleUseClaims.key });
  return inserted.length === 1;
}

/** Deletes the windows that ended, and the claims made, long ago. */
export async function sweepRateLimits(db: Database, now = new Date()): Promise<number> {
  const before = new Date(now.getTime() - KEEP_MS);
  const windows = await db
    .delete(rateLimitWindows)
    // By the window's end, not its start: a day's window (sign-in codes) must outlive the hour after it began.
    .where(
      sql`${rateLimitWindows.windowStart} + ${rateLimitWindows.windowMs} * interval '1 millisecond' < ${before.toISOString()}::timestamptz`,
    )
    .returning({ key: rateLimitWindows.key });
  const claims = await db
    .delete(singleUseClaims)
    .where(lt(singleUseClaims.claimedAt, before))
    .returning({ key: singleUseClaims.key });
  return windows.length + claims.length;
}
