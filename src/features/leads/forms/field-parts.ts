import type { FieldOption, FieldSpec } from "@/features/leads/lead-form-state";
import type { LeadFormRules } from "./form-kinds";

/**
 * The fields several lead forms show (contact, consent, message, the location and dealership
 * selects), so each form's definition lists its own fields in order. Conditional fields follow the
 * same rules the schema enforces.
 */
export interface FieldChoices {
  rules: LeadFormRules;
  /** Locations by slug (the enquiry and test-drive selects) ... */
  locations: FieldOption[];
  /** ... and by id (the valuation form's location_id). */
  locationIds: FieldOption[];
  dealerships: FieldOption[];
  testDriveDisclaimer: string | null;
  /** The site's models a quote can be for (the new-car quote form), by name. */
  models?: FieldOption[];
}

export const options = (values: readonly string[]): FieldOption[] => values.map((v) => ({ value: v, label: v }));

export const emailField = {
  kind: "text",
  name: "email",
  label: "E-mail",
  required: true,
  type: "email",
  autoComplete: "email",
  maxLength: 254,
} satisfies FieldSpec;
export const mobileField = {
  kind: "text",
  name: "phone",
  label: "Mobile",
  required: true,
  type: "tel",
  autoComplete: "tel",
  inputMode: "tel",
  maxLength: 20,
} satisfies FieldSpec;
export const contactFieldSpecs: FieldSpec[] = [
  { kind: "text", name: "name", label: "Name", required: true, autoComplete: "name", maxLength: 100 },
  emailField,
  { ...mobileField, hint: "An Australian mobile number, e.g. 0412 345 678" },
];
/** The shopper's postcode: four digits, whose nearest location takes the lead where none was chosen. */
export const postcodeField = {
  kind: "text",
  name: "postcode",
  label: "Postcode",
  required: true,
  inputMode: "numeric",
  autoComplete: "postal-code",
  maxLength: 4,
} satisfies FieldSpec;
export const consentFieldSpecs: FieldSpec[] = [
  { kind: "checkbox", name: "opt_in", label: "Keep me up to date with news and offers.", defaultChecked: true },
  { kind: "terms", name: "terms_conditions" },
];
export const messageField = (required: boolean, label = "Message"): FieldSpec => ({
  kind: "textarea",
  name: "message",
  label: required ? label : `${label} (optional)`,
  required,
  maxLength: 5000,
});

export function locationSelect(c: FieldChoices, name: "location" | "location_id", required: boolean): FieldSpec[] {
  const list = name === "location" ? c.locations : c.locationIds;
  if (!required || list.length === 0) return [];
  return [{ kind: "select", name, label: "Location", required: true, options: list, placeholder: "Choose a location" }];
}
export function dealershipSelect(c: FieldChoices): FieldSpec[] {
  return c.rules.dealershipRequired
    ? [
        {
          kind: "select",
          name: "dealership_slug",
          label: "Preferred dealership",
          required: true,
          options: c.dealerships,
          placeholder: "Choose a dealership",
        },
      ]
    : [];
}
