import path from "node:path";
import { describe, expect, it } from "vitest";
import { loadSiteRegistry } from "@/platform/site/registry";
import type { FinanceLender } from "@/domain/vehicle-types";
import type { EstimateCar } from "./estimate";
import { siteFinanceEstimate } from "./site-estimate";

const sites = loadSiteRegistry(path.resolve("sites")).sites;
const config = (slug: string) => sites.find((s) => s.slug === slug)!;
const NOW = new Date("2026-11-23T00:00:00Z");

const lender: FinanceLender = {
  interestRate: 9.99,
  comparisonRate: 10.49,
  paymentWeek: 25,
  paymentMonth: 108,
  termYears: 5,
  termMonths: 60,
  deposit: 0,
  balloon: 0,
  disclaimer: "Indicative only.",
};
const car = (price: number, provider: string): EstimateCar => ({
  make: "Kia",
  year: 2017,
  price,
  status: "in_stock",
  dealerGroup: null,
  financeLenders: { [provider]: lender },
});

describe("a car's estimate agrees with the site's calculator (purchase-price.ts)", () => {
  const toyota = config("harbour-toyota");
  const provider = toyota.finance.provider!;

  it("shows no estimate for a $4,990 car on Harbour Toyota, whose calculator quotes nothing below $5,000", () => {
    expect(toyota.finance.calculator.purchasePrice.min).toBe(5000);
    expect(siteFinanceEstimate(toyota, car(4990, provider), NOW)).toBeNull();
  });
  it("shows the estimate from the $5,000 minimum up", () => {
    expect(siteFinanceEstimate(toyota, car(5000, provider), NOW)).not.toBeNull();
  });
  it("shows no estimate above the site's maximum purchase price", () => {
    expect(siteFinanceEstimate(toyota, car(toyota.finance.calculator.purchasePrice.max + 1, provider), NOW)).toBeNull();
  });
  it("still shows a $4,990 car's estimate where the minimum is $1,000", () => {
    const southern = config("southern-cross-motors");
    expect(southern.finance.calculator.purchasePrice.min).toBe(1000);
    expect(siteFinanceEstimate(southern, car(4990, southern.finance.provider!), NOW)).not.toBeNull();
  });
});
