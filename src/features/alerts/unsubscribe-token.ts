import { createHmac, timingSafeEqual } from "node:crypto";

/**
 * The unsubscribe link's token: it names the site, the saved search and the shopper, "v1.{siteId}.{searchId}.
 * {shopper, base64url}.{hmac}", the HMAC being SHA-256 keyed by a platform secret over everything before it. Only the
 * server can make one, so a link cannot be forged, nor changed to stop another shopper's alerts or another site's:
 * the unsubscribe acts only on the search of the shopper and site the token names, and only on the site it is used on.
 * It does not expire: an unsubscribe link in a year-old e-mail must still work (Spam Act). Pure: no database.
 */
/** The name of the platform secret (platform-secret.server.ts) that signs unsubscribe links. */
export const UNSUBSCRIBE_SECRET = "alert-unsubscribe";
const MAX_TOKEN_LENGTH = 300;
const TOKEN_PATTERN = /^v1\.([1-9]\d{0,9})\.([1-9]\d{0,9})\.([A-Za-z0-9_-]{1,160})\.([A-Za-z0-9_-]{43})$/;
/** Keeps these signatures apart from anything else the same secret signs. */
const DOMAIN = "forecourt-alert-unsubscribe:";

export interface UnsubscribeClaim {
  siteId: number;
  savedSearchId: number;
  userId: string;
}

export type UnsubscribeCheck =
  { ok: true; claim: UnsubscribeClaim } | { ok: false; reason: "malformed" | "bad_signature" | "wrong_site" };

const sign = (secret: string, body: string, domain = DOMAIN) => {
  if (!secret) throw new Error("unsubscribe token: the signing secret must not be empty");
  return createHmac("sha256", secret)
    .update(domain + body)
    .digest();
};

export function signUnsubscribeToken(secret: string, claim: UnsubscribeClaim): string {
  const body = `v1.${claim.siteId}.${claim.savedSearchId}.${Buffer.from(claim.userId).toString("base64url")}`;
  return `${body}.${sign(secret, body).toString("base64url")}`;
}

/**
 * Checks a token a visitor sent, for the site it was sent to: its shape ("malformed"), its signature ("bad_signature",
 * compared in constant time), then its site ("wrong_site": a genuine link of another dealer's site). Never throws on
 * what a visitor sends.
 */
export function checkUnsubscribeToken(secret: string, token: unknown, siteId: number): UnsubscribeCheck {
  if (typeof token !== "string" || token.length > MAX_TOKEN_LENGTH) return { ok: false, reason: "malformed" };
  const m = TOKEN_PATTERN.exec(token);
  if (!m) return { ok: false, reason: "malformed" };
  const body = token.slice(0, token.lastIndexOf("."));
  const given = Buffer.from(m[4]!, "base64url");
  const expected = sign(secret, body);
  if (given.length !== expected.length || !timingSafeEqual(given, expected))
    return { ok: false, reason: "bad_signature" };
  const claim = {
    siteId: Number(m[1]),
    savedSearchId: Number(m[2]),
    userId: Buffer.from(m[3]!, "base64url").toString(),
  };
  if (claim.siteId !== siteId) return { ok: false, reason: "wrong_site" };
  return { ok: true, claim };
}

/*
 * A saved car's unsubscribe token: the same shape under its own prefix and signing domain,
 * "c1.{siteId}.{watchlistEntryId}.{shopper, base64url}.{hmac}", so a search's token (v1, every link already sent stays
 * valid) can never be read as a saved car's, nor the other way round.
 */
const CAR_TOKEN_PATTERN = /^c1\.([1-9]\d{0,9})\.([1-9]\d{0,9})\.([A-Za-z0-9_-]{1,160})\.([A-Za-z0-9_-]{43})$/;
const CAR_DOMAIN = "forecourt-saved-car-unsubscribe:";

export interface SavedCarUnsubscribeClaim {
  siteId: number;
  watchlistEntryId: number;
  userId: string;
}

export type SavedCarUnsubscribeCheck =
  { ok: true; claim: SavedCarUnsubscribeClaim } | { ok: false; reason: "malformed" | "bad_signature" | "wrong_site" };

const signCar = (secret: string, body: string) => sign(secret, body, CAR_DOMAIN);

export function signSavedCarUnsubscribeToken(secret: string, claim: SavedCarUnsubscribeClaim): string {
  const body = `c1.${claim.siteId}.${claim.watchlistEntryId}.${Buffer.from(claim.userId).toString("base64url")}`;
  return `${body}.${signCar(secret, body).toString("base64url")}`;
}

/** Checks a saved car's token as checkUnsubscribeToken checks a search's (shape, signature in constant time, site). */
export function checkSavedCarUnsubscribeToken(
  secret: string,
  token: unknown,
  siteId: number,
): SavedCarUnsubscribeCheck {
  if (typeof token !== "string" || token.length > MAX_TOKEN_LENGTH) return { ok: false, reason: "malformed" };
  const m = CAR_TOKEN_PATTERN.exec(token);
  if (!m) return { ok: false, reason: "malformed" };
  const given = Buffer.from(m[4]!, "base64url");
  const expected = signCar(secret, token.slice(0, token.lastIndexOf(".")));
  if (given.length !== expected.length || !timingSafeEqual(given, expected))
    return { ok: false, reason: "bad_signature" };
  const claim = {
    siteId: Number(m[1]),
    watchlistEntryId: Number(m[2]),
    userId: Buffer.from(m[3]!, "base64url").toString(),
  };
  if (claim.siteId !== siteId) return { ok: false, reason: "wrong_site" };
  return { ok: true, claim };
}
