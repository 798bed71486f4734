import { z } from "zod";
import { contactFields, required } from "@/features/leads/enquiry-schema";
import { consentFieldSpecs, contactFieldSpecs, dealershipSelect, messageField, postcodeField } from "./field-parts";
import { answers, contactLead, defineLeadForm, NO_FINANCE_TRADE_OR_REGO } from "./form-definition";
import { choice, consent, dealershipSlug, optionalText, postcodeEntry } from "./schema-parts";

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
      postcode: postcodeEntry,
      model: required("Please choose a model", 120),
      interest: choice(INTERESTS, "Unknown enquiry").default("quote"),
      dealership_slug: dealershipSlug(rules.dealershipRequired),
      message: optionalText(5000),
      ...consent,
    }),
  fields: (c) => [
    [
      ...contactFieldSpecs,
      postcodeField,
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
