"use server";
import "server-only";
import { answerLeadForm } from "@/features/leads/lead-form-answer.server";
import type { LeadFormState } from "@/features/leads/lead-form-state";
import { beginTradeInFlow } from "@/features/trade-in/trade-in.server";

/**
 * The server action every lead form posts to. A valuation lead is the trade-in flow's first step: once stored,
 * the shopper goes on to their car, not to the success page.
 */
export async function sendLeadForm(previous: LeadFormState, formData: FormData): Promise<LeadFormState> {
  return answerLeadForm(previous, formData, async (site, lead) =>
    lead.kind === "valuation" ? beginTradeInFlow(site, lead.leadId, lead.pageUrl) : null,
  );
}
