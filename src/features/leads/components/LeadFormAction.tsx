"use client";

import { createContext, useContext, type ReactNode } from "react";
import type { LeadFormState } from "@/features/leads/lead-form-state";

/** The server action a lead form posts to. */
export type LeadFormAction = (previous: LeadFormState, formData: FormData) => Promise<LeadFormState>;

const LeadFormActionContext = createContext<LeadFormAction | null>(null);

/**
 * Hands every lead form below it the action it posts to. The action is composed above the features (a lead
 * can begin another feature's flow), so the site's layout provides it rather than the form importing it.
 */
export function LeadFormActionProvider({ action, children }: { action: LeadFormAction; children: ReactNode }) {
  return <LeadFormActionContext.Provider value={action}>{children}</LeadFormActionContext.Provider>;
}

/** The lead form's action; a form rendered outside the provider is a wiring mistake, so it fails loudly. */
export function useLeadFormAction(): LeadFormAction {
  const action = useContext(LeadFormActionContext);
  if (!action) throw new Error("a lead form needs a LeadFormActionProvider above it (the site's layout)");
  return action;
}
