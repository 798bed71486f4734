import { describe, expect, it } from "vitest";
import { loadContentFiles } from "@/platform/content/content-files";
import { siteContent } from "@/platform/content/site-content";
import { loadSiteRegistry } from "@/platform/site/registry";

/** The demo dealers' content (sites/content/) exercises every content rule (models, offers, pages, blocks), so the journeys can show each. */
const sites = loadSiteRegistry("sites").sites;
const files = loadContentFiles("sites", sites);
const NOW = Date.parse("2026-11-25T00:00:00Z");
const content = (slug: string) =>
  siteContent(
    files,
    sites.find((s) => s.slug === slug)!,
  );
const allOffers = [...files.sites.values(), ...files.catalogues.values()].flatMap((f) => f.offers);

describe("demo content covers every case", () => {
  it("has current, upcoming and discontinued models, in every mega-menu category, with and without accessories", () => {
    const models = content("harbour-toyota").models;
    expect(new Set(models.map((m) => m.status))).toEqual(new Set(["available", "coming_soon", "discontinued"]));
    expect(new Set(models.flatMap((m) => m.categories)).size).toBe(5);
    expect(models.some((m) => m.overrideUrl)).toBe(true);
    expect(models.some((m) => m.accessoriesCount > 0) && models.some((m) => m.accessoriesCount === 0)).toBe(true);
  });
  it("has offers that are current, expired and not yet started, with offsets", () => {
    expect(allOffers.some((o) => o.expiresAt && Date.parse(o.expiresAt) < NOW)).toBe(true);
    expect(allOffers.some((o) => o.startsAt && Date.parse(o.startsAt) > NOW)).toBe(true);
    expect(allOffers.filter((o) => !o.startsAt || Date.parse(o.startsAt) <= NOW).length).toBeGreaterThan(4);
  });
  it("has offers for one car type, strictly and not, an excluded network offer, and texts over the card limits", () => {
    expect(
      allOffers.some((o) => o.strictCarTypes) && allOffers.some((o) => !o.strictCarTypes && o.carTypes.length > 0),
    ).toBe(true);
    expect(allOffers.some((o) => o.excludedSites.length > 0)).toBe(true);
    expect(allOffers.some((o) => o.description.length > 160 && o.disclaimer.length > 200)).toBe(true);
    expect(allOffers.some((o) => o.image) && allOffers.some((o) => !o.image && o.model)).toBe(true);
  });
  it("has a manufacturer offer on a site without a manufacturer (the /offers/{manufacturer}/{id} form)", () => {
    expect(content("southern-cross-motors").offers.some((o) => o.manufacturer)).toBe(true);
  });
  it("has promo cards on every site, some for certain car types only", () => {
    for (const s of sites) expect(content(s.slug).promoCards.length).toBeGreaterThan(0);
    expect([...files.sites.values()].flatMap((f) => f.promoCards).some((c) => c.carTypes.length > 0)).toBe(true);
  });
});
