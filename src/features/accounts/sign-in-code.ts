import { createHmac, timingSafeEqual } from "node:crypto";

/**
 * The one-time sign-in code's rules (closing better-auth's phone-number plugin's gaps): 6 digits, valid
 * 5 minutes, used once, at most 5 wrong tries. The code is never stored: the verification row keeps an HMAC of it
 * (keyed by the platform's secret, so a stolen table cannot be brute-forced offline through the million codes) and
 * the count of wrong tries, as `{hmac}:{tries}`.
 */
export const CODE_DIGITS = 6;
export const CODE_TTL_SECONDS = 5 * 60;
const MAX_WRONG_TRIES = 5;

/** The HMAC a code is stored as, bound to the site and the verification's identifier (the phone number). */
export function codeDigest(secret: string, siteId: number, identifier: string, code: string): string {
  return createHmac("sha256", secret).update(`${siteId}\n${identifier}\n${code}`).digest("hex");
}

export function storedCodeValue(digest: string, wrongTries: number): string {
  return `${digest}:${wrongTries}`;
}

export function parseStoredCode(value: string): { digest: string; wrongTries: number } | null {
  const match = /^([0-9a-f]{64}):(\d{1,3})$/.exec(value);
  return match ? { digest: match[1]!, wrongTries: Number(match[2]) } : null;
}

/** Compares two digests in constant time, so the time taken says nothing about how close a guess was. */
export function digestsMatch(a: string, b: string): boolean {
  const left = Buffer.from(a, "hex");
  const right = Buffer.from(b, "hex");
  return left.length === right.length && left.length > 0 && timingSafeEqual(left, right);
}

/** A code as the shopper types it: spaces allowed, exactly six digits. */
export function typedCode(input: unknown): string | null {
  if (typeof input !== "string") return null;
  const code = input.replace(/[\s-]/g, "");
  return new RegExp(`^\\d{${CODE_DIGITS}}$`).test(code) ? code : null;
}

export type CodeCheck =
  | { outcome: "accepted" }
  | { outcome: "wrong"; triesLeft: number }
  | { outcome: "locked" }
  | { outcome: "expired" }
  | { outcome: "missing" };

/** What a typed code gets against the stored row (null: no code was sent, or it was used). */
export function checkCode(
  stored: { value: string; expiresAt: Date } | null,
  typedDigest: string,
  now: Date,
): CodeCheck {
  if (!stored) return { outcome: "missing" };
  const parsed = parseStoredCode(stored.value);
  if (!parsed) return { outcome: "missing" };
  if (stored.expiresAt.getTime() <= now.getTime()) return { outcome: "expired" };
  if (parsed.wrongTries >= MAX_WRONG_TRIES) return { outcome: "locked" };
  if (digestsMatch(parsed.digest, typedDigest)) return { outcome: "accepted" };
  const triesLeft = MAX_WRONG_TRIES - parsed.wrongTries - 1;
  return triesLeft > 0 ? { outcome: "wrong", triesLeft } : { outcome: "locked" };
}

export const CODE_MESSAGES = {
  invalid: "Enter the 6-digit code we sent you.",
  missing: "That code is no longer valid. Ask for a new code.",
  expired: "That code has expired (codes last 5 minutes). Ask for a new code.",
  locked: "Too many wrong tries for this code. Ask for a new code.",
  wrong: (triesLeft: number) =>
    `That code is not right. ${triesLeft} ${triesLeft === 1 ? "try" : "tries"} left before you need a new code.`,
} as const;
