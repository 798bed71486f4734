import { z } from "zod";
import { contactFields, required, text } from "@/features/leads/enquiry-schema";
import { consentFieldSpecs, contactFieldSpecs, locationSelect, options } from "./field-parts";
import { answers, contactLead, defineLeadForm } from "./form-definition";
import { carId, choice, consent, locationId, wholeNumber } from "./schema-parts";

const CONTACT_METHODS = ["Phone", "Email", "SMS"] as const;
const YES_NO = ["Yes", "No"] as const;
export const AU_STATES = ["ACT", "NSW", "NT", "QLD", "SA", "TAS", "VIC", "WA"] as const;

/** The trade-in valuation request (dealer-configuration.md §5 'Offer and valuation'): the shopper's own car. */
export const valuationForm = defineLeadForm({
  kind: "valuation",
  submitLabel: "Request my valuation",
  asks: { location: "always" },
  schema: (rules) =>
    z.strictObject({
      ...contactFields,
      PreferredContactMethod: choice(CONTACT_METHODS, "Please choose how we should contact you").default("Phone"),
      finance: choice(YES_NO, "Please say whether you would like finance"),
      location_id: rules.locationRequired ? locationId : locationId.optional(),
      year: z.preprocess(
        (v) => (v === "" ? undefined : v),
        z.coerce
          .number({ error: "Please enter the year" })
          .int("Please enter the year")
          .min(1950, "Please enter a year from 1950")
          .max(new Date().getFullYear() + 1, "Please enter a real year"),
      ),
      make: required("Please enter the make", 60),
      model: required("Please enter the model", 60),
      kms: wholeNumber("Kilometres", 2_000_000),
      regoState: choice(AU_STATES, "Please choose the registration state"),
      rego: text(10)
        .regex(/^[A-Za-z0-9 ]*$/, "Please enter a valid registration")
        .optional(),
      car_id: carId.optional(), // the stock car it would be traded in towards (its Trade-In Valuation button)
      ...consent,
    }),
  fields: (c) => [
    [
      { kind: "text", name: "year", label: "Year", required: true, inputMode: "numeric", maxLength: 4 },
      { kind: "text", name: "make", label: "Make", required: true, maxLength: 60 },
      { kind: "text", name: "model", label: "Model", required: true, maxLength: 60 },
      { kind: "text", name: "kms", label: "Kilometres", required: true, inputMode: "numeric", maxLength: 9 },
      {
        kind: "select",
        name: "regoState",
        label: "Registration state",
        required: true,
        options: options(AU_STATES),
        placeholder: "Choose a state",
      },
      { kind: "text", name: "rego", label: "Rego (optional)", required: false, maxLength: 10, autoComplete: "off" },
      {
        kind: "radio",
        name: "finance",
        label: "Would you like finance on your next car?",
        required: true,
        options: options(YES_NO),
      },
      ...locationSelect(c, "location_id", c.rules.locationRequired),
      ...contactFieldSpecs,
      {
        kind: "radio",
        name: "PreferredContactMethod",
        label: "Preferred contact method",
        required: true,
        options: options(CONTACT_METHODS),
        defaultValue: "Phone",
      },
      ...consentFieldSpecs,
    ],
  ],
  place: (v) => ({ locationId: v.location_id }),
  lead: (v) => ({
    category: "Trade-In",
    subcategory: "Valuation Request",
    ...contactLead(v),
    optInFinance: false,
    optInTrade: false,
    tradeIn: {
      year: v.year,
      make: v.make,
      model: v.model,
      km: v.kms,
      rego: v.rego || null,
      regoState: v.regoState,
    },
    rego: v.rego || null,
    regoState: v.regoState,
    answers: answers([
      ["Preferred contact method", v.PreferredContactMethod],
      ["Would like finance", v.finance],
    ]),
  }),
});
