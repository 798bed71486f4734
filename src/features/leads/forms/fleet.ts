import { z } from "zod";
import { contactFields, required } from "@/features/leads/enquiry-schema";
import { consentFieldSpecs, contactFieldSpecs, dealershipSelect, messageField, options } from "./field-parts";
import { answers, contactLead, defineLeadForm, NO_FINANCE_TRADE_OR_REGO } from "./form-definition";
import { choice, consent, dealershipSlug, optionalText } from "./schema-parts";

const FLEET_SIZES = ["1-4", "5-9", "10-24", "25-49", "50+"] as const;

/** The fleet page's form: a business asking about several cars, never about one of the stock. */
export const fleetForm = defineLeadForm({
  kind: "fleet",
  submitLabel: "Get in touch",
  asks: { siteMessageRule: true, dealership: true },
  schema: (rules) =>
    z.strictObject({
      ...contactFields,
      company: required("Please enter your company name", 120),
      fleet_size: choice(FLEET_SIZES, "Please choose your fleet size"),
      dealership_slug: dealershipSlug(rules.dealershipRequired),
      message: rules.messageRequired ? required("Please enter a message", 5000) : optionalText(5000),
      ...consent,
    }),
  fields: (c) => [
    [
      { kind: "text", name: "company", label: "Company", required: true, autoComplete: "organization", maxLength: 120 },
      {
        kind: "select",
        name: "fleet_size",
        label: "Fleet size",
        required: true,
        options: options(FLEET_SIZES),
        placeholder: "Choose your fleet size",
      },
      ...dealershipSelect(c),
      ...contactFieldSpecs,
      messageField(c.rules.messageRequired),
      ...consentFieldSpecs,
    ],
  ],
  place: (v) => ({ dealershipSlug: v.dealership_slug || undefined }),
  lead: (v) => ({
    category: "Fleet",
    subcategory: null,
    ...contactLead(v),
    ...NO_FINANCE_TRADE_OR_REGO,
    answers: answers([
      ["Company", v.company],
      ["Fleet size", v.fleet_size],
    ]),
  }),
});
