import "server-only";
import type { Database } from "@/platform/db/client";
import { getDb } from "@/platform/db/db.server";
import { drainOutbox } from "./due-jobs.db";
import { runPeriodicJob, type PeriodicJob } from "./periodic-jobs.db";
import { redact } from "./outbox-rules";
import { periodicWorker, type PeriodicWorker } from "./periodic-worker";

/**
 * An outbox's worker inside the server process: every `intervalMs` and whenever nudged (right after a job is
 * stored), it works the outbox until no full batch is left. Jobs are claimed with a lease, so several server
 * processes (or a CLI run) can work the same outbox without running a job twice.
 */
export function outboxWorker<Run extends { [K in keyof Run]: number }>(
  name: string,
  intervalMs: () => number,
  work: (db: Database) => Promise<Run>,
): PeriodicWorker {
  return periodicWorker(
    name,
    intervalMs,
    async () => {
      const db = await getDb();
      await drainOutbox(() => work(db));
    },
    (err) => redact(err.message ?? String(err)),
  );
}

/**
 * A named periodic job's worker in the server process (a stock feed's import, saved-search alerts): it looks a tenth
 * of an interval apart (at least a second) and runs the job when it is due and no other process is running it
 * (periodic-jobs.db.ts), so it runs once per interval across every process of a deployment.
 */
export function periodicJobWorker(job: PeriodicJob): PeriodicWorker {
  return periodicWorker(
    job.name,
    () => Math.max(1_000, job.intervalMs / 10),
    async () => {
      await runPeriodicJob(await getDb(), job);
    },
    (err) => redact(err.message ?? String(err)),
  );
}
