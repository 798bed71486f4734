import type { SiteConfig } from "@/platform/site/config-schema";

/**
 * Where the access-loan banner's 'Get Your Repayments' and the 'GET A QUOTE' buttons lead: the dealer's
 * external link where the site has one; otherwise the site's own personalised finance (for the car in view, if any, by
 * its id as the route is written: /personalised/finance?car_id={id});
 * otherwise nowhere, and the button is not shown.
 */
export function repaymentsHref(
  external: string | null | undefined,
  config: Pick<SiteConfig, "personalisedFinance">,
  carId?: number | null,
): string | null {
  if (external) return external;
  if (!config.personalisedFinance.enabled) return null;
  return carId ? `/personalised/finance?car_id=${carId}` : "/personalised/finance";
}
