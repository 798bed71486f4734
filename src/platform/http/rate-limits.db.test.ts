import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { DatabaseHandle } from "@/platform/db/client";
import { openDatabase } from "@/platform/db/client";
import { rateLimitWindows, singleUseClaims } from "@/platform/db/schema";
import { openTestDatabase } from "@/platform/db/testing/test-database";
import { allowRequest, claimOnce, sweepRateLimits, windowStart, type RateLimit } from "./rate-limits.server";

let handle: DatabaseHandle & { url?: string };
let other: DatabaseHandle | null = null;

beforeAll(async () => {
  handle = await openTestDatabase();
});
afterAll(async () => {
  await other?.close();
  await handle?.close();
});

const at = (iso: string) => new Date(iso);
const rule = (bucket: string, limit = 2, windowMs = 60_000): RateLimit => ({ bucket, limit, windowMs });

describe("rate limits in the database", () => {
  it("allows up to the limit in a fixed window, then refuses until the next window", async () => {
    const r = rule("window");
    const allow = (iso: string) => allowRequest(r, "client", at(iso), handle.db);
    expect(await allow("2026-11-21T02:00:01Z")).toBe(true);
    expect(await allow("2026-11-21T02:00:30Z")).toBe(true);
    expect(await allow("2026-11-21T02:00:59.999Z")).toBe(false);
    expect(await allow("2026-11-21T02:01:00Z")).toBe(true);
  });

  it("counts each limit and each key separately", async () => {
    const now = at("2026-11-21T03:00:00Z");
    expect(await allowRequest(rule("a", 1), "k", now, handle.db)).toBe(true);
    expect(await allowRequest(rule("a", 1), "k", now, handle.db)).toBe(false);
    expect(await allowRequest(rule("b", 1), "k", now, handle.db)).toBe(true);
    expect(await allowRequest(rule("a", 1), "other", now, handle.db)).toBe(true);
  });

  it("lets exactly the limit through when requests arrive at once (one atomic upsert each)", async () => {
    const now = at("2026-11-21T04:00:00Z");
    const answers = await Promise.all(
      Array.from({ length: 12 }, () => allowRequest(rule("burst", 5), "k", now, handle.db)),
    );
    expect(answers.filter(Boolean)).toHaveLength(5);
  });

  // PGlite is one process's database; the sharing that matters is on a PostgreSQL server.
  it.skipIf(!process.env.TEST_DATABASE_URL)(
    "is shared by every server process: a second connection to the same database sees the same counts",
    async () => {
      other = await openDatabase({ url: handle.url! });
      const now = at("2026-11-21T05:00:00Z");
      expect(await allowRequest(rule("shared", 2), "k", now, handle.db)).toBe(true);
      expect(await allowRequest(rule("shared", 2), "k", now, other.db)).toBe(true);
      expect(await allowRequest(rule("shared", 2), "k", now, handle.db)).toBe(false);
    },
  );

  it("sweeps windows that ended more than an hour ago, and keeps the rest", async () => {
    const now = at("2026-11-21T10:00:00Z");
    await allowRequest(rule("old"), "k", at("2026-11-21T08:30:00Z"), handle.db);
    await allowRequest(rule("recent"), "k", at("2026-11-21T09:30:00Z"), handle.db);
    await sweepRateLimits(handle.db, now);
    const buckets = (await handle.db.select({ bucket: rateLimitWindows.bucket }).from(rateLimitWindows)).map(
      (r) => r.bucket,
    );
    expect(buckets).toContain("recent");
    expect(buckets).not.toContain("old");
  });

  it("keeps a day's window until an hour after the day ends, so a daily limit holds all day", async () => {
    const day = rule("daily", 1, 24 * 60 * 60_000);
    expect(await allowRequest(day, "k", at("2026-11-21T00:30:00Z"), handle.db)).toBe(true);
    await sweepRateLimits(handle.db, at("2026-11-21T20:00:00Z"));
    expect(await allowRequest(day, "k", at("2026-11-21T20:00:00Z"), handle.db)).toBe(false);
    await sweepRateLimits(handle.db, at("2026-11-22T01:30:00Z"));
    const buckets = (await handle.db.select({ bucket: rateLimitWindows.bucket }).from(rateLimitWindows)).map(
      (r) => r.bucket,
    );
    expect(buckets).not.toContain("daily");
  });

  it("lets a single-use key (a solved spam puzzle) be claimed once, also when two claims race", async () => {
    const now = at("2026-11-21T06:00:00Z");
    const [first, second] = await Promise.all([
      claimOnce("spam-puzzle:t1", now, handle.db),
      claimOnce("spam-puzzle:t1", now, handle.db),
    ]);
    expect([first, second].filter(Boolean)).toHaveLength(1);
    expect(await claimOnce("spam-puzzle:t1", at("2026-11-21T06:20:00Z"), handle.db)).toBe(false);
    expect(await claimOnce("spam-puzzle:t2", now, handle.db)).toBe(true);
  });

  it("sweeps claims made more than an hour ago", async () => {
    await claimOnce("spam-puzzle:old", at("2026-11-21T07:00:00Z"), handle.db);
    await claimOnce("spam-puzzle:new", at("2026-11-21T07:45:00Z"), handle.db);
    await sweepRateLimits(handle.db, at("2026-11-21T08:10:00Z"));
    const keys = (await handle.db.select({ key: singleUseClaims.key }).from(singleUseClaims)).map((r) => r.key);
    expect(keys).toContain("spam-puzzle:new");
    expect(keys).not.toContain("spam-puzzle:old");
  });

  it("aligns windows to the clock, so every process agrees where a window starts", () => {
    expect(windowStart(at("2026-11-21T02:07:31Z"), 10 * 60_000).toISOString()).toBe("2026-11-21T02:00:00.000Z");
  });
});
