import { parsePhoneNumberFromString } from "libphonenumber-js";

export const MOBILE_MESSAGE = "Enter an Australian mobile number, e.g. 0400 000 000.";

/**
 * What a written phone number is made of: digits, an international plus at its start, and the spaces, brackets,
 * dashes and dots people group digits with. The phone library finds a number inside any text ("call 0412 000 000
 * please"), so the field is checked for these characters first: a number is taken only when nothing else was typed.
 */
const WRITTEN_NUMBER = /^\+?[\d\s().-]+$/;

/**
 * A shopper signs in with an Australian mobile number (the code goes to it by SMS). Accepts the ways people write one
 * (0400 000 000, +61 400 000 000, 61400000000) and gives it in E.164 (+61400000000), the one form accounts are keyed
 * by; a landline, a foreign number, a number with words around it or anything else is refused.
 */
export function australianMobile(input: unknown): string | null {
  if (typeof input !== "string" || input.length > 40) return null;
  const written = input.trim();
  if (!WRITTEN_NUMBER.test(written)) return null;
  const parsed = parsePhoneNumberFromString(written, "AU");
  if (!parsed || parsed.countryCallingCode !== "61" || !parsed.isPossible()) return null;
  // Every Australian mobile is +61 4xx xxx xxx. Not checked against the ranges allocated so far: a number from a range
  // opened after the library's metadata was made must still be able to sign in.
  return /^\+614\d{8}$/.test(parsed.number) ? parsed.number : null;
}

/** How a number is shown back to its owner: 0400 000 001. */
export function localMobile(e164: string): string {
  const digits = e164.replace(/^\+61/, "0");
  return `${digits.slice(0, 4)} ${digits.slice(4, 7)} ${digits.slice(7)}`;
}
