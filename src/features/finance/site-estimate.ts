import type { SiteConfig } from "@/platform/site/config-schema";
import { financeEstimate, type EstimateCar } from "./estimate";

/**
 * The estimate for a car on this site, or null where the rules say none shows: finance off, or the estimate's own
 * rules (lender data, exclusions and the lender type's conditions).
 * The calculator's purchase price bounds are the calculator's input rule, not one of the
 * estimate's: a $4,990 car whose lender rules allow an estimate shows it even where the calculator starts at $5,000.
 */
export function siteFinanceEstimate(config: SiteConfig, car: EstimateCar, now = new Date()) {
  if (!config.features.finance) return null;
  const { provider, lenderType, excludedMake, excludedDealerGroup, fixedFigures } = config.finance;
  return financeEstimate(car, { provider, lenderType, excludedMake, excludedDealerGroup, fixedFigures }, now);
}
