import { parsePhoneNumberFromString } from "libphonenumber-js/max";

export const MOBILE_MESSAGE = "Enter an Australian mobile number, e.g. 0400 000 000.";

/**
 * A shopper signs in with an Australian mobile number (the code goes to it by SMS). Accepts the ways people write one
 * (0400 000 000, +61 400 000 000, 61400000000) and gives it in E.164 (+61400000000), the one form accounts are keyed
 * by; a landline, a foreign number or anything else is refused.
 */
export function australianMobile(input: unknown): string | null {
  if (typeof input !== "string" || input.length > 40) return null;
  const parsed = parsePhoneNumberFromString(input.trim(), "AU");
  if (!parsed || parsed.country !== "AU" || !parsed.isValid()) return null;
  const type = parsed.getType();
  if (type !== "MOBILE" && type !== undefined) return null;
  // Metadata without a type still must look like a mobile: +61 4xx xxx xxx.
  if (!/^\+614\d{8}$/.test(parsed.number)) return null;
  return parsed.number;
}

/** How a number is shown back to its owner: 0400 000 001. */
export function localMobile(e164: string): string {
  const digits = e164.replace(/^\+61/, "0");
  return `${digits.slice(0, 4)} ${digits.slice(4, 7)} ${digits.slice(7)}`;
}
