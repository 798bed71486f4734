import type { SiteConfig } from "./config-schema";

/**
 * The sites as the platform serves them. Where it cannot take a deposit (no payment provider: see canTakeDeposits),
 * no site offers what needs one, whatever its settings say: reserving (`features.reserveButton`) and the online
 * purchase (`features.onlinePurchase`) are off, so no card, vehicle page, accordion or button leads a shopper to a
 * checkout that could only say it is switched off.
 */
export function sitesAsServed(sites: readonly SiteConfig[], depositsPossible: boolean): SiteConfig[] {
  if (depositsPossible) return [...sites];
  return sites.map((site) => ({
    ...site,
    features: { ...site.features, reserveButton: false, onlinePurchase: false },
  }));
}
