import "server-only";
import { getDb } from "@/platform/db/db.server";
import { env } from "@/platform/env";
import { sweepOldEvents } from "@/platform/analytics/event-retention.db";
import { runPeriodicJob, type PeriodicJob } from "@/platform/outbox/periodic-jobs.db";
import { redact } from "@/platform/outbox/outbox-rules";
import { periodicWorker } from "@/platform/outbox/periodic-worker";

/** Raw events past the retention period go once every 6 hours (periodic_jobs makes it once across processes). */
const RETENTION: PeriodicJob = {
  name: "analytics retention",
  intervalMs: 6 * 3_600_000,
  run: async (db) => {
    await sweepOldEvents(db, { retentionDays: env().ANALYTICS_RETENTION_DAYS });
  },
};

/** Inside the server process: every minute, runs whichever of the reports' jobs is due. */
const worker = periodicWorker(
  "reports",
  () => 60_000,
  async () => {
    const db = await getDb();
    await runPeriodicJob(db, RETENTION);
  },
  (err) => redact(err.message ?? String(err)),
);

export const startReportsWorker = worker.start;
