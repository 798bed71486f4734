import { z } from "zod";
import { checkbox, postcodeSchema, required, termsField, text } from "@/features/leads/enquiry-schema";

/**
 * The field rules several lead forms share, so each form's definition reads as its own list of
 * fields. The form validates with them in the browser and the server validates again: one schema,
 * both sides (DESIGN.md 'validation').
 */
export const optionalText = (max: number) => text(max).optional();
export const carId = z.coerce.number({ error: "Unknown car" }).int("Unknown car").positive("Unknown car");
export const locationId = z.coerce
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
export const optionalWholeNumber = (label: string, max: number) =>
  z.preprocess((v) => (v === "" ? undefined : v), wholeNumber(label, max).optional());
export const choice = <T extends readonly [string, ...string[]]>(values: T, message: string) =>
  z.enum(values, { error: message });
/** The location select: required when the rules say (or when it is the form's point), else optional. */
export const locationSlug = (isRequired: boolean) =>
  isRequired ? required("Please choose a location", 100) : z.string().trim().max(100).optional();
export const dealershipSlug = (isRequired: boolean) =>
  isRequired ? required("Please choose your preferred dealership", 100) : z.string().trim().max(100).optional();
/** A required postcode: a missing one is worded as a wrong one, so the shopper sees one message either way. */
export const postcodeEntry = z
  .string({ error: "Invalid postcode. Please enter a 4-digit number." })
  .pipe(postcodeSchema);
export const consent = { opt_in: checkbox(true), terms_conditions: termsField };

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
