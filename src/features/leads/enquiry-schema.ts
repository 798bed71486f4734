import { parsePhoneNumberFromString } from "libphonenumber-js";
import { z } from "zod";
import { DEFAULT_CATEGORY, SIMILAR_MESSAGE, SIMILAR_SUBCATEGORY, TERMS_MESSAGE } from "./lead-messages";

/**
 * The field rules every lead form builds on and the enquiry's categories, event ids and car-context defaults. Each form's own schema is in
 * forms/. Texts in quotes are the spec's own.
 */

export const ENQUIRY_CATEGORIES = [
  "General Enquiry",
  "Vehicle Enquiry",
  "Finance Enquiry",
  "Test Drive",
  "Trade-In",
  "Service",
  "Parts",
  "Fleet",
  "Careers",
] as const;

/** An Australian mobile number (04xx xxx xxx or +61 4xx xxx xxx). */
export function isAustralianMobile(value: string): boolean {
  const phone = parsePhoneNumberFromString(value, "AU");
  return Boolean(phone && phone.country === "AU" && phone.isValid() && phone.getType() === "MOBILE");
}

export const text = (max: number) => z.string().trim().max(max, `must be at most ${max} characters`);
/** A required field: the same message whether it is missing or empty. */
export const required = (message: string, max: number) =>
  z.string({ error: message }).trim().min(1, message).max(max, `must be at most ${max} characters`);
export const checkbox = (fallback: boolean) =>
  z.preprocess(
    (v) =>
      v === undefined || v === null || v === "" ? fallback : v === true || v === "true" || v === "on" || v === "1",
    z.boolean(),
  );

/** Name, e-mail and mobile: the shared field set of every lead form. */
export const contactFields = {
  name: required("Please enter your name", 100),
  email: z
    .string({ error: "Please enter a valid e-mail address" })
    .trim()
    .max(254)
    .pipe(z.email({ error: "Please enter a valid e-mail address" })),
  phone: z
    .string({ error: "Please enter a valid Australian mobile number" })
    .trim()
    .max(20)
    .refine(isAustralianMobile, "Please enter a valid Australian mobile number"),
};
export const termsField = checkbox(false).refine((agreed) => agreed, TERMS_MESSAGE);

/** Careers enquiries are re-categorised to General Enquiry / Career Enquiry (and counted as event 51). */
export function normaliseCategory(
  category: string,
  subcategory: string | null,
): { category: string; subcategory: string | null } {
  return category === "Careers"
    ? { category: DEFAULT_CATEGORY, subcategory: "Career Enquiry" }
    : { category, subcategory };
}

/**
 * Analytics event ids: careers 51, fleet 19,
 * test drive 48 (17 for a car tagged 'Test Drive Only'), trade-in 18, call 25; an enquiry is 22 by
 * default, 17 for a 'Test Drive Only' car, 15 for a used car, 14 for any other car.
 */
export function leadEventId(lead: {
  category: string;
  subcategory?: string | null;
  car?: { carType: string; tag: string | null } | null;
}): number {
  const testDriveOnly = lead.car?.tag === "Test Drive Only";
  if (lead.subcategory === "Career Enquiry" || lead.category === "Careers") return 51;
  if (lead.category === "Fleet") return 19;
  if (lead.category === "Test Drive") return testDriveOnly ? 17 : 48;
  if (lead.category === "Trade-In") return 18;
  if (lead.category === "Call") return 25;
  if (!lead.car) return 22;
  if (testDriveOnly) return 17;
  return lead.car.carType === "used" ? 15 : 14;
}

/** The enquiry form's defaults in a car's context; a car that does not qualify asks for something similar. */
export function enquiryDefaults(
  car: {
    id: number;
    stocknum: string;
    make: string;
    model: string;
    carType: string;
    status: string;
    dealershipSlug: string;
    manufacturerSlug: string | null;
  },
  qualifies: boolean,
) {
  return {
    dealership_slug: car.dealershipSlug,
    manufacturer_slug: car.manufacturerSlug,
    stock_number: car.stocknum,
    "Vehicle Make": car.make,
    "Vehicle Model": car.model,
    car_type: car.carType,
    car_id: car.id,
    vehicle_status: car.status,
    opt_in: true,
    ...(qualifies ? {} : { message: SIMILAR_MESSAGE, subcategory: SIMILAR_SUBCATEGORY }),
  };
}

/** Location and offer lead forms: the postcode is exactly 4 digits. */
export const postcodeSchema = z
  .string()
  .trim()
  .regex(/^\d{4}$/, "Invalid postcode. Please enter a 4-digit number.");
/** Make an offer: offer_from_client is a required currency amount. */
export const offerAmountSchema = z.preprocess(
  // An empty box is a missing offer (same message), not a badly written one.
  (v) => (typeof v === "string" ? v.replace(/[$,\s]/g, "") || undefined : v),
  z
    .string({ error: "Please enter your offer" })
    .regex(/^\d{1,9}(\.\d{1,2})?$/, "Please enter your offer in dollars, e.g. 25000")
    .transform(Number),
);
