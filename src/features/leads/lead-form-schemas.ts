import { z } from "zod";
import {
  checkbox,
  contactFields,
  enquirySchema,
  offerAmountSchema,
  postcodeSchema,
  required,
  termsField,
  text,
  type EnquiryRules,
} from "./enquiry-schema";

/**
 * Every lead form of the spec as one zod schema per form, built from the same field rules. The
 * form validates with it in the browser and the server action validates with it again: one
 * schema, both sides (DESIGN.md 'validation').
 */
export const LEAD_FORM_KINDS = [
  "enquiry",
  "test-drive",
  "make-an-offer",
  "request-photos",
  "finance",
  "fleet",
  "location",
  "valuation",
] as const;
export type LeadFormKind = (typeof LEAD_FORM_KINDS)[number];

export interface LeadFormRules extends EnquiryRules {
  /** The test-drive form asks to accept the dealer's own terms when a custom disclaimer exists. */
  testDriveTerms: boolean;
}

/** Request photos: the hidden field's default text (search-watchlist-detail.md §5 'Forms'). */
export const PHOTO_REQUEST_TEXT = "Please send me more photos of this vehicle.";
export const TEST_DRIVE_TERMS_MESSAGE = "Please accept the test drive terms";
export const CONTACT_METHODS = ["Phone", "Email", "SMS"] as const;
export const YES_NO = ["Yes", "No"] as const;
export const FLEET_SIZES = ["1-4", "5-9", "10-24", "25-49", "50+"] as const;
export const AU_STATES = ["ACT", "NSW", "NT", "QLD", "SA", "TAS", "VIC", "WA"] as const;

const optionalText = (max: number) => text(max).optional();
const carId = z.coerce.number({ error: "Unknown car" }).int("Unknown car").positive("Unknown car");
const locationId = z.coerce
  .number({ error: "Please choose a location" })
  .int("Please choose a location")
  .positive("Please choose a location");
const wholeNumber = (label: string, max: number) =>
  z.preprocess(
    (v) => (typeof v === "string" ? v.replace(/[,\s]/g, "") : v),
    z
      .string({ error: `Please enter ${label} as a whole number` })
      .regex(/^\d{1,9}$/, `Please enter ${label} as a whole number`)
      .transform(Number)
      .pipe(z.number().max(max, `${label} must be at most ${max.toLocaleString("en-AU")}`)),
  );
const optionalWholeNumber = (label: string, max: number) =>
  z.preprocess((v) => (v === "" ? undefined : v), wholeNumber(label, max).optional());
const choice = <T extends readonly [string, ...string[]]>(values: T, message: string) =>
  z.enum(values, { error: message });
/** The location select: required when the rules say (or when it is the form's point), else optional. */
const locationSlug = (isRequired: boolean) =>
  isRequired ? required("Please choose a location", 100) : z.string().trim().max(100).optional();
const dealershipSlug = (isRequired: boolean) =>
  isRequired ? required("Please choose your preferred dealership", 100) : z.string().trim().max(100).optional();

const consent = { opt_in: checkbox(true), terms_conditions: termsField };

function testDriveSchema(rules: LeadFormRules) {
  return z.strictObject({
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
    ...(rules.testDriveTerms ? { terms_agreed: checkbox(false).refine((v) => v, TEST_DRIVE_TERMS_MESSAGE) } : {}),
  });
}

export function leadFormSchema(kind: LeadFormKind, rules: LeadFormRules) {
  switch (kind) {
    case "enquiry":
      return enquirySchema(rules);
    case "test-drive":
      return testDriveSchema(rules);
    case "make-an-offer":
      return z.strictObject({
        ...contactFields,
        offer_from_client: offerAmountSchema,
        message: optionalText(5000),
        car_id: carId,
        ...consent,
      });
    case "request-photos":
      return z.strictObject({
        ...contactFields,
        request: z.literal(PHOTO_REQUEST_TEXT).default(PHOTO_REQUEST_TEXT),
        message: optionalText(5000),
        car_id: carId,
        ...consent,
      });
    case "finance":
      return z.strictObject({
        ...contactFields,
        vehiclePriceBudget: optionalWholeNumber("Vehicle price budget", 10_000_000),
        dealership_slug: dealershipSlug(rules.dealershipRequired),
        vehicle_condition: z.enum(["", "new", "used", "demo"], { error: "Please choose new, used or demo" }).optional(),
        message: optionalText(5000),
        car_id: carId.optional(),
        opt_in_trade: checkbox(false),
        ...consent,
      });
    case "fleet":
      return z.strictObject({
        ...contactFields,
        company: required("Please enter your company name", 120),
        fleet_size: choice(FLEET_SIZES, "Please choose your fleet size"),
        dealership_slug: dealershipSlug(rules.dealershipRequired),
        message: rules.messageRequired ? required("Please enter a message", 5000) : optionalText(5000),
        ...consent,
      });
    case "location":
      return z.strictObject({
        ...contactFields,
        last_name: required("Please enter your last name", 100),
        postcode: z.string({ error: "Invalid postcode. Please enter a 4-digit number." }).pipe(postcodeSchema),
        location_id: locationId.optional(),
        dealership_slug: z.string().trim().max(100).optional(),
        offer_id: z
          .string()
          .regex(/^[1-9]\d{0,8}$/, "Unknown offer")
          .transform(Number)
          .optional(),
        message: optionalText(5000),
        ...consent,
      });
    case "valuation":
      return z.strictObject({
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
      });
  }
}

/** The multi-step form's steps: each validates its own fields; the last one submits. */
export const TEST_DRIVE_STEPS: readonly (readonly string[])[] = [
  ["location", "dealership_slug", "dateTime", "message"],
  ["name", "email", "phone", "opt_in", "terms_conditions", "terms_agreed"],
];

/** Validates only the given step's fields (the rest are checked on the last step). */
export function stepSchema(kind: LeadFormKind, rules: LeadFormRules, fields: readonly string[]) {
  const schema = leadFormSchema(kind, rules) as z.ZodObject;
  const present = fields.filter((f) => f in schema.shape);
  return schema.pick(Object.fromEntries(present.map((f) => [f, true])) as Record<string, true>).strip();
}

/** Zod issues as field -> first message, in the order the fields appear. */
export function fieldErrors(error: z.ZodError): Record<string, string> {
  const errors: Record<string, string> = {};
  for (const issue of error.issues) {
    const key = issue.path.length ? issue.path.join(".") : "form";
    if (!(key in errors))
      errors[key] = issue.code === "unrecognized_keys" ? `Unknown field: ${issue.keys.join(", ")}` : issue.message;
  }
  return errors;
}
