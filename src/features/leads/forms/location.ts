import { z } from "zod";
import { contactFields, required } from "@/features/leads/enquiry-schema";
import { DEFAULT_CATEGORY } from "@/features/leads/lead-messages";
import { consentFieldSpecs, emailField, messageField, mobileField, postcodeField } from "./field-parts";
import { answers, contactLead, defineLeadForm, NO_FINANCE_TRADE_OR_REGO } from "./form-definition";
import { consent, locationId, optionalText, postcodeEntry } from "./schema-parts";

/**
 * The location and offer pages' form:
 * first and last name and a postcode, whose nearest location takes the lead unless the page names one.
 */
export const locationForm = defineLeadForm({
  kind: "location",
  submitLabel: "Send",
  asks: {},
  schema: () =>
    z.strictObject({
      ...contactFields,
      last_name: required("Please enter your last name", 100),
      postcode: postcodeEntry,
      location_id: locationId.optional(),
      dealership_slug: z.string().trim().max(100).optional(),
      offer_id: z
        .string()
        .regex(/^[1-9]\d{0,8}$/, "Unknown offer")
        .transform(Number)
        .optional(),
      message: optionalText(5000),
      ...consent,
    }),
  fields: () => [
    [
      { kind: "text", name: "name", label: "First Name", required: true, autoComplete: "given-name", maxLength: 100 },
      {
        kind: "text",
        name: "last_name",
        label: "Last Name",
        required: true,
        autoComplete: "family-name",
        maxLength: 100,
      },
      postcodeField,
      mobileField,
      emailField,
      messageField(false),
      ...consentFieldSpecs,
    ],
  ],
  place: (v) => ({
    locationId: v.location_id,
    postcode: v.postcode,
    dealershipSlug: v.dealership_slug || undefined,
    offerId: v.offer_id,
  }),
  lead: (v, context) => {
    const { customer, ...contact } = contactLead(v);
    return {
      category: DEFAULT_CATEGORY,
      subcategory: v.offer_id === undefined ? "Location Enquiry" : "Offer Enquiry",
      ...contact,
      customer: { ...customer, lastName: v.last_name, postcode: v.postcode },
      ...NO_FINANCE_TRADE_OR_REGO,
      answers: answers([["Special offer", context.offerName ?? undefined]]),
    };
  },
});
