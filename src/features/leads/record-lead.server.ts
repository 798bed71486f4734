import "server-only";
import type { Database } from "@/platform/db/client";
import { getDb } from "@/platform/db/db.server";
import { leadFromDraft, type LeadDraft } from "./lead-draft";
import { nudgeLeadWorker } from "./lead-worker.server";
import { storeLead } from "./outbox.db";

/**
 * Stores a lead with its defaults, its deliveries and its event, then wakes the delivery worker so the dealer's
 * e-mail leaves at once rather than at the worker's next round. Returns the lead's id.
 */
export async function recordLead(draft: LeadDraft, db?: Database): Promise<number> {
  const leadId = await storeLead(db ?? (await getDb()), leadFromDraft(draft));
  nudgeLeadWorker();
  return leadId;
}

/**
 * Stores a lead inside the caller's transaction (a reservation, a spin, a payment stored with it): the caller wakes
 * delivery with nudgeLeadDelivery once the transaction has committed, since the worker cannot see the lead before.
 */
export function recordLeadIn(tx: Database, draft: LeadDraft): Promise<number> {
  return storeLead(tx, leadFromDraft(draft));
}

export { nudgeLeadWorker as nudgeLeadDelivery };
