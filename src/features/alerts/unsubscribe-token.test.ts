import { describe, expect, it } from "vitest";
import {
  checkSavedCarUnsubscribeToken,
  checkUnsubscribeToken,
  signSavedCarUnsubscribeToken,
  signUnsubscribeToken,
} from "./unsubscribe-token";

const secret = "a".repeat(64);
const claim = { siteId: 3, savedSearchId: 41, userId: "user_Abc-123" };

describe("unsubscribe token", () => {
  it("names the site, the saved search and the shopper, and checks on the site it names", () => {
    expect(checkUnsubscribeToken(secret, signUnsubscribeToken(secret, claim), 3)).toEqual({ ok: true, claim });
  });

  it("cannot be used on another dealer's site", () => {
    expect(checkUnsubscribeToken(secret, signUnsubscribeToken(secret, claim), 4)).toEqual({
      ok: false,
      reason: "wrong_site",
    });
  });

  it("cannot be changed to name another search or shopper (the signature no longer holds)", () => {
    const token = signUnsubscribeToken(secret, claim);
    const otherSearch = token.replace("v1.3.41.", "v1.3.42.");
    const otherShopper = token.replace(Buffer.from("user_Abc-123").toString("base64url"), "b3RoZXI");
    expect(checkUnsubscribeToken(secret, otherSearch, 3)).toEqual({ ok: false, reason: "bad_signature" });
    expect(checkUnsubscribeToken(secret, otherShopper, 3)).toEqual({ ok: false, reason: "bad_signature" });
  });

  it("cannot be made without the platform's secret", () => {
    expect(checkUnsubscribeToken(secret, signUnsubscribeToken("b".repeat(64), claim), 3)).toEqual({
      ok: false,
      reason: "bad_signature",
    });
  });

  it("refuses anything else a visitor sends as malformed, without throwing", () => {
    for (const junk of [undefined, 42, "", "v1.3.41", "x".repeat(400), "v1.0.41.dXNlcg." + "a".repeat(43)])
      expect(checkUnsubscribeToken(secret, junk, 3)).toEqual({ ok: false, reason: "malformed" });
  });
});

describe("saved car's unsubscribe token", () => {
  const car = { siteId: 3, watchlistEntryId: 41, userId: "user_Abc-123" };
  it("names the site, the saved car and the shopper, and checks on the site it names", () => {
    const token = signSavedCarUnsubscribeToken(secret, car);
    expect(token.startsWith("c1.3.41.")).toBe(true);
    expect(checkSavedCarUnsubscribeToken(secret, token, 3)).toEqual({ ok: true, claim: car });
    expect(checkSavedCarUnsubscribeToken(secret, token, 4)).toEqual({ ok: false, reason: "wrong_site" });
  });
  it("is never read as a search's token, nor a search's as a saved car's (old links keep their meaning)", () => {
    const carToken = signSavedCarUnsubscribeToken(secret, car);
    const searchToken = signUnsubscribeToken(secret, { siteId: 3, savedSearchId: 41, userId: car.userId });
    expect(checkUnsubscribeToken(secret, carToken, 3)).toEqual({ ok: false, reason: "malformed" });
    expect(checkSavedCarUnsubscribeToken(secret, searchToken, 3)).toEqual({ ok: false, reason: "malformed" });
    // Same numbers under the other prefix: the signing domains differ, so the signature does not hold.
    expect(checkSavedCarUnsubscribeToken(secret, "c1" + searchToken.slice(2), 3)).toEqual({
      ok: false,
      reason: "bad_signature",
    });
  });
});
