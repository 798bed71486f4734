import { describe, expect, it } from "vitest";
import { hostedPaymentOrigin, STRIPE_CHECKOUT_ORIGIN } from "@/platform/payments/hosted-page";
import { contentSecurityPolicy } from "@/platform/http/request-rules";
import { paymentFormTargets } from "./payment-pages";

const checkoutSite = { reserve: { variant: "checkout" } } as Parameters<typeof paymentFormTargets>[0];
const buyOnlineSite = { reserve: { variant: "buy-online" } } as Parameters<typeof paymentFormTargets>[0];
const stripe = { STRIPE_SECRET_KEY: "sk_test_abcdefgh1234" };

/** The form-action directive of the policy the proxy gives a page of this site with this provider. */
function formAction(config: typeof checkoutSite, pathname: string, e: Parameters<typeof hostedPaymentOrigin>[0]) {
  const policy = contentSecurityPolicy({
    nonce: "n",
    frameAncestors: [],
    formTargets: paymentFormTargets(config, pathname, hostedPaymentOrigin(e)),
    https: true,
    development: false,
  });
  return policy.split("; ").find((d) => d.startsWith("form-action "));
}

describe("payment pages' form-action reaches the provider's hosted page", () => {
  it("lets the checkout, online purchase and online payment pages' forms reach Stripe's Checkout when Stripe is the provider", () => {
    for (const path of ["/cars/2021-toyota-rav4-gx-h1234/checkout", "/checkout-journey", "/online-payment"])
      expect(formAction(checkoutSite, path, stripe), path).toBe(`form-action 'self' ${STRIPE_CHECKOUT_ORIGIN}`);
    expect(formAction(buyOnlineSite, "/cars/2021-toyota-rav4-gx-h1234/buy-online", stripe)).toBe(
      "form-action 'self' https://checkout.stripe.com",
    );
  });

  it("names the local test server's origin when STRIPE_API_BASE stands in for Stripe", () => {
    expect(
      formAction(checkoutSite, "/online-payment", { ...stripe, STRIPE_API_BASE: "http://127.0.0.1:4242/v1" }),
    ).toBe("form-action 'self' http://127.0.0.1:4242");
  });

  it("keeps every other page's forms on the site, and the other reserve variant's path too", () => {
    for (const path of [
      "/",
      "/cars/2021-toyota-rav4-gx-h1234",
      "/cars/2021-toyota-rav4-gx-h1234/buy-online",
      "/cars/trade-in",
      "/finance",
      "/online-payment/receipt/5",
      "/payments/demo/5",
      "/checkout-journey/x",
    ])
      expect(formAction(checkoutSite, path, stripe), path).toBe("form-action 'self'");
    expect(formAction(buyOnlineSite, "/cars/2021-toyota-rav4-gx-h1234/checkout", stripe)).toBe("form-action 'self'");
  });

  it("adds no origin without a provider that has a hosted page (the demo provider pays on the site itself)", () => {
    expect(hostedPaymentOrigin({})).toBeNull();
    expect(hostedPaymentOrigin({ STRIPE_API_BASE: "http://127.0.0.1:4242" })).toBeNull();
    for (const path of ["/cars/2021-toyota-rav4-gx-h1234/checkout", "/checkout-journey", "/online-payment"])
      expect(formAction(checkoutSite, path, {}), path).toBe("form-action 'self'");
  });
});
