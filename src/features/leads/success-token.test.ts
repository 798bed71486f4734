import { describe, expect, it } from "vitest";
import { signSuccessToken, SUCCESS_TOKEN_TTL_MS, verifySuccessToken } from "./success-token";

const SECRET = "a".repeat(64);
const NOW = Date.parse("2026-11-21T02:00:00Z");
const token = signSuccessToken(SECRET, { siteId: 3, leadId: 1234, expiresAt: NOW + SUCCESS_TOKEN_TTL_MS });
const check = (t: unknown, o: { siteId?: number; now?: number; secret?: string } = {}) =>
  verifySuccessToken({ secret: o.secret ?? SECRET, siteId: o.siteId ?? 3, token: t, now: o.now ?? NOW });

/** The token with one character of its part `index` (0 = version ... 4 = signature) changed. */
function tamper(index: number, at = 0): string {
  const parts = token.split(".");
  const part = parts[index]!;
  const c = part[at]!;
  parts[index] =
    part.slice(0, at) + (c === "1" ? "2" : c === "A" ? "B" : /\d/.test(c) ? "1" : "A") + part.slice(at + 1);
  return parts.join(".");
}

describe("success token", () => {
  it("names the site, the lead and the expiry in seconds, signed in base64url: v1.{site}.{lead}.{expiry}.{hmac}", () => {
    expect(token).toMatch(/^v1\.3\.1234\.\d{10}\.[A-Za-z0-9_-]{43}$/);
    expect(token.split(".")[3]).toBe(String((NOW + SUCCESS_TOKEN_TTL_MS) / 1000));
    expect(encodeURIComponent(token)).toBe(token); // travels in a query string as it is
  });
  it("accepts its own token on its own site before it expires, giving the lead", () => {
    expect(check(token)).toEqual({ ok: true, leadId: 1234 });
    expect(check(token, { now: NOW + SUCCESS_TOKEN_TTL_MS - 1000 })).toEqual({ ok: true, leadId: 1234 });
  });
  it("rejects a tampered token: another lead, site or expiry, or a changed signature", () => {
    expect(check(tamper(2))).toEqual({ ok: false, reason: "bad_signature" }); // lead 2234
    expect(check(tamper(1), { siteId: 1 })).toEqual({ ok: false, reason: "bad_signature" }); // site 1
    expect(check(tamper(3, 9))).toEqual({ ok: false, reason: "bad_signature" }); // expiry
    expect(check(tamper(4))).toEqual({ ok: false, reason: "bad_signature" });
    expect(check(tamper(4, 42))).toEqual({ ok: false, reason: "bad_signature" }); // the last character's spare bits too
  });
  it("rejects a token signed with another secret", () => {
    expect(check(token, { secret: "b".repeat(64) })).toEqual({ ok: false, reason: "bad_signature" });
  });
  it("rejects an expired token, and one whose expiry is further away than any token issued", () => {
    expect(check(token, { now: NOW + SUCCESS_TOKEN_TTL_MS })).toEqual({ ok: false, reason: "expired" });
    expect(check(token, { now: NOW + 2 * SUCCESS_TOKEN_TTL_MS })).toEqual({ ok: false, reason: "expired" });
    const farOff = signSuccessToken(SECRET, { siteId: 3, leadId: 1234, expiresAt: NOW + 2 * SUCCESS_TOKEN_TTL_MS });
    expect(check(farOff)).toEqual({ ok: false, reason: "expired" });
  });
  it("rejects another site's token", () => {
    expect(check(token, { siteId: 4 })).toEqual({ ok: false, reason: "wrong_site" });
    expect(check(signSuccessToken(SECRET, { siteId: 4, leadId: 1234, expiresAt: NOW + SUCCESS_TOKEN_TTL_MS }))).toEqual(
      { ok: false, reason: "wrong_site" },
    );
  });
  it("rejects a malformed token without throwing: prototype names, NUL, huge strings, other types", () => {
    const bad: unknown[] = [
      undefined,
      null,
      42,
      ["v1"],
      { token },
      "",
      "constructor",
      "__proto__",
      "toString",
      "hasOwnProperty",
      `${token}\u0000`,
      `\u0000${token}`,
      token.replace(".", "\u0000"),
      "x".repeat(1_000_000),
      `${token}${"A".repeat(100_000)}`,
      `v2${token.slice(2)}`,
      token.slice(0, -1),
      `${token}A`,
      `${token}.`,
      ` ${token}`,
      `${token}\n`,
      token.replace("v1.3.", "v1.03."),
      token.replace("v1.3.", "v1.-3."),
      token.replace(".1234.", ".0."),
      token.replace(/\.[^.]+$/, `.${"=".repeat(43)}`),
      "v1.3.1234.1.%2F",
      "v1.99999999999999999999.1.1." + "A".repeat(43),
    ];
    for (const t of bad) expect(check(t)).toEqual({ ok: false, reason: "malformed" });
  });
  it("refuses to sign nonsense ids or times (a programming error, not a visitor's)", () => {
    expect(() => signSuccessToken(SECRET, { siteId: 3, leadId: 0, expiresAt: NOW })).toThrow(RangeError);
    expect(() => signSuccessToken(SECRET, { siteId: -1, leadId: 1, expiresAt: NOW })).toThrow(RangeError);
    expect(() => signSuccessToken(SECRET, { siteId: 3, leadId: 1.5, expiresAt: NOW })).toThrow(RangeError);
    expect(() => signSuccessToken(SECRET, { siteId: 3, leadId: 1, expiresAt: Number.NaN })).toThrow(RangeError);
    expect(() => signSuccessToken("", { siteId: 3, leadId: 1, expiresAt: NOW })).toThrow(/secret/);
  });
});
