import { z } from "zod";
import { contactFields } from "@/features/leads/enquiry-schema";
import { consentFieldSpecs, contactFieldSpecs, locationSelect, options, postcodeField } from "./field-parts";
import { answers, contactLead, defineLeadForm } from "./form-definition";
import { carId, choice, consent, locationId, postcodeEntry } from "./schema-parts";
import { SUBCATEGORIES } from "@/domain/trade-in-types";

const CONTACT_METHODS = ["Phone", "Email", "SMS"] as const;
const YES_NO = ["Yes", "No"] as const;

/**
 * The trade-in flow's first step, its lead capture:
 * who the shopper is and how to reach them. The lead is
 * stored here, so a flow abandoned at any later step still reaches the dealer; the car, its condition and
 * the offer are the flow's later steps (features/trade-in), which rewrite this same lead.
 */
export const valuationForm = defineLeadForm({
  kind: "valuation",
  submitLabel: "Next: your car",
  asks: { location: "always" },
  completedLater: true,
  schema: (rules) =>
    z.strictObject({
      ...contactFields,
      postcode: postcodeEntry,
      PreferredContactMethod: choice(CONTACT_METHODS, "Please choose how we should contact you").default("Phone"),
      finance: choice(YES_NO, "Please say whether you would like finance"),
      location_id: rules.locationRequired ? locationId : locationId.optional(),
      car_id: carId.optional(), // the stock car it would be traded in towards (its Trade-In Valuation button)
      ...consent,
    }),
  fields: (c) => [
    [
      ...contactFieldSpecs,
      postcodeField,
      {
        kind: "radio",
        name: "PreferredContactMethod",
        label: "Preferred contact method",
        required: true,
        options: options(CONTACT_METHODS),
        defaultValue: "Phone",
      },
      {
        kind: "radio",
        name: "finance",
        label: "Would you like finance on your next car?",
        required: true,
        options: options(YES_NO),
      },
      ...locationSelect(c, "location_id", c.rules.locationRequired),
      ...consentFieldSpecs,
    ],
  ],
  place: (v) => ({ locationId: v.location_id, postcode: v.postcode }),
  lead: (v) => {
    const contact = contactLead(v);
    return {
      category: "Trade-In",
      subcategory: SUBCATEGORIES.lead,
      ...contact,
      customer: { ...contact.customer, postcode: v.postcode },
      optInFinance: v.finance === "Yes",
      optInTrade: true,
      tradeIn: { year: null, make: null, model: null, km: null, rego: null, regoState: null },
      rego: null,
      regoState: null,
      answers: answers([
        ["Preferred contact method", v.PreferredContactMethod],
        ["Would like finance", v.finance],
      ]),
    };
  },
});
