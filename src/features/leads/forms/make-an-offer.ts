import { z } from "zod";
import { contactFields, offerAmountSchema } from "@/features/leads/enquiry-schema";
import { consentFieldSpecs, contactFieldSpecs, messageField } from "./field-parts";
import { answers, contactLead, defineLeadForm, dollars, NO_FINANCE_TRADE_OR_REGO } from "./form-definition";
import { carId, consent, optionalText } from "./schema-parts";

/** Make an offer on a car: the car decides where it goes. */
export const makeAnOfferForm = defineLeadForm({
  kind: "make-an-offer",
  submitLabel: "Send my offer",
  asks: {},
  schema: () =>
    z.strictObject({
      ...contactFields,
      offer_from_client: offerAmountSchema,
      message: optionalText(5000),
      car_id: carId,
      ...consent,
    }),
  fields: () => [
    [
      {
        kind: "text",
        name: "offer_from_client",
        label: "Your offer",
        required: true,
        inputMode: "decimal",
        prefix: "$",
        maxLength: 15,
        autoComplete: "off",
      },
      ...contactFieldSpecs,
      messageField(false),
      ...consentFieldSpecs,
    ],
  ],
  place: () => ({}),
  lead: (v) => ({
    category: "Vehicle Enquiry",
    subcategory: "Make an Offer",
    ...contactLead(v),
    ...NO_FINANCE_TRADE_OR_REGO,
    answers: answers([["Offer", dollars(v.offer_from_client)]]),
  }),
});
