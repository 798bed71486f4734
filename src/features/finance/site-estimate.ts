import type { SiteConfig } from "../../platform/site/config-schema";
import { financeEstimate, type EstimateCar } from "./estimate";

/** The estimate for a car on this site, or null where the rules say none shows (finance off, excluded, lender type). */
export function siteFinanceEstimate(config: SiteConfig, car: EstimateCar, now = new Date()) {
  if (!config.features.finance) return null;
  const { provider, lenderType, excludedMake, excludedDealerGroup, fixedFigures } = config.finance;
  return financeEstimate(car, { provider, lenderType, excludedMake, excludedDealerGroup, fixedFigures }, now);
}
