"use server";
import "server-only";
import { notFound, redirect } from "next/navigation";
import { requireStaff } from "@/features/staff/index.server";
import { decideHeldRun } from "@/features/stock-feeds/index.server";
import { appendAudit } from "@/platform/db/audit-log.db";
import { getDb } from "@/platform/db/db.server";
import { feedPlace, idOf } from "./feed-place";
import { runOf } from "./runs.db";
import { sourceFor } from "./sources.db";

/**
 * Approve (apply exactly as staged) or discard a run the safety valve held. Only a member who may change the source's
 * feeds decides; a run of a source out of their scope answers as one that does not exist.
 */
export async function decideRunAction(form: FormData): Promise<void> {
  const who = feedPlace(await requireStaff());
  if (!who) notFound();
  const id = idOf(form.get("id"));
  const runId = idOf(form.get("runId"));
  const decision = form.get("decision");
  if (id === null || runId === null) notFound();
  const db = await getDb();
  const source = await sourceFor(db, who, who.siteIds, id, "update");
  if (!source || !(await runOf(db, id, runId))) notFound();
  if (decision !== "approve" && decision !== "discard") redirect(`/feeds/${id}/runs/${runId}?outcome=unknown`);
  // The audit entry is written in the decision's transaction: no decision without its record.
  const outcome = await decideHeldRun(db, runId, decision, who.userId, (tx, decided) =>
    appendAudit(tx, {
      groupId: source.groupId,
      siteId: source.siteId,
      actorId: who.userId,
      action: `feed-run.${decision}`,
      targetKind: "feed-run",
      targetId: String(runId),
      before: { status: "held" },
      after: { status: decided },
    }),
  );
  redirect(`/feeds/${id}/runs/${runId}?outcome=${outcome}`);
}
