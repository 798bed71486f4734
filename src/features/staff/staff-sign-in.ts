import { createHmac } from "node:crypto";
import type { RateLimit } from "@/platform/http/rate-limits.server";

const MINUTE = 60_000;
const DAY = 24 * 60 * MINUTE;

/** A staff sign-in code: 6 digits, valid 5 minutes, used once, at most 5 wrong tries (as a shopper's). */
export const STAFF_CODE_DIGITS = 6;
export const STAFF_CODE_TTL_SECONDS = 5 * 60;
export const STAFF_CODE_TRIES = 5;

/**
 * How many codes may be asked for and checked, as strict as a shopper's: per e-mail address 3 in 10 minutes and 10 a
 * day; per client 10 in 10 minutes and 30 a day (so one client cannot spend many addresses' allowances); code checks
 * 30 in 10 minutes per client, on top of each code's own tries, so guessing across many addresses is slow. Second
 * factor checks count against the same client limit.
 */
export const STAFF_CODE_LIMITS = {
  emailShort: { bucket: "staff-sign-in:email:10m", limit: 3, windowMs: 10 * MINUTE },
  emailDaily: { bucket: "staff-sign-in:email:day", limit: 10, windowMs: DAY },
  clientShort: { bucket: "staff-sign-in:client:10m", limit: 10, windowMs: 10 * MINUTE },
  clientDaily: { bucket: "staff-sign-in:client:day", limit: 30, windowMs: DAY },
  checks: { bucket: "staff-sign-in:checks:10m", limit: 30, windowMs: 10 * MINUTE },
} as const satisfies Record<string, RateLimit>;

export const STAFF_SIGN_IN_MESSAGES = {
  email: "Enter your work e-mail address, like name@dealer.com.au.",
  code: `Enter the ${STAFF_CODE_DIGITS}-digit code from the e-mail.`,
  totp: "Enter the 6-digit code from your authenticator app.",
  backupCode: "Enter one of your backup codes, like ab12C-3dE45 (10 letters and digits).",
  emailLimited: "Too many codes have been sent to this address. Please wait a while and try again.",
  clientLimited: "Too many sign-in attempts from this device. Please wait a while and try again.",
} as const;

/** A work e-mail address as typed: trimmed, lower case, one @ with a dotted domain; null when it is not one. */
export function staffEmail(input: unknown): string | null {
  if (typeof input !== "string") return null;
  const email = input.trim().toLowerCase();
  if (email.length > 254) return null;
  return /^[^\s@"<>()\\,;:]+@[a-z0-9-]+(\.[a-z0-9-]+)+$/.test(email) ? email : null;
}

/** A code as typed: spaces and dashes allowed, exactly six digits; null otherwise. */
export function typedSixDigits(input: unknown): string | null {
  if (typeof input !== "string") return null;
  const code = input.replace(/[\s-]/g, "");
  return /^\d{6}$/.test(code) ? code : null;
}

/**
 * A backup code as typed: 10 letters and digits, spaces allowed and the dash in the middle optional; null otherwise.
 * Backup codes are shown and stored as two groups of five joined by a dash, and their letters' case matters.
 */
export function typedBackupCode(input: unknown): string | null {
  if (typeof input !== "string") return null;
  const code = input.replace(/\s/g, "");
  const match = /^([A-Za-z0-9]{5})-?([A-Za-z0-9]{5})$/.exec(code);
  return match ? `${match[1]}-${match[2]}` : null;
}

/** The e-mail that carries a sign-in code. */
export function staffCodeMail(code: string): { subject: string; text: string } {
  return {
    subject: `${code} is your Forecourt console sign-in code`,
    text:
      `Your Forecourt dealer console sign-in code is ${code}. It expires in 5 minutes.\n\n` +
      `Never share it with anyone. If you did not try to sign in, ignore this e-mail.`,
  };
}

/**
 * How a code is stored: an HMAC keyed by the staff auth's secret, so the table never holds a code and a stolen table
 * cannot be tried through the million codes offline (the row itself is the address's).
 */
export function staffCodeDigest(secret: string, code: string): string {
  return createHmac("sha256", secret).update(`staff-sign-in\n${code}`).digest("hex");
}
