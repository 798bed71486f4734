import { and, eq } from "drizzle-orm";
import type { Database } from "@/platform/db/client";
import { feedRunRows, feedRuns } from "@/platform/db/schema";
import { applyStaged } from "./feed-apply.db";
import { ProblemList } from "./problem-list";
import { runSource } from "./run-feed.db";

export type HeldDecision = "approve" | "discard";

/** Writes what was decided (the audit entry) in the decision's own transaction: it fails, nothing is decided. */
export type RecordDecision = (tx: Database, outcome: "approved" | "discarded") => Promise<void>;

/**
 * A person's decision on a held run: approve applies it exactly as it was staged (its listed problems kept), discard
 * leaves the stock as it is. Only a held run can be decided, once: the status moves first, so two clicks decide once.
 * The decision and its record are one transaction, so a run is never decided with no record of who decided it (nor
 * recorded as decided while still held); approving then applies the rows in their own short batches.
 * Returns "busy" when another run of the source is under way (approve then waits for it).
 */
export async function decideHeldRun(
  db: Database,
  runId: number,
  decision: HeldDecision,
  actorUserId: string | null,
  record: RecordDecision = async () => {},
): Promise<"approved" | "discarded" | "not-held" | "busy"> {
  const [run] = await db.select().from(feedRuns).where(eq(feedRuns.id, runId));
  if (!run || run.status !== "held") return "not-held";
  if (decision === "discard")
    return db.transaction(async (tx) => {
      const [done] = await tx
        .update(feedRuns)
        .set({ status: "discarded", finishedAt: new Date(), actorUserId })
        .where(and(eq(feedRuns.id, runId), eq(feedRuns.status, "held")))
        .returning({ id: feedRuns.id });
      if (!done) return "not-held";
      await tx.delete(feedRunRows).where(eq(feedRunRows.runId, runId));
      await record(tx, "discarded");
      return "discarded";
    });
  const taken = await db.transaction(async (tx) => {
    let row: { id: number } | undefined;
    try {
      // In a savepoint: the unique index refusing a second running run must not abort the whole transaction.
      [row] = await tx.transaction((sp) =>
        sp
          .update(feedRuns)
          .set({ status: "running", actorUserId })
          .where(and(eq(feedRuns.id, runId), eq(feedRuns.status, "held")))
          .returning({ id: feedRuns.id }),
      );
    } catch {
      return "busy" as const; // feed_runs_one_running_key: another run of the source is under way
    }
    if (!row) return "not-held" as const;
    await record(tx, "approved");
    return "taken" as const;
  });
  if (taken !== "taken") return taken;
  const source = (await runSource(db, run.sourceId))!;
  const problems = new ProblemList();
  for (const p of run.problems) problems.add(p);
  const applied = await applyStaged(db, source, runId, problems);
  await db
    .update(feedRuns)
    .set({
      status: "approved",
      finishedAt: new Date(),
      rowsAdded: applied.added,
      rowsUpdated: applied.updated,
      rowsUnchanged: applied.unchanged,
      rowsSold: applied.sold,
      rowsRejected: Math.max(run.rowsRejected, problems.rejectedRows),
      problems: problems.kept,
    })
    .where(eq(feedRuns.id, runId));
  return "approved";
}
