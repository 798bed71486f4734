import { describe, expect, it } from "vitest";
import { repaymentsHref } from "./repayments-link";

const on = { personalisedFinance: { enabled: true } } as Parameters<typeof repaymentsHref>[1];
const off = { personalisedFinance: { enabled: false } } as Parameters<typeof repaymentsHref>[1];

describe("where 'Get Your Repayments' and 'GET A QUOTE' lead", () => {
  it("to the dealer's external link where the site has one", () => {
    expect(repaymentsHref("https://finance.example/quote", on)).toBe("https://finance.example/quote");
    expect(repaymentsHref("https://finance.example/quote", off)).toBe("https://finance.example/quote");
  });

  it("otherwise to the site's personalised finance, for the car in view by its id (as the route is written) when there is one", () => {
    expect(repaymentsHref(null, on)).toBe("/personalised/finance");
    expect(repaymentsHref(undefined, on, 4211)).toBe("/personalised/finance?car_id=4211");
  });

  it("nowhere (the button is not shown) on a site with neither", () => {
    expect(repaymentsHref(null, off)).toBeNull();
  });
});
