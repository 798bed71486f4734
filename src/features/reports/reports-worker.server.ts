import "server-only";
import { getDb } from "@/platform/db/db.server";
import { env } from "@/platform/env";
import { sweepOldEvents } from "@/platform/analytics/event-retention.db";
import { runPeriodicJob, type PeriodicJob } from "@/platform/outbox/periodic-jobs.db";
import { redact } from "@/platform/outbox/outbox-rules";
import { periodicWorker } from "@/platform/outbox/periodic-worker";
import { rollUpReports } from "./report-rollup.db";

/** Raw events past the retention period go once every 6 hours (periodic_jobs makes it once across processes). */
const RETENTION: PeriodicJob = {
  name: "analytics retention",
  intervalMs: 6 * 3_600_000,
  run: async (db) => {
    await sweepOldEvents(db, { retentionDays: env().ANALYTICS_RETENTION_DAYS });
  },
};

/**
 * The daily figures of every site day with rows stored since its last roll-up, once a minute across processes; a day
 * older than the retention period keeps its figures (its raw events are gone).
 */
const ROLL_UP: PeriodicJob = {
  name: "report roll-ups",
  intervalMs: 60_000,
  run: async (db) => {
    const keepBefore = new Date(Date.now() - env().ANALYTICS_RETENTION_DAYS * 86_400_000);
    await rollUpReports(db, { keepBefore });
  },
};

/** Inside the server process: every minute, runs whichever of the reports' jobs is due. */
const worker = periodicWorker(
  "reports",
  () => 60_000,
  async () => {
    const db = await getDb();
    await runPeriodicJob(db, ROLL_UP);
    await runPeriodicJob(db, RETENTION);
  },
  (err) => redact(err.message ?? String(err)),
);

export const startReportsWorker = worker.start;
