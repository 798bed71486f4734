import type { SiteConfig } from "@/platform/site/config-schema";
import { checkoutPath } from "@/features/reserve";

/** The online payment's page. */
const ONLINE_PAYMENT_PATH = "/online-payment";

/**
 * The pages whose form the server answers with a redirect to the payment provider's hosted page: the car's checkout
 * (/cars/{slug}/checkout or /buy-online, as the site's reserve.variant says), the online purchase (/checkout-journey)
 * and the online payment. A browser checks a form's redirects against the page's form-action too, so only these pages
 * may send a form on to the provider; every other page keeps its forms on the site.
 */
function isPaymentFormPage(config: Pick<SiteConfig, "reserve">, pathname: string): boolean {
  if (pathname === ONLINE_PAYMENT_PATH || pathname === checkoutPath(config, "", "purchase")) return true;
  const car = /^\/cars\/([^/]+)\/([^/]+)$/.exec(pathname);
  return car !== null && pathname === checkoutPath(config, car[1]!, "reserve");
}

/** The origins a page's forms may reach besides the site itself: the hosted payment page, on payment pages only. */
export function paymentFormTargets(
  config: Pick<SiteConfig, "reserve">,
  pathname: string,
  hostedOrigin: string | null,
): string[] {
  return hostedOrigin !== null && isPaymentFormPage(config, pathname) ? [hostedOrigin] : [];
}
