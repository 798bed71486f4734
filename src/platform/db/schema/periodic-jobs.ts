import { pgTable, text, timestamp } from "drizzle-orm/pg-core";

/**
 * Named jobs that run on a schedule (a stock feed's import, saved-search alerts), shared by every server process of
 * a deployment: one row a job, claimed by the one process that runs it, so it runs once per interval and never twice
 * at once however many processes tick (platform/outbox/periodic-jobs.db.ts).
 */
export const periodicJobs = pgTable("periodic_jobs", {
  name: text("name").primaryKey(),
  /** The next run is due from here; a claim moves it one interval on. */
  nextRunAt: timestamp("next_run_at", { withTimezone: true }).notNull(),
  /** While a run is under way, the end of its worker's lease (renewed as it runs); null between runs. */
  leasedUntil: timestamp("leased_until", { withTimezone: true }),
  lastRunAt: timestamp("last_run_at", { withTimezone: true }),
});
