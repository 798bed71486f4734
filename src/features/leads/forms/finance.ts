import { z } from "zod";
import { checkbox, contactFields } from "@/features/leads/enquiry-schema";
import { consentFieldSpecs, contactFieldSpecs, dealershipSelect, messageField } from "./field-parts";
import { answers, contactLead, defineLeadForm, dollars } from "./form-definition";
import { carId, consent, dealershipSlug, optionalText, optionalWholeNumber } from "./schema-parts";

/** The finance enquiry (the finance page's form, with or without a car). */
export const financeForm = defineLeadForm({
  kind: "finance",
  submitLabel: "Send finance enquiry",
  asks: { dealership: true },
  schema: (rules) =>
    z.strictObject({
      ...contactFields,
      vehiclePriceBudget: optionalWholeNumber("Vehicle price budget", 10_000_000),
      dealership_slug: dealershipSlug(rules.dealershipRequired),
      vehicle_condition: z.enum(["", "new", "used", "demo"], { error: "Please choose new, used or demo" }).optional(),
      message: optionalText(5000),
      car_id: carId.optional(),
      opt_in_trade: checkbox(false),
      ...consent,
    }),
  fields: (c) => [
    [
      ...contactFieldSpecs,
      {
        kind: "text",
        name: "vehiclePriceBudget",
        label: "Vehicle price budget (optional)",
        required: false,
        inputMode: "numeric",
        prefix: "$",
        maxLength: 12,
      },
      ...dealershipSelect(c),
      {
        kind: "select",
        name: "vehicle_condition",
        label: "Vehicle condition",
        required: false,
        options: [
          { value: "new", label: "New" },
          { value: "used", label: "Used" },
          { value: "demo", label: "Demo" },
        ],
        placeholder: "Any",
      },
      messageField(false),
      { kind: "checkbox", name: "opt_in_trade", label: "I have a trade in.", defaultChecked: false },
      ...consentFieldSpecs,
    ],
  ],
  place: (v) => ({ dealershipSlug: v.dealership_slug || undefined }),
  lead: (v) => ({
    category: "Finance Enquiry",
    subcategory: null,
    ...contactLead(v),
    optInFinance: false,
    optInTrade: v.opt_in_trade,
    tradeIn: null,
    rego: null,
    regoState: null,
    answers: answers([
      ["Vehicle price budget", dollars(v.vehiclePriceBudget)],
      ["Vehicle condition", v.vehicle_condition],
    ]),
  }),
});
