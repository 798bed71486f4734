import { and, eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { DatabaseHandle } from "@/platform/db/client";
import { smsOutbox } from "@/platform/db/schema";
import { syncSites } from "@/platform/db/sync-sites";
import { openTestDatabase } from "@/platform/db/testing/test-database";
import { claimDueJobs, workDueJobs } from "./due-jobs.db";
import { failedAttempt, RENEWED_LEASE } from "./outbox-rules";

/** The engine on a real outbox table (the SMS outbox's), each test's jobs told apart by their purpose. */
let handle: DatabaseHandle;
let siteId: number;

beforeAll(async () => {
  handle = await openTestDatabase();
  siteId = (
    await syncSites(handle.db, [{ slug: "engine", name: "Engine", template: "franchise", brand: "toyota" }])
  ).get("engine")!;
});
afterAll(async () => {
  await handle?.close();
});

const outbox = (purpose: string) => ({
  name: "test outbox",
  table: smsOutbox,
  id: smsOutbox.id,
  status: smsOutbox.status,
  nextAttemptAt: smsOutbox.nextAttemptAt,
  due: [eq(smsOutbox.purpose, purpose)],
  fields: { id: smsOutbox.id, attempts: smsOutbox.attempts },
  outcomes: ["sent", "retrying", "failed"] as const,
});

async function jobs(purpose: string, count: number, dueAt: Date): Promise<number[]> {
  const rows = await handle.db
    .insert(smsOutbox)
    .values(
      Array.from({ length: count }, () => ({
        siteId,
        toPhone: "+61400000001",
        body: "x",
        purpose,
        nextAttemptAt: dueAt,
      })),
    )
    .returning({ id: smsOutbox.id });
  return rows.map((r) => r.id);
}

const row = async (id: number) => (await handle.db.select().from(smsOutbox).where(eq(smsOutbox.id, id)))[0]!;

/** A step that marks the job sent and notes which job it ran. */
const sending = (ran: number[]) => async (job: { id: number; attempts: number }) => {
  ran.push(job.id);
  await handle.db
    .update(smsOutbox)
    .set({ status: "sent", attempts: job.attempts + 1 })
    .where(and(eq(smsOutbox.id, job.id)));
  return "sent" as const;
};

describe(`the outbox engine (${process.env.TEST_DATABASE_URL ? "PostgreSQL" : "PGlite"})`, () => {
  it("never runs one job twice when two workers claim at once", async () => {
    const t = new Date(Date.now() + 1_000);
    const ids = await jobs("twice", 30, t);
    const ran: number[] = [];
    const runs = await Promise.all([
      workDueJobs(handle.db, outbox("twice"), sending(ran), { now: t, limit: 20 }),
      workDueJobs(handle.db, outbox("twice"), sending(ran), { now: t, limit: 20 }),
    ]);
    expect(runs.reduce((n, r) => n + r.sent, 0)).toBe(30);
    expect([...ran].sort((a, b) => a - b)).toEqual(ids);
  });

  it("takes over a job whose worker crashed once its lease has run out, not before", async () => {
    const t = new Date(Date.now() + 1_000);
    const [id] = await jobs("crashed", 1, t);
    // A worker claims the job and dies: nothing renews its lease.
    await claimDueJobs(handle.db, outbox("crashed"), t, new Date(t.getTime() + RENEWED_LEASE.ms), 20);
    const ran: number[] = [];
    await workDueJobs(handle.db, outbox("crashed"), sending(ran), {
      now: new Date(t.getTime() + RENEWED_LEASE.ms - 1_000),
    });
    expect(ran).toEqual([]);
    await workDueJobs(handle.db, outbox("crashed"), sending(ran), {
      now: new Date(t.getTime() + RENEWED_LEASE.ms + 1_000),
    });
    expect(ran).toEqual([id]);
    expect(await row(id!)).toMatchObject({ status: "sent", attempts: 1 });
  });

  it("keeps a live worker's renewed lease, so a second worker never starts its job", async () => {
    const t = new Date(Date.now() + 1_000);
    const [id] = await jobs("renewed", 1, t);
    const lease = { ms: 500, renewEveryMs: 50 };
    let started!: () => void;
    const begun = new Promise<void>((resolve) => (started = resolve));
    let release!: () => void;
    const held = new Promise<void>((resolve) => (release = resolve));
    const ran: number[] = [];
    const slow = workDueJobs(
      handle.db,
      outbox("renewed"),
      async (job) => {
        started();
        await held;
        return sending(ran)(job);
      },
      { now: t, lease },
    );
    await begun;
    const asStepBegan = (await row(id!)).nextAttemptAt.getTime();
    await expect
      .poll(async () => (await row(id!)).nextAttemptAt.getTime(), { timeout: 10_000, interval: 25 })
      .toBeGreaterThan(asStepBegan + 10);
    const second: number[] = [];
    // The lease as first written has run out by then; the renewed one has not.
    await workDueJobs(handle.db, outbox("renewed"), sending(second), { now: new Date(asStepBegan + 5), lease });
    release();
    await slow;
    expect(second).toEqual([]);
    expect(ran).toEqual([id]);
  });

  it("retries a failed step after the backoff, not before", async () => {
    const t = new Date(Date.now() + 1_000);
    const [id] = await jobs("retried", 1, t);
    const failing = async (job: { id: number; attempts: number }) => {
      const failed = failedAttempt(job.attempts, new Error("gateway down"), t);
      await handle.db.update(smsOutbox).set(failed).where(eq(smsOutbox.id, job.id));
      return "retrying" as const;
    };
    expect(await workDueJobs(handle.db, outbox("retried"), failing, { now: t })).toEqual({
      sent: 0,
      retrying: 1,
      failed: 0,
    });
    expect(await row(id!)).toMatchObject({ status: "pending", attempts: 1, lastError: "gateway down" });
    expect((await row(id!)).nextAttemptAt.getTime()).toBe(t.getTime() + 60_000);
    const ran: number[] = [];
    await workDueJobs(handle.db, outbox("retried"), sending(ran), { now: new Date(t.getTime() + 59_000) });
    expect(ran).toEqual([]);
    await workDueJobs(handle.db, outbox("retried"), sending(ran), { now: new Date(t.getTime() + 60_000) });
    expect(ran).toEqual([id]);
    expect(await row(id!)).toMatchObject({ status: "sent", attempts: 2 });
  });

  it("hands back the jobs a stopping worker claimed and did not start: another worker takes them at once, not a lease later", async () => {
    const t = new Date(Date.now() + 1_000);
    const ids = await jobs("stopping", 3, t);
    let stopping = false;
    const ran: number[] = [];
    // The process is told to stop while the first job's step runs: that step ends, the other two are handed back.
    const first = await workDueJobs(
      handle.db,
      outbox("stopping"),
      async (job) => {
        stopping = true;
        return sending(ran)(job);
      },
      { now: t, stopping: () => stopping },
    );
    expect(first.sent).toBe(1);
    expect(ran).toHaveLength(1);
    const left = ids.filter((id) => id !== ran[0]);
    for (const id of left) expect((await row(id)).nextAttemptAt.getTime()).toBe(t.getTime());
    // Another process's worker, a moment later, well inside the minute the lease would have hidden them.
    const taken: number[] = [];
    await workDueJobs(handle.db, outbox("stopping"), sending(taken), { now: new Date(t.getTime() + 1) });
    expect(taken.sort((a, b) => a - b)).toEqual(left);
  });

  it("claims nothing once its process is stopping", async () => {
    const t = new Date(Date.now() + 1_000);
    const [id] = await jobs("stopped", 1, t);
    const ran: number[] = [];
    await workDueJobs(handle.db, outbox("stopped"), sending(ran), { now: t, stopping: () => true });
    expect(ran).toEqual([]);
    expect((await row(id!)).nextAttemptAt.getTime()).toBe(t.getTime());
  });
});
