import { and, eq } from "drizzle-orm";
import type { Database } from "@/platform/db/client";
import { leads, tradeInFlows } from "@/platform/db/schema";
import type { LeadRecord } from "@/domain/lead-types";
import { queueDealerDeliveries } from "@/features/leads/index.server";
import { leadAtStep, type FlowFacts } from "./trade-in-lead";

/**
 * The trade-in flow's storage. The first step stores a lead (the lead form); each later step changes the
 * flow and rewrites that lead's snapshot in one transaction, with the dealer's delivery for a milestone
 * (offer made, appraisal asked for, offer accepted) queued in the same transaction.
 */
type FlowRow = typeof tradeInFlows.$inferSelect;
export interface Flow extends FlowRow {
  lead: { snapshot: Omit<LeadRecord, "id" | "createdAt">; vehicleId: number | null; createdAt: Date };
}

/** Starts the flow of a just-stored lead; a repeat (a resent form) changes nothing. */
export async function startFlow(db: Database, siteId: number, leadId: number): Promise<void> {
  await db.insert(tradeInFlows).values({ leadId, siteId }).onConflictDoNothing();
}

export async function loadFlow(db: Database, siteId: number, leadId: number): Promise<Flow | null> {
  const [row] = await db
    .select({ flow: tradeInFlows, snapshot: leads.snapshot, vehicleId: leads.vehicleId, createdAt: leads.createdAt })
    .from(tradeInFlows)
    .innerJoin(leads, eq(leads.id, tradeInFlows.leadId))
    .where(and(eq(tradeInFlows.leadId, leadId), eq(tradeInFlows.siteId, siteId)));
  return row
    ? { ...row.flow, lead: { snapshot: row.snapshot, vehicleId: row.vehicleId, createdAt: row.createdAt } }
    : null;
}

export type FlowChange = Partial<
  Pick<FlowRow, "state" | "rego" | "regoState" | "lookup" | "pick" | "vehicle" | "km" | "answers" | "offer">
> & { appraisalReason?: string | null; savedAt?: Date; acceptedAt?: Date };

export interface StepOptions {
  /** The milestone this step hands to the dealer, if any. */
  stage?: "offer" | "appraisal" | "accepted";
  webhook?: { url: string; secretEnv: string } | null;
  now?: Date;
}

/**
 * One step: `decide` sees the flow as it is now (locked, so two tabs cannot both move it) and returns
 * the change, or null to refuse it (the flow has moved on). Returns the flow after the change, or null.
 */
export async function changeFlow(
  db: Database,
  siteId: number,
  leadId: number,
  decide: (flow: Flow) => FlowChange | null,
  options: StepOptions = {},
): Promise<Flow | null> {
  const now = options.now ?? new Date();
  return db.transaction(async (tx) => {
    const [row] = await tx
      .select({ flow: tradeInFlows, snapshot: leads.snapshot, vehicleId: leads.vehicleId, createdAt: leads.createdAt })
      .from(tradeInFlows)
      .innerJoin(leads, eq(leads.id, tradeInFlows.leadId))
      .where(and(eq(tradeInFlows.leadId, leadId), eq(tradeInFlows.siteId, siteId)))
      .for("update", { of: tradeInFlows });
    if (!row) return null;
    const flow: Flow = {
      ...row.flow,
      lead: { snapshot: row.snapshot, vehicleId: row.vehicleId, createdAt: row.createdAt },
    };
    const change = decide(flow);
    if (!change) return null;
    const next: FlowRow = { ...row.flow, ...change, updatedAt: now };
    const facts: FlowFacts = {
      state: next.state,
      rego: next.rego,
      regoState: next.regoState,
      vehicle: next.vehicle,
      km: next.km,
      answers: next.answers,
      offer: next.offer,
      appraisalReason: next.appraisalReason,
    };
    const snapshot = leadAtStep(row.snapshot, facts);
    await tx
      .update(tradeInFlows)
      .set({ ...change, updatedAt: now })
      .where(eq(tradeInFlows.leadId, leadId));
    await tx.update(leads).set({ snapshot, subcategory: snapshot.subcategory }).where(eq(leads.id, leadId));
    if (options.stage)
      await queueDealerDeliveries(tx, leadId, options.stage, snapshot.dealership.leadEmail, options.webhook);
    return { ...next, lead: { ...flow.lead, snapshot } };
  });
}
