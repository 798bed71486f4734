import { z } from "zod";
import { contactFields, required } from "@/features/leads/enquiry-schema";
import { consentFieldSpecs, contactFieldSpecs, locationSelect, messageField } from "./field-parts";
import { answers, contactLead, defineLeadForm, NO_FINANCE_TRADE_OR_REGO } from "./form-definition";
import { consent, locationSlug, optionalText } from "./schema-parts";

/**
 * The parts order form (the parts collage says parts can be ordered online by
 * form). There is no parts catalogue: the shopper describes the part, the parts team quotes and orders.
 * Stored as a lead under the enquiry category 'Parts', so it reaches the dealer like any other lead.
 */
export const partsForm = defineLeadForm({
  kind: "parts",
  submitLabel: "Send parts order",
  asks: { location: "always" },
  schema: (rules) =>
    z.strictObject({
      ...contactFields,
      part: required("Please describe the part you need", 300),
      part_number: optionalText(60),
      vehicle: optionalText(120),
      location: locationSlug(rules.locationRequired),
      message: optionalText(5000),
      ...consent,
    }),
  fields: (c) => [
    [
      ...contactFieldSpecs,
      {
        kind: "text",
        name: "part",
        label: "Part description",
        required: true,
        maxLength: 300,
        autoComplete: "off",
        hint: "e.g. Front brake pads, or a tow bar",
      },
      {
        kind: "text",
        name: "part_number",
        label: "Part number (optional)",
        required: false,
        maxLength: 60,
        autoComplete: "off",
      },
      {
        kind: "text",
        name: "vehicle",
        label: "Vehicle (optional)",
        required: false,
        maxLength: 120,
        autoComplete: "off",
        hint: "Make, model and year, or the VIN",
      },
      ...locationSelect(c, "location", c.rules.locationRequired),
      messageField(false),
      ...consentFieldSpecs,
    ],
  ],
  place: (v) => ({ locationSlug: v.location || undefined }),
  lead: (v) => ({
    category: "Parts",
    subcategory: "Parts Order",
    ...contactLead(v),
    ...NO_FINANCE_TRADE_OR_REGO,
    answers: answers([
      ["Part", v.part],
      ["Part number", v.part_number],
      ["Vehicle", v.vehicle],
    ]),
  }),
});
