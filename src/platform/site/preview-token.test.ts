import { describe, expect, it } from "vitest";
import { PREVIEW_TOKEN_TTL_MS, signPreviewToken, verifyPreviewToken } from "./preview-token";

const SECRET = "a-test-secret-of-some-length-0123456789";
const NOW = Date.UTC(2026, 10, 29, 5, 0, 0);
const token = (site = "bigbox-used", expiresAt = NOW + PREVIEW_TOKEN_TTL_MS, secret = SECRET) =>
  signPreviewToken(secret, { site, expiresAt });
const check = (t: unknown, site = "bigbox-used", now = NOW) =>
  verifyPreviewToken({ secret: SECRET, site, token: t, now });

describe("a preview link's token", () => {
  it("turns the preview on for the site it names until its expiry", () => {
    expect(check(token())).toEqual({ ok: true, expiresAt: NOW + PREVIEW_TOKEN_TTL_MS });
    expect(check(token(), "bigbox-used", NOW + PREVIEW_TOKEN_TTL_MS - 1000).ok).toBe(true);
  });

  it("is refused for another site: a link for one dealer never previews another's drafts", () => {
    expect(check(token("harbour-toyota"))).toEqual({ ok: false, reason: "wrong_site" });
  });

  it("is refused once expired, and when it claims a longer life than any link is given", () => {
    expect(check(token(), "bigbox-used", NOW + PREVIEW_TOKEN_TTL_MS)).toEqual({ ok: false, reason: "expired" });
    expect(check(token("bigbox-used", NOW + 10 * PREVIEW_TOKEN_TTL_MS))).toEqual({ ok: false, reason: "expired" });
  });

  it("is refused when signed with another secret, or with any part changed", () => {
    expect(check(token("bigbox-used", NOW + PREVIEW_TOKEN_TTL_MS, "another-secret-entirely-0123456789"))).toEqual({
      ok: false,
      reason: "bad_signature",
    });
    const good = token();
    const [, , expiry, mac] = good.split(".");
    // The site or the expiry changed under the same signature.
    expect(check(`p1.harbour-toyota.${expiry}.${mac}`, "harbour-toyota").ok).toBe(false);
    expect(check(`p1.bigbox-used.${Number(expiry) + 60}.${mac}`)).toEqual({ ok: false, reason: "bad_signature" });
    // One character of the signature changed.
    const flipped = good.slice(0, -2) + (good.at(-2) === "A" ? "B" : "A") + good.at(-1);
    expect(check(flipped)).toEqual({ ok: false, reason: "bad_signature" });
  });

  it("is malformed for anything else a browser might send, and never throws", () => {
    for (const t of [undefined, "", "p1", 42, "x".repeat(500), `${token()}.extra`, token().replace("p1.", "p2.")])
      expect(check(t)).toEqual({ ok: false, reason: "malformed" });
  });
});
