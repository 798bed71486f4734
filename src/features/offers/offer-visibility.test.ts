import { describe, expect, it } from "vitest";
import { offerVisibleOnSite, type OfferFacts } from "./offer-visibility";

const now = new Date("2026-11-21T00:00:00Z");
const base: OfferFacts = {
  siteId: 1,
  manufacturerSlug: "toyota",
  excludedWebsiteIds: [],
  startsAt: null,
  expiresAt: null,
};
const toyotaSite = { id: 1, manufacturer: "toyota" };

describe("offer visibility", () => {
  it("shows a site's own offer only on that site", () => {
    expect(offerVisibleOnSite(base, toyotaSite, now)).toBe(true);
    expect(offerVisibleOnSite(base, { id: 2, manufacturer: "toyota" }, now)).toBe(false);
  });
  it("shows a manufacturer offer on that manufacturer's sites unless excluded", () => {
    const network = { ...base, siteId: null };
    expect(offerVisibleOnSite(network, toyotaSite, now)).toBe(true);
    expect(offerVisibleOnSite(network, { id: 3, manufacturer: null }, now)).toBe(false);
    expect(offerVisibleOnSite({ ...network, excludedWebsiteIds: [1] }, toyotaSite, now)).toBe(false);
  });
  it("shows an offer only between its start and its expiry", () => {
    expect(offerVisibleOnSite({ ...base, startsAt: new Date("2026-12-01") }, toyotaSite, now)).toBe(false);
    expect(offerVisibleOnSite({ ...base, expiresAt: new Date("2026-11-20") }, toyotaSite, now)).toBe(false);
    expect(
      offerVisibleOnSite(
        { ...base, startsAt: new Date("2026-11-01"), expiresAt: new Date("2026-12-01") },
        toyotaSite,
        now,
      ),
    ).toBe(true);
  });
});
