import type { SiteConfig } from "@/platform/site/config-schema";
import { startingPrice } from "./calculator";
import { financeEstimate, type EstimateCar } from "./estimate";
import { isQuotablePrice } from "./purchase-price";

/**
 * The estimate for a car on this site, or null where the rules say none shows (finance off, excluded, lender type), and
 * null too when the site's calculator would open on a price it does not quote (a $4,990 car where the minimum is $5,000):
 * the estimate links to that calculator, and the two must not disagree (purchase-price.ts).
 */
export function siteFinanceEstimate(config: SiteConfig, car: EstimateCar, now = new Date()) {
  if (!config.features.finance) return null;
  if (!isQuotablePrice(startingPrice(car.price), config.finance.calculator.purchasePrice)) return null;
  const { provider, lenderType, excludedMake, excludedDealerGroup, fixedFigures } = config.finance;
  return financeEstimate(car, { provider, lenderType, excludedMake, excludedDealerGroup, fixedFigures }, now);
}
