import { createHmac, timingSafeEqual } from "node:crypto";

/**
 * Signed, expiring links to one reservation: the dealer's 'confirm the sale' and 'release' links in the
 * lead, and the shopper's 'manage' link in their confirmation (a shopper who reserved without signing in
 * has nothing else to prove the reservation is theirs). Token: "v1.{siteId}.{reservationId}.{purpose}.
 * {expiresAtSeconds}.{hmac}", the HMAC being SHA-256 keyed by a platform secret over everything before it.
 * A link does nothing by being opened (mail scanners open links): its page asks for a button press.
 */
export type LinkPurpose = "confirm" | "release" | "manage";

const DOMAIN = "forecourt-reservation-link:";
const TOKEN_PATTERN =
  /^v1\.(0|[1-9]\d{0,9})\.([1-9]\d{0,15})\.(confirm|release|manage)\.([1-9]\d{0,12})\.([A-Za-z0-9_-]{43})$/;

export interface LinkClaim {
  siteId: number;
  reservationId: number;
  purpose: LinkPurpose;
  /** Milliseconds since the epoch; kept to whole seconds. */
  expiresAt: number;
}

function mac(secret: string, body: string): Buffer {
  if (!secret) throw new Error("reservation link: the signing secret must not be empty");
  return createHmac("sha256", secret)
    .update(DOMAIN + body)
    .digest();
}

export function signLink(secret: string, claim: LinkClaim): string {
  const body = `v1.${claim.siteId}.${claim.reservationId}.${claim.purpose}.${Math.ceil(claim.expiresAt / 1000)}`;
  return `${body}.${mac(secret, body).toString("base64url")}`;
}

export type LinkCheck =
  | { ok: true; reservationId: number }
  | { ok: false; reason: "malformed" | "bad_signature" | "wrong_site" | "wrong_purpose" | "expired" };

export function verifyLink(input: {
  secret: string;
  token: unknown;
  siteId: number;
  purpose: LinkPurpose;
  now: number;
}): LinkCheck {
  if (typeof input.token !== "string" || input.token.length > 120) return { ok: false, reason: "malformed" };
  const match = TOKEN_PATTERN.exec(input.token);
  if (!match) return { ok: false, reason: "malformed" };
  const [, site, reservation, purpose, expires, given] = match;
  const body = input.token.slice(0, input.token.lastIndexOf("."));
  const expected = mac(input.secret, body);
  const actual = Buffer.from(given!, "base64url");
  if (actual.length !== expected.length || !timingSafeEqual(actual, expected))
    return { ok: false, reason: "bad_signature" };
  if (Number(site) !== input.siteId) return { ok: false, reason: "wrong_site" };
  if (purpose !== input.purpose) return { ok: false, reason: "wrong_purpose" };
  if (Number(expires) * 1000 <= input.now) return { ok: false, reason: "expired" };
  return { ok: true, reservationId: Number(reservation) };
}

/** What a page says for a link that does not work, without telling a guesser which part was wrong. */
export function linkProblem(reason: Exclude<LinkCheck, { ok: true }>["reason"]): string {
  return reason === "expired"
    ? "This link has expired. The reservation's later links, or the dealer's team, can still help."
    : "This link is not valid. Please use the link exactly as it was sent.";
}
