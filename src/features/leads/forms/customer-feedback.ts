import { z } from "zod";
import { checkbox, contactFields, isAustralianMobile, required, text } from "@/features/leads/enquiry-schema";
import { consentFieldSpecs, emailField, locationSelect, messageField, mobileField } from "./field-parts";
import { answers, defineLeadForm, NO_FINANCE_TRADE_OR_REGO, yesNo } from "./form-definition";
import { choice, consent, locationId } from "./schema-parts";

/** The ratings the survey offers, worst to best. */
const RATINGS = ["1", "2", "3", "4", "5"] as const;
const RATING_LABELS: Record<(typeof RATINGS)[number], string> = {
  "1": "1 - Very poor",
  "2": "2 - Poor",
  "3": "3 - Average",
  "4": "4 - Good",
  "5": "5 - Excellent",
};

/**
 * The customer feedback survey (/customer-feedback-survey, the
 * review feedback block's 'I had a bad experience'): stored and delivered like a lead. The customer names the
 * location they dealt with, rates it 1-5, says what went wrong and whether the dealer may contact them.
 */
export const customerFeedbackForm = defineLeadForm({
  kind: "customer-feedback",
  submitLabel: "Send feedback",
  asks: { location: "always" },
  schema: (rules) =>
    z.strictObject({
      // Every lead form's name and e-mail rules; the mobile is optional here, so it has its own.
      name: contactFields.name,
      email: contactFields.email,
      phone: text(20)
        .refine((v) => v === "" || isAustralianMobile(v), "Please enter a valid Australian mobile number")
        .optional(),
      location_id: rules.locationRequired ? locationId : locationId.optional(),
      rating: choice(RATINGS, "Please choose a rating from 1 to 5"),
      message: required("Please tell us what went wrong", 5000),
      contact_ok: checkbox(false),
      ...consent,
    }),
  fields: (c) => [
    [
      { kind: "text", name: "name", label: "Name", required: true, autoComplete: "name", maxLength: 100 },
      emailField,
      { ...mobileField, label: "Mobile (optional)", required: false },
      ...locationSelect(c, "location_id", c.rules.locationRequired),
      {
        kind: "radio",
        name: "rating",
        label: "How would you rate your experience?",
        required: true,
        options: RATINGS.map((r) => ({ value: r, label: RATING_LABELS[r] })),
      },
      messageField(true, "What went wrong?"),
      {
        kind: "checkbox",
        name: "contact_ok",
        label: "You may contact me about my feedback.",
        defaultChecked: true,
      },
      ...consentFieldSpecs,
    ],
  ],
  place: (v) => ({ locationId: v.location_id }),
  lead: (v) => ({
    category: "General Enquiry",
    subcategory: "Customer Feedback",
    customer: { name: v.name, lastName: null, email: v.email, phone: v.phone ?? "", postcode: null },
    message: v.message,
    optIn: v.opt_in,
    ...NO_FINANCE_TRADE_OR_REGO,
    answers: answers([
      ["Rating", `${v.rating} out of 5`],
      ["May we contact you", yesNo(v.contact_ok)],
    ]),
  }),
});
