import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { DatabaseHandle } from "@/platform/db/client";
import { periodicJobs } from "@/platform/db/schema";
import { openTestDatabase } from "@/platform/db/testing/test-database";
import { RENEWED_LEASE } from "./outbox-rules";
import { runPeriodicJob, type PeriodicJob } from "./periodic-jobs.db";

let handle: DatabaseHandle;

beforeAll(async () => {
  handle = await openTestDatabase();
});
afterAll(async () => {
  await handle?.close();
});

const MINUTE = 60_000;

describe(`periodic jobs across processes (${process.env.TEST_DATABASE_URL ? "PostgreSQL" : "PGlite"})`, () => {
  it("runs a job once per interval however many workers tick", async () => {
    const t = new Date(Date.now() + 1_000);
    let runs = 0;
    const job: PeriodicJob = { name: "feed-import", intervalMs: 10 * MINUTE, run: async () => void runs++ };
    const at = (ms: number) =>
      Promise.all([0, 1].map(() => runPeriodicJob(handle.db, job, { now: new Date(t.getTime() + ms) })));
    expect((await at(0)).filter(Boolean)).toHaveLength(1);
    expect(runs).toBe(1);
    expect((await at(10 * MINUTE - 1_000)).filter(Boolean)).toHaveLength(0);
    expect(runs).toBe(1);
    expect((await at(10 * MINUTE)).filter(Boolean)).toHaveLength(1);
    expect(runs).toBe(2);
  });

  it("never runs a job twice at once: a run that outlasts its interval keeps it, renewed, until it ends", async () => {
    const t = new Date(Date.now() + 1_000);
    const lease = { ms: 500, renewEveryMs: 50 };
    let release!: () => void;
    let started!: () => void;
    const begun = new Promise<void>((resolve) => (started = resolve));
    let runs = 0;
    const job: PeriodicJob = {
      name: "alerts",
      intervalMs: 100,
      run: async () => {
        runs++;
        started();
        await new Promise<void>((resolve) => (release = resolve));
      },
    };
    const slow = runPeriodicJob(handle.db, job, { now: t, lease });
    await begun;
    await new Promise((resolve) => setTimeout(resolve, 700)); // past the first lease's end: only its renewal holds
    expect(await runPeriodicJob(handle.db, job, { now: new Date(t.getTime() + 600), lease })).toBe(false);
    release();
    expect(await slow).toBe(true);
    // Ended and due again: the next worker runs it.
    const quick: PeriodicJob = { ...job, run: async () => void runs++ };
    expect(await runPeriodicJob(handle.db, quick, { now: new Date(t.getTime() + 600), lease })).toBe(true);
    expect(runs).toBe(2);
  });

  it("frees a job whose worker died mid-run once its lease runs out, and one whose run threw at once", async () => {
    const t = new Date(Date.now() + 1_000);
    let runs = 0;
    const job: PeriodicJob = { name: "crashing", intervalMs: 1_000, run: async () => void runs++ };
    // A worker claimed the run and its process died: its lease, a minute long, is never renewed.
    await handle.db
      .insert(periodicJobs)
      .values({ name: job.name, nextRunAt: t, leasedUntil: new Date(t.getTime() + RENEWED_LEASE.ms) });
    expect(await runPeriodicJob(handle.db, job, { now: new Date(t.getTime() + RENEWED_LEASE.ms - 1_000) })).toBe(false);
    expect(await runPeriodicJob(handle.db, job, { now: new Date(t.getTime() + RENEWED_LEASE.ms) })).toBe(true);
    expect(runs).toBe(1);
    const throwing: PeriodicJob = { ...job, run: () => Promise.reject(new Error("feed unreachable")) };
    const next = t.getTime() + RENEWED_LEASE.ms + 1_000;
    await expect(runPeriodicJob(handle.db, throwing, { now: new Date(next) })).rejects.toThrow("feed unreachable");
    expect(await runPeriodicJob(handle.db, job, { now: new Date(next + 1_000) })).toBe(true);
    expect(runs).toBe(2);
  });
});
