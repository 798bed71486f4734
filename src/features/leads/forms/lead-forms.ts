import { z } from "zod";
import type { FieldSpec } from "@/features/leads/lead-form-state";
import { customerFeedbackForm } from "./customer-feedback";
import { enquiryForm } from "./enquiry";
import type { FieldChoices } from "./field-parts";
import { financeForm } from "./finance";
import { fleetForm } from "./fleet";
import type { LeadFormDefinition } from "./form-definition";
import type { LeadFormKind, LeadFormRules } from "./form-kinds";
import { locationForm } from "./location";
import { makeAnOfferForm } from "./make-an-offer";
import { partsForm } from "./parts";
import { newCarQuoteForm } from "./new-car-quote";
import { requestPhotosForm } from "./request-photos";
import { testDriveForm } from "./test-drive";
import { fieldErrors } from "./schema-parts";
import { valuationForm } from "./valuation";

/**
 * Every lead form by kind: the one place that knows which forms exist. The mapped type makes a
 * missing form, or a form filed under another form's kind, a type error.
 */
export const LEAD_FORMS: { readonly [K in LeadFormKind]: LeadFormDefinition<K> } = {
  enquiry: enquiryForm,
  "test-drive": testDriveForm,
  "make-an-offer": makeAnOfferForm,
  "request-photos": requestPhotosForm,
  finance: financeForm,
  fleet: fleetForm,
  location: locationForm,
  valuation: valuationForm,
  parts: partsForm,
  "new-car-quote": newCarQuoteForm,
  "customer-feedback": customerFeedbackForm,
};

/** The form's schema under this page's rules: the browser validates with it, and the server again. */
export function leadFormSchema(kind: LeadFormKind, rules: LeadFormRules) {
  return LEAD_FORMS[kind].schema(rules);
}

/** The fields the form shows, in order, grouped in steps (one step except the multi-step test-drive form). */
export function leadFormSteps(kind: LeadFormKind, choices: FieldChoices): FieldSpec[][] {
  return LEAD_FORMS[kind].fields(choices);
}

/** Validates only the given step's fields (the rest are checked on the last step), ignoring the others. */
export function stepSchema(kind: LeadFormKind, rules: LeadFormRules, fields: readonly string[]) {
  const { shape } = leadFormSchema(kind, rules);
  return z.object(Object.fromEntries(fields.filter((f) => f in shape).map((f) => [f, shape[f]!])));
}

/**
 * The browser's check before sending: the current step's fields when the form has more steps to go
 * (the server checks every step again on the last), else the whole form. Field -> first message.
 */
export function browserCheck(
  kind: LeadFormKind,
  rules: LeadFormRules,
  values: Readonly<Record<string, string | undefined>>,
  stepFields: readonly string[] | null,
): Record<string, string> | null {
  const schema = stepFields ? stepSchema(kind, rules, stepFields) : leadFormSchema(kind, rules);
  const checked = schema.safeParse(values);
  return checked.success ? null : fieldErrors(checked.error);
}
