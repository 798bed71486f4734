/**
 * A car page's dealer and brand words come from the site's configuration (vehiclePage, finance.loanBanner), not
 * from code: Toyota's certified programme shows on the Toyota dealer's pages and on no other dealer's.
 */
import path from "node:path";
import { createElement } from "react";
import { renderToStaticMarkup } from "react-dom/server";
import { describe, expect, it } from "vitest";
import { loadSiteRegistry } from "@/platform/site/registry";
import type { SiteConfig } from "@/platform/site/config-schema";
import { DetailAccordions } from "./DetailAccordions";
import { UsedCarBenefits } from "./UsedCarBenefits";

const registry = loadSiteRegistry(path.resolve(__dirname, "../../../../sites"));
const site = (slug: string): SiteConfig => registry.sites.find((s) => s.slug === slug)!;
const accordions = (config: SiteConfig, certified = true) =>
  renderToStaticMarkup(createElement(DetailAccordions, { config, reservable: false, certified }));

describe("a car page's dealer and brand words", () => {
  it("explains the Toyota brand's certified programme on a Toyota dealer's car pages", () => {
    const html = accordions(site("harbour-toyota"));
    expect(html).toContain("<summary");
    expect(html).toContain("Toyota Certified Pre-Owned");
    expect(html).toContain("90 point inspection by Toyota-trained technicians.");
  });
  it("shows the Toyota Certified Pre-Owned accordion only on certified cars", () => {
    const html = accordions(site("harbour-toyota"), false);
    expect(html).not.toContain("Toyota Certified Pre-Owned");
    expect(html).not.toContain("90 point inspection");
    expect(html).toContain("Why Buy From Us");
  });
  it("shows no brand's programme on an independent dealer's pages", () => {
    const html = accordions(site("bigbox-used"));
    expect(html).not.toContain("Toyota");
    expect(html).toContain("Why Buy From Us");
  });
  it("takes Why Buy From Us, Protect Your Car and the used-car strip from the site's words", () => {
    const config = site("bigbox-used");
    const own: SiteConfig = {
      ...config,
      vehiclePage: {
        whyBuyFromUs: ["Seven-day money-back guarantee."],
        protectYourCar: "Ask about our tyre and rim cover.",
        usedCarBenefits: ["3-month warranty"],
        certifiedProgramme: null,
      },
    };
    const html = accordions(own);
    expect(html).toContain("<li>Seven-day money-back guarantee.</li>");
    expect(html).toContain("Ask about our tyre and rim cover.");
    expect(html).not.toContain("Haggle-free");
    const strip = renderToStaticMarkup(createElement(UsedCarBenefits, { benefits: own.vehiclePage.usedCarBenefits }));
    expect(strip).toContain("3-month warranty");
    expect(strip).not.toContain("1-year warranty");
  });
  it("shows no used-car strip for a dealer who lists no benefits", () => {
    expect(renderToStaticMarkup(createElement(UsedCarBenefits, { benefits: [] }))).toBe("");
  });
  it("words the loan banner as the brand does: Toyota's for a Toyota dealer, without a brand name otherwise", () => {
    expect(site("harbour-toyota").finance.loanBanner.text).toBe(
      "Get your Toyota Personalised Repayments in as little as 3 minutes",
    );
    expect(site("southern-cross-motors").finance.loanBanner.text).not.toContain("Toyota");
  });
});
