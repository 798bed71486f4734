import { z } from "zod";
import { contactFields } from "@/features/leads/enquiry-schema";
import { consentFieldSpecs, contactFieldSpecs, messageField } from "./field-parts";
import { answers, contactLead, defineLeadForm, NO_FINANCE_TRADE_OR_REGO } from "./form-definition";
import { carId, consent, optionalText } from "./schema-parts";

/** Request photos: the hidden field's default text. */
export const PHOTO_REQUEST_TEXT = "Please send me more photos of this vehicle.";

export const requestPhotosForm = defineLeadForm({
  kind: "request-photos",
  submitLabel: "Request photos",
  asks: {},
  hidden: { request: PHOTO_REQUEST_TEXT },
  schema: () =>
    z.strictObject({
      ...contactFields,
      request: z.literal(PHOTO_REQUEST_TEXT).default(PHOTO_REQUEST_TEXT),
      message: optionalText(5000),
      car_id: carId,
      ...consent,
    }),
  fields: () => [
    [...contactFieldSpecs, messageField(false, "Anything in particular you would like to see"), ...consentFieldSpecs],
  ],
  place: () => ({}),
  lead: (v) => ({
    category: "Vehicle Enquiry",
    subcategory: "Request Photos",
    ...contactLead(v),
    ...NO_FINANCE_TRADE_OR_REGO,
    answers: answers([["Request", v.request]]),
  }),
});
