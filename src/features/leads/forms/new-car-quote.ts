import { z } from "zod";
import { contactFields, postcodeSchema, required } from "@/features/leads/enquiry-schema";
import { consentFieldSpecs, contactFieldSpecs, dealershipSelect, messageField } from "./field-parts";
import { answers, contactLead, defineLeadForm, NO_FINANCE_TRADE_OR_REGO } from "./form-definition";
import { choice, consent, dealershipSlug, optionalText } from "./schema-parts";

/** What the shopper is asking about a new model: a price (the quote pages) or its accessories (the accessories page). */
const INTERESTS = ["quote", "accessories"] as const;

/**
 * The new-car quote form (/models/get-quote and each model page's quote form),
 * also the model's accessories enquiry. The model is one of the site's current models by name: the page offers them
 * (discontinued models are not quoted) and preselects the one it is about.
 */
export const newCarQuoteForm = defineLeadForm({
  kind: "new-car-quote",
  submitLabel: "Get my quote",
  asks: { dealership: true },
  hidden: { interest: "quote" },
  schema: (rules) =>
    z.strictObject({
      ...contactFields,
      postcode: z.string({ error: "Invalid postcode. Please enter a 4-digit number." }).pipe(postcodeSchema),
      model: required("Please choose a model", 120),
      interest: choice(INTERESTS, "Unknown enquiry").default("quote"),
      dealership_slug: dealershipSlug(rules.dealershipRequired),
      message: optionalText(5000),
      ...consent,
    }),
  fields: (c) => [
    [
      ...contactFieldSpecs,
      {
        kind: "text",
        name: "postcode",
        label: "Postcode",
        required: true,
        inputMode: "numeric",
        autoComplete: "postal-code",
        maxLength: 4,
      },
      {
        kind: "select",
        name: "model",
        label: "Model",
        required: true,
        options: c.models ?? [],
        placeholder: "Choose a model",
      },
      ...dealershipSelect(c),
      messageField(false),
      ...consentFieldSpecs,
    ],
  ],
  place: (v) => ({ postcode: v.postcode, dealershipSlug: v.dealership_slug || undefined }),
  lead: (v) => {
    const { customer, ...contact } = contactLead(v);
    const accessories = v.interest === "accessories";
    return {
      category: accessories ? "Parts" : "Vehicle Enquiry",
      subcategory: accessories ? "Accessories Enquiry" : "Quote Request",
      ...contact,
      customer: { ...customer, postcode: v.postcode },
      ...NO_FINANCE_TRADE_OR_REGO,
      answers: answers([["Model", v.model]]),
    };
  },
});
