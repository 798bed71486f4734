import { describe, expect, it } from "vitest";
import { linkProblem, signLink, verifyLink } from "./reservation-links";

const secret = "a-test-secret-of-reasonable-length";
const now = Date.parse("2026-11-25T01:00:00Z");
const claim = { siteId: 3, reservationId: 42, purpose: "confirm" as const, expiresAt: now + 3_600_000 };

describe("the dealer's and shopper's links are signed and expire", () => {
  it("accepts its own link for its site, reservation and purpose before it expires", () => {
    const token = signLink(secret, claim);
    expect(verifyLink({ secret, token, siteId: 3, purpose: "confirm", now })).toEqual({ ok: true, reservationId: 42 });
  });
  it("refuses the link once it has expired", () => {
    const token = signLink(secret, claim);
    expect(verifyLink({ secret, token, siteId: 3, purpose: "confirm", now: now + 3_600_001 })).toEqual({
      ok: false,
      reason: "expired",
    });
  });
  it("refuses a confirm link used to release, or a shopper's link used by the dealer's page", () => {
    const token = signLink(secret, claim);
    expect(verifyLink({ secret, token, siteId: 3, purpose: "release", now })).toEqual({
      ok: false,
      reason: "wrong_purpose",
    });
    const manage = signLink(secret, { ...claim, purpose: "manage" });
    expect(verifyLink({ secret, token: manage, siteId: 3, purpose: "confirm", now })).toEqual({
      ok: false,
      reason: "wrong_purpose",
    });
  });
  it("refuses another site's link, a changed reservation number and another secret's signature", () => {
    const token = signLink(secret, claim);
    expect(verifyLink({ secret, token, siteId: 4, purpose: "confirm", now })).toEqual({
      ok: false,
      reason: "wrong_site",
    });
    expect(verifyLink({ secret, token: token.replace(".42.", ".43."), siteId: 3, purpose: "confirm", now })).toEqual({
      ok: false,
      reason: "bad_signature",
    });
    expect(verifyLink({ secret: "another-secret-entirely-here", token, siteId: 3, purpose: "confirm", now })).toEqual({
      ok: false,
      reason: "bad_signature",
    });
  });
  it("refuses anything that is not a token, without reading it further", () => {
    for (const token of [undefined, 42, "", "v1.3.42", "x".repeat(500)])
      expect(verifyLink({ secret, token, siteId: 3, purpose: "confirm", now })).toEqual({
        ok: false,
        reason: "malformed",
      });
  });
  it("tells an expired link from a bad one in words, without saying which part was wrong", () => {
    expect(linkProblem("expired")).toMatch(/expired/);
    expect(linkProblem("wrong_site")).toBe(linkProblem("bad_signature"));
  });
});
