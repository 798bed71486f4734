import path from "node:path";
import type { FinanceLender } from "@/domain/vehicle-types";
import { loadSiteRegistry } from "@/platform/site/registry";
import { sampleVehicle } from "@/features/vehicle/testing/sample-vehicle";
import type { CompareVehicle, VehicleRow } from "@/features/vehicle";

/** The compare units' fixtures: the sample vehicle as the compare query loads it, and the demo sites' settings. */
export function sampleCompareCar(over: Partial<VehicleRow> = {}, joined: Partial<CompareVehicle> = {}): CompareVehicle {
  return {
    ...sampleVehicle(over),
    locationName: "Harbour Toyota Fremantle",
    dealershipName: "Harbour Toyota",
    dealerGroup: null,
    ...joined,
  };
}

/** A lender's quote for Harbour Toyota's provider (lender type A: the car must be newer than 12 years and priced). */
export const toyotaFinance = (quote: Partial<FinanceLender> = {}): VehicleRow["financeLenders"] => ({
  "toyota-finance": {
    interestRate: 6.99,
    comparisonRate: 7.49,
    paymentWeek: 189,
    paymentMonth: 819,
    termYears: 5,
    termMonths: 60,
    deposit: 0,
    balloon: 0,
    disclaimer: "Indicative only.",
    ...quote,
  },
});

const sites = loadSiteRegistry(path.resolve("sites")).sites;
export const demoSite = (slug: string) => sites.find((s) => s.slug === slug)!;
