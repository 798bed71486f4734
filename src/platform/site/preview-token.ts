import { createHmac, timingSafeEqual } from "node:crypto";

/**
 * The console's preview link: a token naming one site and an expiry, "p1.{slug}.{expiresAtSeconds}.{hmac}", where the
 * HMAC is SHA-256 keyed by a server secret over everything before it (base64url, 43 characters). Only the server makes
 * one, for a member who may read the site's drafts; on the site's host it turns the preview of that site's drafts on
 * for the browser holding it (site-preview.server.ts), and never of another site's.
 *
 * Server-only in practice (node:crypto), but pure: no database, no framework.
 */

/** How long a preview link (and the preview it turns on) lasts. */
export const PREVIEW_TOKEN_TTL_MS = 60 * 60_000;
/** The cookie that holds the token on the site's host while the preview is on. */
export const PREVIEW_COOKIE = "fc-preview";
/** Clock skew between server processes tolerated on a token's expiry. */
const MAX_CLOCK_SKEW_MS = 60_000;
const MAX_TOKEN_LENGTH = 200;
const TOKEN_PATTERN = /^p1\.([a-z0-9-]{1,80})\.([1-9]\d{0,12})\.([A-Za-z0-9_-]{43})$/;
/** Keeps these signatures apart from anything else the same secret might ever sign. */
const DOMAIN = "forecourt-preview-token:";

type PreviewTokenFailure = "malformed" | "bad_signature" | "wrong_site" | "expired";
export type PreviewTokenCheck = { ok: true; expiresAt: number } | { ok: false; reason: PreviewTokenFailure };

function signature(secret: string, body: string): string {
  if (!secret) throw new Error("preview token: the signing secret must not be empty");
  return createHmac("sha256", secret)
    .update(DOMAIN + body)
    .digest("base64url");
}

/** A token previewing one site's drafts until `expiresAt` (milliseconds; kept to whole seconds). */
export function signPreviewToken(secret: string, claim: { site: string; expiresAt: number }): string {
  const expiresAt = Math.ceil(claim.expiresAt / 1000);
  if (!/^[a-z0-9-]{1,80}$/.test(claim.site)) throw new RangeError(`preview token: bad site ${claim.site}`);
  if (!Number.isSafeInteger(expiresAt) || expiresAt < 1)
    throw new RangeError(`preview token: bad expiry ${claim.expiresAt}`);
  const body = `p1.${claim.site}.${expiresAt}`;
  return `${body}.${signature(secret, body)}`;
}

/**
 * Checks a token a browser sent for this site at `now`, in this order: shape ("malformed"), signature ("bad_signature",
 * compared in constant time), site ("wrong_site") and age ("expired": past its expiry, or further away than any token
 * we issue). Never throws on what a visitor sends.
 */
export function verifyPreviewToken(input: {
  secret: string;
  site: string;
  token: unknown;
  now: number;
}): PreviewTokenCheck {
  const { secret, site, token, now } = input;
  if (typeof token !== "string" || token.length > MAX_TOKEN_LENGTH) return { ok: false, reason: "malformed" };
  const match = TOKEN_PATTERN.exec(token);
  if (!match) return { ok: false, reason: "malformed" };
  const [, named, expiry, given] = match;
  // Compared as text: decoding would let several spellings of one signature pass.
  const expected = Buffer.from(signature(secret, token.slice(0, token.lastIndexOf("."))));
  const sent = Buffer.from(given!);
  if (sent.length !== expected.length || !timingSafeEqual(sent, expected))
    return { ok: false, reason: "bad_signature" };
  if (named !== site) return { ok: false, reason: "wrong_site" };
  const expiresAt = Number(expiry) * 1000;
  if (now >= expiresAt || expiresAt - now > PREVIEW_TOKEN_TTL_MS + MAX_CLOCK_SKEW_MS)
    return { ok: false, reason: "expired" };
  return { ok: true, expiresAt };
}
