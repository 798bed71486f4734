/**
 * The lead forms' texts as shoppers see them (confirmations and failures), in a module without zod so the form's first load does not carry the validation libraries.
 */
export const TERMS_MESSAGE = "*You must agree to the terms of use before submitting.";
export const ERROR_LIST_HEADING = "Please fix the following errors:";
/** A failed enquiry submission. */
const SUBMIT_FAILURE = "An error occurred when submitting this form";
/** A failed multi-step form without error text (the spec's spelling, as shoppers see it). */
const UNEXPECTED_ERROR = "An unexpected error occured";
/** The failure text a form shows when the server gives none: the spec words it differently for the multi-step form. */
export function failureMessage(multiStep: boolean): string {
  return multiStep ? UNEXPECTED_ERROR : SUBMIT_FAILURE;
}
export const DEFAULT_CATEGORY = "General Enquiry";
export const SIMILAR_MESSAGE = "Can you please find me something similar?";
export const SIMILAR_SUBCATEGORY = "Find me something similar";
/** The spam check's honeypot: a field people never see or fill. */
export const HONEYPOT_FIELD = "website_url";
export const SPAM_CHECK_FAILED = "The spam check did not complete. Please try again.";
