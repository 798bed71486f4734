import { createHmac, timingSafeEqual } from "node:crypto";

/**
 * The device's claim to one trade-in flow, kept in a cookie so the shopper resumes where they left off
 * with or without JavaScript. Token: "v1.{siteId}.{leadId}.{expiresAtSeconds}.{hmac}", the
 * HMAC being SHA-256 keyed by a platform secret: nobody can resume (or read) another shopper's flow by
 * guessing a lead id.
 */
const DOMAIN = "forecourt-trade-in-flow:";
const TOKEN_PATTERN = /^v1\.(0|[1-9]\d{0,9})\.([1-9]\d{0,15})\.([1-9]\d{0,12})\.([A-Za-z0-9_-]{43})$/;

/** How long a device keeps its flow: past the offer's week, so an expired offer can still be seen and renewed. */
export const FLOW_COOKIE_DAYS = 30;
export const FLOW_COOKIE = "fc_trade_in";

function mac(secret: string, body: string): Buffer {
  if (!secret) throw new Error("trade-in flow token: the signing secret must not be empty");
  return createHmac("sha256", secret)
    .update(DOMAIN + body)
    .digest();
}

export function signFlowToken(secret: string, siteId: number, leadId: number, now: number): string {
  const expires = Math.ceil((now + FLOW_COOKIE_DAYS * 86_400_000) / 1000);
  const body = `v1.${siteId}.${leadId}.${expires}`;
  return `${body}.${mac(secret, body).toString("base64url")}`;
}

/** The flow's lead id when the token is this site's, unaltered and unexpired; null otherwise. */
export function verifyFlowToken(secret: string, token: unknown, siteId: number, now: number): number | null {
  if (typeof token !== "string" || token.length > 100) return null;
  const match = TOKEN_PATTERN.exec(token);
  if (!match) return null;
  const [, site, lead, expires, given] = match;
  const expected = mac(secret, token.slice(0, token.lastIndexOf(".")));
  const actual = Buffer.from(given!, "base64url");
  if (actual.length !== expected.length || !timingSafeEqual(actual, expected)) return null;
  if (Number(site) !== siteId || Number(expires) * 1000 <= now) return null;
  return Number(lead);
}
