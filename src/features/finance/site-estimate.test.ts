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

describe("a car's estimate shows whenever the lender rules allow it", () => {
  const toyota = config("harbour-toyota");
  const provider = toyota.finance.provider!;

  it("shows a $4,990 car's estimate on Harbour Toyota, though its calculator quotes nothing below $5,000", () => {
    expect(toyota.finance.calculator.purchasePrice.min).toBe(5000);
    expect(siteFinanceEstimate(toyota, car(4990, provider), NOW)).not.toBeNull();
  });
  it("shows the estimate above the calculator's maximum purchase price too", () => {
    const price = toyota.finance.calculator.purchasePrice.max + 1;
    expect(siteFinanceEstimate(toyota, car(price, provider), NOW)).not.toBeNull();
  });
  it("still hides it where the lender rules do: price 500 or below (lender type A), or finance off", () => {
    expect(toyota.finance.lenderType).toBe("A");
    expect(siteFinanceEstimate(toyota, car(500, provider), NOW)).toBeNull();
    expect(siteFinanceEstimate(toyota, car(501, provider), NOW)).not.toBeNull();
    const off = { ...toyota, features: { ...toyota.features, finance: false } };
    expect(siteFinanceEstimate(off, car(4990, provider), NOW)).toBeNull();
  });
});
