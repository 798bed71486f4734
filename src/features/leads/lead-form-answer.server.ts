import "server-only";
import { redirect } from "next/navigation";
import { clientKey } from "@/platform/http/json-errors";
import { actionSite } from "@/platform/site/action-site.server";
import type { CurrentSite } from "@/platform/site/current-site.server";
import { currentShopper } from "@/features/accounts/index.server";
import { leadFormKind, type LeadFormKind } from "./forms/form-kinds";
import { LEAD_FORMS } from "./forms/lead-forms";
import { failureMessage } from "./lead-messages";
import { INITIAL_LEAD_FORM_STATE, formValues, type LeadFormState } from "./lead-form-state";
import { successPath } from "./lead-submission";
import { redact } from "./outbox-rules";
import type { LeadOutcome } from "./lead-result";
import { submitLead } from "./submit-lead.server";

/**
 * Where a shopper goes after a stored lead instead of the success page (null: the success page). Another
 * feature's flow can begin with a lead form; the action that composes both hands it in, so leads knows no flow.
 */
export type AfterStoredLead = (
  site: CurrentSite,
  lead: { kind: LeadFormKind | undefined; leadId: number; pageUrl: string },
) => Promise<string | null>;

/**
 * The answer to a lead form's post, with or without JavaScript: what the lead form's server action returns.
 * The site comes from the request's host (never from the form), like every other route.
 */
export async function answerLeadForm(
  previous: LeadFormState,
  formData: FormData,
  afterStored: AfterStoredLead,
): Promise<LeadFormState> {
  const attempt = (Number.isInteger(previous?.attempt) ? previous.attempt : 0) + 1;
  // A hand-made action request can carry any arguments; only a form is a form.
  if (!(formData instanceof FormData))
    return { ...INITIAL_LEAD_FORM_STATE, status: "failed", formError: failureMessage(false), attempt };
  const kind = leadFormKind(String(formData.get("form")));
  const failure = failureMessage(kind !== undefined && LEAD_FORMS[kind].stepFields !== undefined);
  const { pow_nonce: _solved, ...values } = formValues(formData); // a solved puzzle is never sent back to the page
  let outcome: LeadOutcome;
  let continueAt: string | null = null;
  try {
    const found = await actionSite();
    if (!found) return { ...previous, status: "failed", formError: failure, values, attempt };
    const { site, headers: h } = found;
    const pageUrl =
      typeof formData.get("page_url") === "string" && formData.get("page_url")
        ? String(formData.get("page_url"))
        : (h.get("referer") ?? "");
    outcome = await submitLead(site, formData.entries(), {
      pageUrl,
      userAgent: h.get("user-agent"),
      client: clientKey(h),
      userId: (await currentShopper(site))?.userId ?? null,
    });
    if (outcome.ok && outcome.value.status === "stored")
      continueAt = await afterStored(site, { kind, leadId: outcome.value.leadId, pageUrl });
  } catch (err) {
    console.error(`lead form submission failed: ${redact((err as Error).message ?? String(err))}`);
    return { ...previous, status: "failed", formError: failure, errors: {}, values, attempt };
  }
  if (!outcome.ok) {
    const { error } = outcome;
    // A spam check or rate limit is about the whole form (shown as one message); anything else names its fields.
    return error.code === "spam" || error.code === "rate_limited"
      ? { ...previous, status: "failed", errors: {}, formError: error.message, values, attempt }
      : { ...previous, status: "invalid", errors: error.fields ?? {}, formError: null, values, attempt };
  }
  const answer = outcome.value;
  if (answer.status === "next-step")
    return { status: "step", step: answer.step, errors: {}, formError: null, values, redirectTo: null, attempt };
  const to = continueAt ?? successPath(answer.successToken);
  // With JavaScript the form navigates itself; without, the server redirects. The success page reports the event.
  if (formData.get("js") === "1")
    return { ...previous, status: "sent", redirectTo: to, errors: {}, formError: null, values: {}, attempt };
  redirect(to);
}
