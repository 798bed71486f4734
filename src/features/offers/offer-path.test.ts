import { describe, expect, it } from "vitest";
import { offerPath, offerRouting, parseOfferId } from "./offer-path";

const toyotaOffer = { id: 1002, manufacturer: { slug: "toyota" } };
const ownOffer = { id: 104, manufacturer: null };

describe("offer paths (/offers/{manufacturer}/{id} only when the site has no manufacturer)", () => {
  it("uses /offers/{id} on a site with a manufacturer", () => {
    expect(offerPath({ manufacturer: "toyota" }, toyotaOffer)).toBe("/offers/1002");
  });
  it("uses /offers/{manufacturer}/{id} on a site without one, for a manufacturer's offer", () => {
    expect(offerPath({ manufacturer: null }, { id: 201, manufacturer: { slug: "ford" } })).toBe("/offers/ford/201");
  });
  it("uses /offers/{id} for an offer of no manufacturer, on any site", () => {
    expect(offerPath({ manufacturer: null }, ownOffer)).toBe("/offers/104");
    expect(offerPath({ manufacturer: "toyota" }, ownOffer)).toBe("/offers/104");
  });
});

describe("offer routes", () => {
  it("shows the offer at its canonical path", () => {
    expect(offerRouting("/offers/1002", "/offers/1002")).toEqual({ kind: "show" });
    expect(offerRouting("/offers/ford/201", "/offers/ford/201")).toEqual({ kind: "show" });
  });
  it("redirects the short form to the manufacturer form where that is canonical", () => {
    expect(offerRouting("/offers/201", "/offers/ford/201")).toEqual({ kind: "redirect", to: "/offers/ford/201" });
  });
  it("does not find a wrong manufacturer, or the manufacturer form where the short one is canonical", () => {
    expect(offerRouting("/offers/kia/201", "/offers/ford/201")).toEqual({ kind: "not-found" });
    expect(offerRouting("/offers/toyota/1002", "/offers/1002")).toEqual({ kind: "not-found" });
  });
  it("takes only whole positive ids of at most 9 digits", () => {
    expect(parseOfferId("1002")).toBe(1002);
    for (const bad of ["0", "-1", "1.5", "1e3", "abc", "1234567890", "99999999999999999999", " 12", ""])
      expect(parseOfferId(bad)).toBeNull();
  });
});
