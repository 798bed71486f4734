import { and, eq, inArray, lte, type SQL } from "drizzle-orm";
import type { PgColumn, PgTable, PgUpdateSetSource } from "drizzle-orm/pg-core";
import type { SelectedFields } from "drizzle-orm/pg-core/query-builders/select.types";
import type { SelectResultFields } from "drizzle-orm/query-builders/select.types";
import type { Database } from "@/platform/db/client";
import { columnKey, Lease, type LeaseTiming } from "./lease.db";
import { RENEWED_LEASE } from "./outbox-rules";
import { workersStopping } from "./workers-stopping";

/**
 * An outbox (lead deliveries, text messages, deposit captures and releases): a table of jobs, each pending until it is
 * done or given up, and due from its `nextAttemptAt`. Every outbox is worked the same way: due jobs are claimed with a
 * renewed lease (so two workers, in one process or several, never run one job at once), each job's step runs only
 * while this worker still holds it, and the step itself records how the job went (done, or its next attempt).
 */
export interface Outbox<Fields extends SelectedFields, Outcome extends string> {
  /** Named in the log. */
  name: string;
  table: PgTable;
  id: PgColumn;
  status: PgColumn;
  nextAttemptAt: PgColumn;
  /** What is due besides being pending and past its next attempt (say, only the channels that can send now). */
  due?: SQL[];
  /** The columns a claimed job brings to its step. */
  fields: Fields;
  /** What a step can report, each counted in the run (every one present, zero when none). */
  outcomes: readonly Outcome[];
}

/** How many jobs one claim takes. */
const JOB_BATCH = 20;

export type Job<Fields extends SelectedFields> = SelectResultFields<Fields>;

/** Claims up to `limit` due jobs, hiding them from other workers until `until` (a lease's end). */
export async function claimDueJobs<Fields extends SelectedFields>(
  db: Database,
  outbox: Outbox<Fields, string>,
  now: Date,
  until: Date,
  limit: number,
): Promise<Job<Fields>[]> {
  const due = db
    .select({ id: outbox.id })
    .from(outbox.table)
    .where(and(eq(outbox.status, "pending"), lte(outbox.nextAttemptAt, now), ...(outbox.due ?? [])))
    .orderBy(outbox.nextAttemptAt)
    .limit(limit)
    .for("update", { skipLocked: true });
  const claimed = await db
    .update(outbox.table)
    .set({ [columnKey(outbox.table, outbox.nextAttemptAt)]: until } as PgUpdateSetSource<PgTable>)
    .where(inArray(outbox.id, due))
    .returning(outbox.fields);
  return claimed as Job<Fields>[];
}

/**
 * Runs the due jobs' steps, one at a time, each only while this worker still holds its lease (renewed during the step,
 * so a slow provider never lets a second worker start the same job). A worker that crashed renews nothing: its jobs
 * are due again once the lease runs out, about a minute later. A worker whose process is stopping (`stopping`) ends
 * its run after the step under way and hands back the jobs it claimed and did not start: they are due again at once,
 * for another process to take, not a lease later.
 */
export async function workDueJobs<Fields extends SelectedFields & { id: PgColumn }, Outcome extends string>(
  db: Database,
  outbox: Outbox<Fields, Outcome>,
  step: (job: Job<Fields>) => Promise<Outcome>,
  options: { now?: Date; limit?: number; lease?: LeaseTiming; stopping?: () => boolean } = {},
): Promise<Record<Outcome, number>> {
  const stopping = options.stopping ?? workersStopping;
  const now = options.now ?? new Date();
  const { name, table, id } = outbox;
  const rows = { name, table, id, until: outbox.nextAttemptAt, live: eq(outbox.status, "pending") };
  const lease = new Lease(db, rows, options.lease ?? RENEWED_LEASE, now);
  try {
    if (stopping()) return Object.fromEntries(outbox.outcomes.map((o) => [o, 0])) as Record<Outcome, number>;
    const claimed = await claimDueJobs(db, outbox, now, lease.until, options.limit ?? JOB_BATCH);
    const ids = claimed.map((job) => (job as { id: number }).id);
    lease.hold(ids);
    const run = Object.fromEntries(outbox.outcomes.map((o) => [o, 0])) as Record<Outcome, number>;
    for (const [i, job] of claimed.entries()) {
      if (stopping()) break;
      if (!(await lease.stillHolds(ids[i]!))) continue; // another worker took it over: it runs it
      const outcome = await step(job);
      lease.release(ids[i]!);
      run[outcome]++;
    }
    await lease.handBack(now);
    return run;
  } finally {
    lease.stop();
  }
}

/** Works an outbox until a run comes back short of a full batch (a full one means more may be due). */
export async function drainOutbox<Run extends { [K in keyof Run]: number }>(run: () => Promise<Run>): Promise<void> {
  for (;;) {
    if (workersStopping()) return;
    const counts: number[] = Object.values(await run());
    if (counts.reduce((a, b) => a + b, 0) < JOB_BATCH) return;
  }
}
