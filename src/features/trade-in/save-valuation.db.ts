import { and, eq, isNull } from "drizzle-orm";
import type { Database } from "@/platform/db/client";
import { leads, tradeInFlows } from "@/platform/db/schema";
import { valuationRefusal, type ValuationRefusal, type ValuationToSave } from "./save-valuation-rules";

export type SaveValuationResult = ValuationRefusal | { kind: "saved"; savedAt: Date };

/**
 * Saves the valuation of this device's flow (the lead its cookie names, on this site), or refuses it and writes
 * nothing (save-valuation-rules.ts: not this flow's, not the server's figures, or expired). The flow is read under a
 * row lock, so a new offer made at the same moment cannot slip between the check and the write. A signed-in
 * shopper's saved valuation joins their garage (the lead is tied to their account, unless it already is).
 */
export async function saveValuation(
  db: Database,
  input: {
    siteId: number;
    /** The lead of the flow this device's cookie names, if any. */
    deviceLeadId: number | null;
    valuation: ValuationToSave;
    userId: string | null;
    now: Date;
    timeZone: string;
  },
): Promise<SaveValuationResult> {
  const { siteId, deviceLeadId, valuation, userId, now } = input;
  return db.transaction(async (tx) => {
    const [flow] =
      deviceLeadId === null
        ? []
        : await tx
            .select({ leadId: tradeInFlows.leadId, offer: tradeInFlows.offer })
            .from(tradeInFlows)
            .where(and(eq(tradeInFlows.leadId, deviceLeadId), eq(tradeInFlows.siteId, siteId)))
            .for("update");
    const refusal = valuationRefusal(flow ?? null, valuation, now, input.timeZone);
    if (refusal) return refusal;
    await tx
      .update(tradeInFlows)
      .set({ savedAt: now })
      .where(and(eq(tradeInFlows.leadId, flow!.leadId), eq(tradeInFlows.siteId, siteId)));
    if (userId)
      await tx
        .update(leads)
        .set({ userId })
        .where(and(eq(leads.id, flow!.leadId), eq(leads.siteId, siteId), isNull(leads.userId)));
    return { kind: "saved" as const, savedAt: now };
  });
}
