import type { RateLimit } from "@/platform/http/rate-limits.server";

const MINUTE = 60_000;
const DAY = 24 * 60 * MINUTE;

/**
 * How many codes may be asked for: per phone number, 3 in 10 minutes and 10 a day, on all sites together
 * (so nobody can flood one phone through four dealers); per client on a site, 10 in 10 minutes and 30 a day (so one
 * client cannot spend many phones' allowances). Code checks are limited per client too, on top of the 5 tries a code
 * has, so guessing across many numbers is slow.
 */
export const CODE_LIMITS = {
  phoneShort: { bucket: "sign-in:phone:10m", limit: 3, windowMs: 10 * MINUTE },
  phoneDaily: { bucket: "sign-in:phone:day", limit: 10, windowMs: DAY },
  clientShort: { bucket: "sign-in:client:10m", limit: 10, windowMs: 10 * MINUTE },
  clientDaily: { bucket: "sign-in:client:day", limit: 30, windowMs: DAY },
  checks: { bucket: "sign-in:checks:10m", limit: 30, windowMs: 10 * MINUTE },
} as const satisfies Record<string, RateLimit>;

export const LIMIT_MESSAGES = {
  phone: "Too many codes have been sent to this number. Please wait a while and try again.",
  client: "Too many sign-in attempts from this device. Please wait a while and try again.",
} as const;

/** The text message that carries a code; the last line lets phones offer the code on the site's own page (WebOTP). */
export function signInMessage(siteName: string, code: string, domain: string | null): string {
  const text = `${code} is your ${siteName} sign-in code. It expires in 5 minutes. Never share it with anyone.`;
  return domain ? `${text}\n\n@${domain} #${code}` : text;
}
