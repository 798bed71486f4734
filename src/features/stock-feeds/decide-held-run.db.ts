import { and, eq } from "drizzle-orm";
import type { Database } from "@/platform/db/client";
import { feedRunRows, feedRuns } from "@/platform/db/schema";
import { applyStaged } from "./feed-apply.db";
import { ProblemList } from "./problem-list";
import { runSource } from "./run-feed.db";

export type HeldDecision = "approve" | "discard";

/**
 * A person's decision on a held run: approve applies it exactly as it was staged (its listed problems kept), discard
 * leaves the stock as it is. Only a held run can be decided, once: the status moves first, so two clicks decide once.
 * Returns "busy" when another run of the source is under way (approve then waits for it).
 */
export async function decideHeldRun(
  db: Database,
  runId: number,
  decision: HeldDecision,
  actorUserId: string | null,
): Promise<"approved" | "discarded" | "not-held" | "busy"> {
  const [run] = await db.select().from(feedRuns).where(eq(feedRuns.id, runId));
  if (!run || run.status !== "held") return "not-held";
  if (decision === "discard") {
    const [done] = await db
      .update(feedRuns)
      .set({ status: "discarded", finishedAt: new Date(), actorUserId })
      .where(and(eq(feedRuns.id, runId), eq(feedRuns.status, "held")))
      .returning({ id: feedRuns.id });
    if (!done) return "not-held";
    await db.delete(feedRunRows).where(eq(feedRunRows.runId, runId));
    return "discarded";
  }
  let taken: { id: number } | undefined;
  try {
    [taken] = await db
      .update(feedRuns)
      .set({ status: "running", actorUserId })
      .where(and(eq(feedRuns.id, runId), eq(feedRuns.status, "held")))
      .returning({ id: feedRuns.id });
  } catch {
    return "busy"; // feed_runs_one_running_key: another run of the source is under way
  }
  if (!taken) return "not-held";
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
