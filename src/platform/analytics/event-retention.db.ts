import { inArray, lt } from "drizzle-orm";
import type { Database } from "@/platform/db/client";
import { analyticsEvents, phoneReveals } from "@/platform/db/schema";

const DAY_MS = 86_400_000;
/** Rows deleted per statement: a sweep after a long pause never holds one huge delete (and its locks) at once. */
const BATCH = 5_000;

/**
 * Deletes raw analytics events and phone reveals older than the retention period (days before `now`), a batch at a
 * time, and tells how many went. Leads, reservations and trade-ins are the dealer's records, not events: they stay.
 */
export async function sweepOldEvents(db: Database, options: { retentionDays: number; now?: Date }): Promise<number> {
  const cutoff = new Date((options.now ?? new Date()).getTime() - options.retentionDays * DAY_MS);
  let deleted = 0;
  for (const table of [analyticsEvents, phoneReveals]) {
    for (;;) {
      const batch = db.select({ id: table.id }).from(table).where(lt(table.createdAt, cutoff)).limit(BATCH);
      const gone = await db.delete(table).where(inArray(table.id, batch)).returning({ id: table.id });
      deleted += gone.length;
      if (gone.length < BATCH) break;
    }
  }
  return deleted;
}
