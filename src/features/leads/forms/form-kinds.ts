/**
 * The lead forms of the spec by name, and the per-page rules that switch their conditional fields
 * on. Free of zod, so a form's first load can name its kind without the validation libraries.
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
  "parts",
  "new-car-quote",
  "customer-feedback",
] as const;
export type LeadFormKind = (typeof LEAD_FORM_KINDS)[number];

/** The kind a submission names, or undefined for anything else (a made-up or missing form). */
export function leadFormKind(value: string | undefined): LeadFormKind | undefined {
  return LEAD_FORM_KINDS.find((kind) => kind === value);
}

export interface LeadFormRules {
  /** Message required unless the brand relaxes it (or the form's isMessageRequired is false). */
  messageRequired: boolean;
  /** The location select is required (location field on without a car, or a new car at some brands). */
  locationRequired: boolean;
  /** The preferred-dealership select is required (more than one dealership, and not removed). */
  dealershipRequired: boolean;
  /** The test-drive form asks to accept the dealer's own terms when a custom disclaimer exists. */
  testDriveTerms: boolean;
}
