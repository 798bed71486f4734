import { ENQUIRY_CATEGORIES } from "./enquiry-schema";
import {
  AU_STATES,
  CONTACT_METHODS,
  FLEET_SIZES,
  YES_NO,
  type LeadFormKind,
  type LeadFormRules,
} from "./lead-form-schemas";
import type { FieldOption, FieldSpec } from "./lead-form-state";

/**
 * The fields each lead form shows, in order, grouped in steps (one step except the multi-step
 * test-drive form). Conditional fields follow the same rules the schema enforces.
 */
export interface FieldChoices {
  rules: LeadFormRules;
  /** Locations by slug (the enquiry and test-drive selects) ... */
  locations: FieldOption[];
  /** ... and by id (the valuation form's location_id). */
  locationIds: FieldOption[];
  dealerships: FieldOption[];
  testDriveDisclaimer: string | null;
}

const options = (values: readonly string[]): FieldOption[] => values.map((v) => ({ value: v, label: v }));

const contact: FieldSpec[] = [
  { kind: "text", name: "name", label: "Name", required: true, autoComplete: "name", maxLength: 100 },
  {
    kind: "text",
    name: "email",
    label: "E-mail",
    required: true,
    type: "email",
    autoComplete: "email",
    maxLength: 254,
  },
  {
    kind: "text",
    name: "phone",
    label: "Mobile",
    required: true,
    type: "tel",
    autoComplete: "tel",
    inputMode: "tel",
    maxLength: 20,
    hint: "An Australian mobile number, e.g. 0412 345 678",
  },
];
const consent: FieldSpec[] = [
  { kind: "checkbox", name: "opt_in", label: "Keep me up to date with news and offers.", defaultChecked: true },
  { kind: "terms", name: "terms_conditions" },
];
const message = (required: boolean, label = "Message"): FieldSpec => ({
  kind: "textarea",
  name: "message",
  label: required ? label : `${label} (optional)`,
  required,
  maxLength: 5000,
});

function locationSelect(c: FieldChoices, name: "location" | "location_id", required: boolean): FieldSpec[] {
  const list = name === "location" ? c.locations : c.locationIds;
  if (!required || list.length === 0) return [];
  return [{ kind: "select", name, label: "Location", required: true, options: list, placeholder: "Choose a location" }];
}
function dealershipSelect(c: FieldChoices): FieldSpec[] {
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

export function leadFormSteps(kind: LeadFormKind, c: FieldChoices): FieldSpec[][] {
  const r = c.rules;
  switch (kind) {
    case "enquiry":
      return [
        [
          {
            kind: "select",
            name: "category",
            label: "Category",
            required: true,
            options: options(ENQUIRY_CATEGORIES),
            placeholder: "Choose a category",
          },
          ...locationSelect(c, "location", r.locationRequired),
          ...dealershipSelect(c),
          ...contact,
          message(r.messageRequired),
          { kind: "text", name: "Rego", label: "Rego (optional)", required: false, maxLength: 10, autoComplete: "off" },
          { kind: "checkbox", name: "opt_in_finance", label: "I'm interested in finance.", defaultChecked: false },
          { kind: "checkbox", name: "opt_in_trade", label: "I have a trade in.", defaultChecked: false },
          ...consent,
        ],
      ];
    case "test-drive":
      return [
        [
          ...locationSelect(c, "location", r.locationRequired),
          ...dealershipSelect(c),
          {
            kind: "select",
            name: "dateTime",
            label: "Preferred date and time (optional)",
            required: false,
            options: [],
            placeholder: "Any time: we'll call you to arrange it",
          },
          message(false, "Anything we should know"),
        ],
        [
          ...contact,
          ...consent,
          ...(r.testDriveTerms && c.testDriveDisclaimer
            ? [{ kind: "disclaimer-terms", name: "terms_agreed", text: c.testDriveDisclaimer } as FieldSpec]
            : []),
        ],
      ];
    case "make-an-offer":
      return [
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
          ...contact,
          message(false),
          ...consent,
        ],
      ];
    case "request-photos":
      return [[...contact, message(false, "Anything in particular you would like to see"), ...consent]];
    case "finance":
      return [
        [
          ...contact,
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
          message(false),
          { kind: "checkbox", name: "opt_in_trade", label: "I have a trade in.", defaultChecked: false },
          ...consent,
        ],
      ];
    case "fleet":
      return [
        [
          {
            kind: "text",
            name: "company",
            label: "Company",
            required: true,
            autoComplete: "organization",
            maxLength: 120,
          },
          {
            kind: "select",
            name: "fleet_size",
            label: "Fleet size",
            required: true,
            options: options(FLEET_SIZES),
            placeholder: "Choose your fleet size",
          },
          ...dealershipSelect(c),
          ...contact,
          message(r.messageRequired),
          ...consent,
        ],
      ];
    case "location":
      return [
        [
          {
            kind: "text",
            name: "name",
            label: "First Name",
            required: true,
            autoComplete: "given-name",
            maxLength: 100,
          },
          {
            kind: "text",
            name: "last_name",
            label: "Last Name",
            required: true,
            autoComplete: "family-name",
            maxLength: 100,
          },
          {
            kind: "text",
            name: "postcode",
            label: "Postcode",
            required: true,
            inputMode: "numeric",
            autoComplete: "postal-code",
            maxLength: 4,
          },
          {
            kind: "text",
            name: "phone",
            label: "Mobile",
            required: true,
            type: "tel",
            autoComplete: "tel",
            inputMode: "tel",
            maxLength: 20,
          },
          {
            kind: "text",
            name: "email",
            label: "E-mail",
            required: true,
            type: "email",
            autoComplete: "email",
            maxLength: 254,
          },
          message(false),
          ...consent,
        ],
      ];
    case "valuation":
      return [
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
          ...locationSelect(c, "location_id", r.locationRequired),
          ...contact,
          {
            kind: "radio",
            name: "PreferredContactMethod",
            label: "Preferred contact method",
            required: true,
            options: options(CONTACT_METHODS),
            defaultValue: "Phone",
          },
          ...consent,
        ],
      ];
  }
}
