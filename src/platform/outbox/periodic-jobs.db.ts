import { and, eq, isNull, lte, or } from "drizzle-orm";
import type { Database } from "@/platform/db/client";
import { periodicJobs } from "@/platform/db/schema";
import { Lease, type LeaseTiming } from "./lease.db";
import { RENEWED_LEASE } from "./outbox-rules";
import { workersStopping } from "./workers-stopping";

/** A named job on a schedule (a stock feed's import, saved-search alerts). */
export interface PeriodicJob {
  /** Its row in periodic_jobs: one schedule per name across every process. */
  name: string;
  intervalMs: number;
  run: (db: Database) => Promise<void>;
}

/**
 * Runs the job if it is due and no other worker is running it, and tells whether it ran. The claim is one statement
 * (insert the job's row, or move it on only where it is due and not leased), so of any number of workers ticking at
 * once exactly one gets it: that one moves the next run an interval on and holds the run with the outboxes' renewed
 * lease. A worker that crashed mid-run renews nothing, so the job is free again once its lease runs out (and due, as
 * its next run has come). A run that throws is not retried before its next interval. A process that is stopping its
 * workers claims no run.
 */
export async function runPeriodicJob(
  db: Database,
  job: PeriodicJob,
  options: { now?: Date; lease?: LeaseTiming } = {},
): Promise<boolean> {
  if (workersStopping()) return false;
  const now = options.now ?? new Date();
  const rows = {
    name: `periodic job ${job.name}`,
    table: periodicJobs,
    id: periodicJobs.name,
    until: periodicJobs.leasedUntil,
  };
  const lease = new Lease(db, rows, options.lease ?? RENEWED_LEASE, now);
  try {
    const claimed = await db
      .insert(periodicJobs)
      .values({ name: job.name, nextRunAt: new Date(now.getTime() + job.intervalMs), leasedUntil: lease.until })
      .onConflictDoUpdate({
        target: periodicJobs.name,
        set: { nextRunAt: new Date(now.getTime() + job.intervalMs), leasedUntil: lease.until },
        setWhere: and(
          lte(periodicJobs.nextRunAt, now),
          or(isNull(periodicJobs.leasedUntil), lte(periodicJobs.leasedUntil, now)),
        ),
      })
      .returning({ name: periodicJobs.name });
    if (claimed.length === 0) return false;
    lease.hold([job.name]);
    try {
      await job.run(db);
    } finally {
      lease.release(job.name);
      await lease.settled();
      // Free for the next interval; fenced on this worker's lease, so a run that lost it frees nothing of another's.
      await db
        .update(periodicJobs)
        .set({ leasedUntil: null, lastRunAt: now })
        .where(and(eq(periodicJobs.name, job.name), eq(periodicJobs.leasedUntil, lease.until)));
    }
    return true;
  } finally {
    lease.stop();
  }
}
