import { describe, expect, it } from "vitest";
import { loadSiteRegistry } from "@/platform/site/registry";
import type { SiteConfig } from "@/platform/site/config-schema";
import { loadContentFiles } from "./content-files";
import type { ContentPage } from "./content-schema";
import { modelPagePath, siteContent } from "./site-content";

const sites = loadSiteRegistry("sites").sites;
const files = loadContentFiles("sites", sites);
const site = (slug: string) => sites.find((s) => s.slug === slug)!;
const offerIds = (slug: string) => siteContent(files, site(slug)).offers.map((o) => o.id);
const page = (path: string, title: string): ContentPage => ({
  path,
  title,
  description: title,
  blocks: [{ type: "text", paragraphs: [title] }],
});

describe("a site's content", () => {
  it("shows a site's own offers on that site only", () => {
    expect(offerIds("bigbox-used")).toContain(301);
    expect(offerIds("harbour-toyota")).not.toContain(301);
  });
  it("shows a manufacturer's network offers on the sites selling that make, unless excluded (excluded_website_ids)", () => {
    expect(offerIds("harbour-toyota")).toContain(1001);
    expect(offerIds("bigbox-used")).not.toContain(1001);
    expect(offerIds("harbour-toyota")).not.toContain(1002);
    expect(offerIds("southern-cross-motors")).toContain(2001);
  });
  it("links an offer's model only when the site sells it, and lends it the model's image", () => {
    const rav4 = siteContent(files, site("harbour-toyota")).offers.find((o) => o.id === 1001)!;
    expect(rav4.siteModel?.path).toBe("/models/toyota-rav4");
    expect(rav4.modelImage?.url).toMatch(/^\/media\/drawings\//);
  });
  it("builds model paths by the site's rule, an override URL winning", () => {
    expect(modelPagePath("/models/new-{manufacturer}-{slug}-vehicle", "toyota", "rav4")).toBe(
      "/models/new-toyota-rav4-vehicle",
    );
    expect(modelPagePath("/{slug}", "toyota", "rav4")).toBe("/rav4");
    const models = siteContent(files, site("harbour-toyota")).models;
    expect(models.find((m) => m.slug === "corolla")?.path).toBe("/models/toyota-corolla");
    expect(models.find((m) => m.slug === "gr86")?.path).toBe("/pages/gr86");
    expect(models.find((m) => m.slug === "corolla-sedan")?.stockModel).toBe("Corolla");
  });
  it("gives a site without new-car franchises no models", () => {
    expect(siteContent(files, site("bigbox-used")).models).toEqual([]);
  });
  it("uses the brand's pages, a site's own page replacing the brand's at the same path", () => {
    const toyota: SiteConfig = { ...site("harbour-toyota") };
    const withPages = {
      ...files,
      brands: new Map([
        ["toyota", { pages: [page("/warranty", "Brand warranty"), page("/service", "Brand service")] }],
      ]),
      sites: new Map([["harbour-toyota", { offers: [], promoCards: [], pages: [page("/warranty", "Our warranty")] }]]),
    };
    const pages = siteContent(withPages, toyota).pages;
    expect(pages.map((p) => p.title).sort()).toEqual(["Brand service", "Our warranty"]);
  });
});
