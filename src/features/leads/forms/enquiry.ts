import { z } from "zod";
import {
  checkbox,
  contactFields,
  ENQUIRY_CATEGORIES,
  normaliseCategory,
  required,
  termsField,
  text,
} from "@/features/leads/enquiry-schema";
import { DEFAULT_CATEGORY, SIMILAR_SUBCATEGORY } from "@/features/leads/lead-messages";
import {
  consentFieldSpecs,
  contactFieldSpecs,
  dealershipSelect,
  locationSelect,
  messageField,
  options,
} from "./field-parts";
import { answers, contactLead, defineLeadForm } from "./form-definition";
import type { LeadFormRules } from "./form-kinds";

/** The enquiry form. */
export function enquirySchema(rules: Omit<LeadFormRules, "testDriveTerms">) {
  return z
    .object({
      category: z.enum(ENQUIRY_CATEGORIES, { error: "Please choose a category" }).default(DEFAULT_CATEGORY),
      subcategory: text(100).optional(),
      ...contactFields,
      message: rules.messageRequired ? required("Please enter a message", 5000) : text(5000).optional(),
      location: rules.locationRequired ? required("Please choose a location", 100) : z.string().trim().optional(),
      dealership_slug: rules.dealershipRequired
        ? required("Please choose your preferred dealership", 100)
        : z.string().trim().optional(),
      opt_in: checkbox(true),
      opt_in_finance: checkbox(false),
      opt_in_trade: checkbox(false),
      Rego: z
        .string()
        .trim()
        .max(10, "must be at most 10 characters")
        .regex(/^[A-Za-z0-9 ]*$/, "Please enter a valid registration")
        .optional(),
      terms_conditions: termsField,
      car_id: z.coerce.number().int().positive().optional(),
    })
    .strict();
}

export const enquiryForm = defineLeadForm({
  kind: "enquiry",
  submitLabel: "Send enquiry",
  asks: { siteMessageRule: true, location: "enquiry", dealership: true },
  takesSubcategory: true,
  schema: enquirySchema,
  fields: (c) => [
    [
      {
        kind: "select",
        name: "category",
        label: "Category",
        required: true,
        options: options(ENQUIRY_CATEGORIES),
        placeholder: "Choose a category",
      },
      ...locationSelect(c, "location", c.rules.locationRequired),
      ...dealershipSelect(c),
      ...contactFieldSpecs,
      messageField(c.rules.messageRequired),
      { kind: "text", name: "Rego", label: "Rego (optional)", required: false, maxLength: 10, autoComplete: "off" },
      { kind: "checkbox", name: "opt_in_finance", label: "I'm interested in finance.", defaultChecked: false },
      { kind: "checkbox", name: "opt_in_trade", label: "I have a trade in.", defaultChecked: false },
      ...consentFieldSpecs,
    ],
  ],
  place: (v) => ({ locationSlug: v.location || undefined, dealershipSlug: v.dealership_slug || undefined }),
  lead: (v, context) => ({
    // Careers enquiries are re-categorised; a car that does not qualify asks for something similar.
    ...normaliseCategory(v.category, v.subcategory || (context.similarCar ? SIMILAR_SUBCATEGORY : null)),
    ...contactLead(v),
    optInFinance: v.opt_in_finance,
    optInTrade: v.opt_in_trade,
    tradeIn: null,
    rego: v.Rego || null,
    regoState: null,
    answers: answers([["Rego", v.Rego]]),
  }),
});
