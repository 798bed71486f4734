import { z } from "zod";
import { checkbox, contactFields } from "@/features/leads/enquiry-schema";
import type { FieldSpec } from "@/features/leads/lead-form-state";
import { consentFieldSpecs, contactFieldSpecs, dealershipSelect, locationSelect, messageField } from "./field-parts";
import { answers, contactLead, defineLeadForm, yesNo, NO_FINANCE_TRADE_OR_REGO } from "./form-definition";
import type { LeadFormRules } from "./form-kinds";
import { carId, consent, dealershipSlug, locationSlug, optionalText } from "./schema-parts";

/** The multi-step test-drive form: when, then who. */
export const TEST_DRIVE_TERMS_MESSAGE = "Please accept the test drive terms";
/** Each step validates its own fields; the last one submits (and checks every step again). */
export const TEST_DRIVE_STEPS: readonly (readonly string[])[] = [
  ["location", "dealership_slug", "dateTime", "message"],
  ["name", "email", "phone", "opt_in", "terms_conditions", "terms_agreed"],
];

function testDriveSchema(rules: LeadFormRules) {
  const schema = z.strictObject({
    ...contactFields,
    location: locationSlug(rules.locationRequired),
    dealership_slug: dealershipSlug(rules.dealershipRequired),
    // "YYYY-MM-DDTHH:MM" in the site's time zone; the server checks it is one of the offered slots.
    dateTime: z
      .string()
      .trim()
      .regex(/^(\d{4}-\d{2}-\d{2}T\d{2}:\d{2})?$/, "Please choose a time from the list")
      .optional(),
    message: optionalText(5000),
    car_id: carId.optional(),
    ...consent,
  });
  // Only when the dealer has its own disclaimer: otherwise terms_agreed is an unknown field, like any other.
  return rules.testDriveTerms
    ? schema.extend({ terms_agreed: checkbox(false).refine((v) => v, TEST_DRIVE_TERMS_MESSAGE) })
    : schema;
}

export const testDriveForm = defineLeadForm({
  kind: "test-drive",
  submitLabel: "Book test drive",
  asks: { location: "without-car", dealership: true, disclaimer: true, slots: true },
  stepFields: TEST_DRIVE_STEPS,
  stepTitles: ["When", "Your details"],
  schema: testDriveSchema,
  fields: (c) => [
    [
      ...locationSelect(c, "location", c.rules.locationRequired),
      ...dealershipSelect(c),
      {
        kind: "select",
        name: "dateTime",
        label: "Preferred date and time (optional)",
        required: false,
        options: [],
        placeholder: "Any time: we'll call you to arrange it",
      },
      messageField(false, "Anything we should know"),
    ],
    [
      ...contactFieldSpecs,
      ...consentFieldSpecs,
      ...(c.rules.testDriveTerms && c.testDriveDisclaimer
        ? [{ kind: "disclaimer-terms", name: "terms_agreed", text: c.testDriveDisclaimer } satisfies FieldSpec]
        : []),
    ],
  ],
  place: (v) => ({
    locationSlug: v.location || undefined,
    dealershipSlug: v.dealership_slug || undefined,
    slot: v.dateTime || undefined,
  }),
  lead: (v, context) => ({
    category: "Test Drive",
    subcategory: null,
    ...contactLead(v),
    ...NO_FINANCE_TRADE_OR_REGO,
    answers: answers([
      ["Preferred test drive time", v.dateTime ? context.formatSlot(v.dateTime) : undefined],
      ["Accepted the test drive terms", "terms_agreed" in v ? yesNo(v.terms_agreed === true) : undefined],
    ]),
  }),
});
