import type { Result } from "@/domain/result";

/**
 * What a lead submission answers, in the domain's words. The route and the server action decide
 * what each answer means for HTTP or for the form (leadErrorHttp, and the action's own mapping).
 */
type LeadSubmitted =
  /** `successToken`: the signed, single-use proof the success page needs to count this lead (successPath). */
  | { status: "stored"; leadId: number; category: string; eventId: number; successToken: string }
  /** The multi-step form's earlier step passed its own checks: show the next one. */
  | { status: "next-step"; step: number; values: Record<string, string> };

export type LeadErrorCode =
  /** A field breaks the form's rules (or names a place the site does not have). */
  | "invalid"
  /** The submission is not one of our forms' shapes: an unknown form or step, a car id that is no number. */
  | "malformed"
  /** It names a car or offer this site does not have (or no longer has). */
  | "not_found"
  /** A field is not text (a file). */
  | "not_text"
  | "too_large"
  /** The spam check failed (a filled honeypot, a wrong proof of work). */
  | "spam"
  | "rate_limited";

export interface LeadError {
  code: LeadErrorCode;
  message: string;
  /** field -> message, for every code about the shopper's fields; absent for spam and rate limits. */
  fields?: Record<string, string>;
}

export type LeadOutcome = Result<LeadSubmitted, LeadError>;

/** An error about fields, its message naming them. */
export function fieldsError(code: "invalid" | "malformed" | "not_found", fields: Record<string, string>): LeadError {
  return { code, message: `Invalid ${Object.keys(fields).join(", ")}`, fields };
}

const HTTP: Record<LeadErrorCode, { status: 400 | 403 | 404 | 413 | 422 | 429; code: string }> = {
  invalid: { status: 422, code: "invalid_fields" },
  malformed: { status: 400, code: "invalid_fields" },
  not_found: { status: 404, code: "invalid_fields" },
  not_text: { status: 400, code: "not_text" },
  too_large: { status: 413, code: "too_large" },
  spam: { status: 403, code: "spam_check" },
  rate_limited: { status: 429, code: "rate_limited" },
};

/** The HTTP status and the JSON error code (DESIGN.md 'JSON errors') of a refused lead. */
export function leadErrorHttp(code: LeadErrorCode) {
  return HTTP[code];
}
