import { createHmac, timingSafeEqual } from "node:crypto";

/**
 * The success page's proof that a lead was stored: a signed token naming the site, the lead and an
 * expiry, "v1.{siteId}.{leadId}.{expiresAtSeconds}.{hmac}", where the HMAC is SHA-256 keyed by a
 * platform secret over everything before it (base64url, 43 characters). Only the server can make
 * one, so `/success?lead=...` cannot be forged into a conversion; the page also claims each lead
 * once (success-conversion.server.ts), so a valid token counts one conversion, not one per visit.
 *
 * Server-only in practice (node:crypto), but pure: no database, no framework.
 */

/** How long a stored lead's success page may count its conversion. Must stay below how long
 * single-use claims are kept (an hour, rate-limits.server.ts), or a token could be claimed twice. */
export const SUCCESS_TOKEN_TTL_MS = 30 * 60_000;
/** Clock skew between server processes tolerated on a token's expiry. */
const MAX_CLOCK_SKEW_MS = 60_000;
/** Longer than any token we issue (about 80 characters); checked before anything else looks at it. */
const MAX_TOKEN_LENGTH = 120;
const TOKEN_PATTERN = /^v1\.(0|[1-9]\d{0,9})\.([1-9]\d{0,15})\.([1-9]\d{0,12})\.([A-Za-z0-9_-]{43})$/;
/** Keeps these signatures apart from anything else the same secret might ever sign. */
const DOMAIN = "forecourt-success-token:";

export interface SuccessTokenClaim {
  siteId: number;
  leadId: number;
  /** Milliseconds since the epoch; kept to whole seconds in the token. */
  expiresAt: number;
}

type SuccessTokenFailure = "malformed" | "bad_signature" | "wrong_site" | "expired";
export type SuccessTokenCheck = { ok: true; leadId: number } | { ok: false; reason: SuccessTokenFailure };

function signature(secret: string, body: string): Buffer {
  if (!secret) throw new Error("success token: the signing secret must not be empty");
  return createHmac("sha256", secret)
    .update(DOMAIN + body)
    .digest();
}

/** A token for one stored lead of one site. Throws on ids or times that are not whole positive numbers (programming errors). */
export function signSuccessToken(secret: string, claim: SuccessTokenClaim): string {
  const { siteId, leadId } = claim;
  const expiresAt = Math.ceil(claim.expiresAt / 1000);
  if (!Number.isSafeInteger(siteId) || siteId < 0 || siteId > 9_999_999_999)
    throw new RangeError(`success token: bad site id ${siteId}`);
  if (!Number.isSafeInteger(leadId) || leadId < 1) throw new RangeError(`success token: bad lead id ${leadId}`);
  if (!Number.isSafeInteger(expiresAt) || expiresAt < 1)
    throw new RangeError(`success token: bad expiry ${claim.expiresAt}`);
  const body = `v1.${siteId}.${leadId}.${expiresAt}`;
  return `${body}.${signature(secret, body).toString("base64url")}`;
}

/**
 * Checks a token from the address bar for this site at `now`, in this order: shape ("malformed":
 * not a string, too long, any other text), signature ("bad_signature", compared in constant time),
 * site ("wrong_site") and age ("expired": past its expiry, or with an expiry further away than any
 * token we issue). Never throws on what a visitor sends. Does not prevent replay: the caller
 * claims the lead once after `{ ok: true }`.
 */
export function verifySuccessToken(input: {
  secret: string;
  siteId: number;
  token: unknown;
  now: number;
}): SuccessTokenCheck {
  const { secret, siteId, token, now } = input;
  if (typeof token !== "string" || token.length > MAX_TOKEN_LENGTH) return { ok: false, reason: "malformed" };
  const match = TOKEN_PATTERN.exec(token);
  if (!match) return { ok: false, reason: "malformed" };
  const [, site, lead, expiry, given] = match;
  const body = token.slice(0, token.lastIndexOf("."));
  // Compared as text, not decoded bytes: decoding ignores the last character's spare bits, so four
  // spellings of one signature would all pass. timingSafeEqual throws on unequal lengths: check first.
  const expected = Buffer.from(signature(secret, body).toString("base64url"));
  const sent = Buffer.from(given!);
  if (sent.length !== expected.length || !timingSafeEqual(sent, expected))
    return { ok: false, reason: "bad_signature" };
  if (Number(site) !== siteId) return { ok: false, reason: "wrong_site" };
  const expiresAt = Number(expiry) * 1000;
  if (now >= expiresAt || expiresAt - now > SUCCESS_TOKEN_TTL_MS + MAX_CLOCK_SKEW_MS)
    return { ok: false, reason: "expired" };
  return { ok: true, leadId: Number(lead) };
}
