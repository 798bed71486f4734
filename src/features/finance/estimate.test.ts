import { describe, expect, it } from "vitest";
import type { FinanceLender } from "@/domain/vehicle-types";
import {
  comparisonRateBasis,
  financeEstimate,
  quotedRepayment,
  oneMonthAhead,
  type EstimateCar,
  type EstimateSite,
} from "./estimate";

const NOW = new Date("2025-03-15T02:30:00Z");

const lender = (overrides: Partial<FinanceLender> = {}): FinanceLender => ({
  interestRate: 8.49,
  comparisonRate: 9.23,
  paymentWeek: 140,
  paymentMonth: 610,
  termYears: 5,
  termMonths: 60,
  deposit: 0,
  balloon: 0,
  disclaimer: "Indicative only; finance for approved applicants.",
  ...overrides,
});

const car = (overrides: Partial<EstimateCar> = {}, lenderData: FinanceLender | null = lender()): EstimateCar => ({
  make: "Mazda",
  year: 2022,
  price: 30_000,
  status: "in_stock",
  dealerGroup: "Southern Cross Motor Group",
  financeLenders: lenderData ? { acme: lenderData } : {},
  ...overrides,
});

const site = (overrides: Partial<EstimateSite> = {}): EstimateSite => ({
  provider: "acme",
  lenderType: "B",
  excludedMake: null,
  excludedDealerGroup: null,
  fixedFigures: null,
  ...overrides,
});

/** Closed-form annuity, written out here so the tests do not lean on the code under test. */
const closedForm = (principal: number, annualPercent: number, periods: number, perYear: number, balloon = 0) => {
  const r = annualPercent / 100 / perYear;
  const v = (1 + r) ** -periods;
  return ((principal - balloon * v) * r) / (1 - v);
};

describe("finance estimate: conditions for every lender type", () => {
  it("shows the lender's figures when lender data exists for the site's provider", () => {
    const estimate = financeEstimate(car(), site(), NOW);
    expect(estimate).toMatchObject({
      lender: "acme",
      interestRate: 8.49,
      comparisonRate: 9.23,
      weekly: 140,
      monthly: 610,
      termYears: 5,
      deposit: 0,
      balloon: 0,
    });
    expect(estimate?.disclaimer).toBe("Indicative only; finance for approved applicants.");
  });

  it("is hidden when the car has no lender data for the site's provider", () => {
    expect(financeEstimate(car({ financeLenders: { other: lender() } }), site(), NOW)).toBeNull();
    expect(financeEstimate(car({}, null), site(), NOW)).toBeNull();
  });

  it("is hidden when the site has no provider or no lender type", () => {
    expect(financeEstimate(car(), site({ provider: null }), NOW)).toBeNull();
    expect(financeEstimate(car(), site({ lenderType: null }), NOW)).toBeNull();
  });

  it("does not read inherited properties as lender data (a provider named like an Object member)", () => {
    expect(financeEstimate(car(), site({ provider: "constructor" }), NOW)).toBeNull();
  });

  it("is hidden when the interest rate or the comparison rate is null", () => {
    expect(financeEstimate(car({}, lender({ interestRate: null })), site(), NOW)).toBeNull();
    expect(financeEstimate(car({}, lender({ comparisonRate: null })), site(), NOW)).toBeNull();
  });

  it("is hidden for the site's excluded make, compared case-insensitively", () => {
    expect(financeEstimate(car({ make: "MAZDA" }), site({ excludedMake: "mazda" }), NOW)).toBeNull();
    expect(financeEstimate(car({ make: "Kia" }), site({ excludedMake: "mazda" }), NOW)).not.toBeNull();
  });

  it("is hidden when the dealership is in the excluded dealer group", () => {
    expect(financeEstimate(car(), site({ excludedDealerGroup: "Southern Cross Motor Group" }), NOW)).toBeNull();
    expect(
      financeEstimate(
        car({ dealerGroup: "Harbour Motor Group" }),
        site({ excludedDealerGroup: "Southern Cross Motor Group" }),
        NOW,
      ),
    ).not.toBeNull();
    expect(
      financeEstimate(car({ dealerGroup: null }), site({ excludedDealerGroup: "Southern Cross Motor Group" }), NOW),
    ).not.toBeNull();
  });
});

describe("finance estimate: lender type A", () => {
  const typeA = site({ lenderType: "A" });

  it("needs a year newer than the current year minus 12 (2025 - 12 = 2013, so 2014 qualifies and 2013 does not)", () => {
    expect(financeEstimate(car({ year: 2014 }), typeA, NOW)).not.toBeNull();
    expect(financeEstimate(car({ year: 2013 }), typeA, NOW)).toBeNull();
  });

  it("takes the current year from now", () => {
    expect(financeEstimate(car({ year: 2014 }), typeA, new Date("2026-01-10T00:00:00Z"))).toBeNull();
  });

  it("needs a price above 500", () => {
    expect(financeEstimate(car({ price: 500 }), typeA, NOW)).toBeNull();
    expect(financeEstimate(car({ price: 501 }), typeA, NOW)).not.toBeNull();
  });

  it("needs the car to be available (in stock or coming soon)", () => {
    expect(financeEstimate(car({ status: "sold" }), typeA, NOW)).toBeNull();
    expect(financeEstimate(car({ status: "coming_soon" }), typeA, NOW)).not.toBeNull();
  });

  it("uses a 10% deposit and computes missing repayments on the price less that deposit", () => {
    // $30,000 car: deposit 3,000, principal 27,000 at 8.49% over 5 years, no balloon.
    // weekly  = 27000 * r / (1 - (1+r)^-260), r = 0.0849/52 = 127.53 -> $128
    // monthly = 27000 * r / (1 - (1+r)^-60),  r = 0.0849/12 = 553.82 -> $554
    expect(closedForm(27_000, 8.49, 260, 52)).toBeCloseTo(127.53, 2);
    expect(closedForm(27_000, 8.49, 60, 12)).toBeCloseTo(553.82, 2);
    const estimate = financeEstimate(
      car({}, lender({ paymentWeek: null, paymentMonth: null, deposit: 0 })),
      typeA,
      NOW,
    );
    expect(estimate).toMatchObject({ deposit: 3000, weekly: 128, monthly: 554 });
  });
});

describe("finance estimate: lender types B and C", () => {
  it.each(["B", "C"] as const)(
    "type %s only needs the car to be available, even at a price of 500 or below",
    (lenderType) => {
      expect(financeEstimate(car({ price: 400 }), site({ lenderType }), NOW)).not.toBeNull();
      expect(financeEstimate(car({ status: "sold" }), site({ lenderType }), NOW)).toBeNull();
    },
  );

  it("has no repayment to show when the lender gives none and nothing is left to finance", () => {
    const estimate = financeEstimate(car({ price: 0 }, lender({ paymentWeek: null, paymentMonth: null })), site(), NOW);
    expect(estimate).toMatchObject({ weekly: null, monthly: null });
    expect(quotedRepayment(estimate!)).toBeNull(); // so no "$0 per month" is shown
  });

  it("quotes the weekly repayment where there is one, else the monthly", () => {
    expect(quotedRepayment({ weekly: 120, monthly: 520 })).toEqual({ amount: 120, per: "week" });
    expect(quotedRepayment({ weekly: null, monthly: 520 })).toEqual({ amount: 520, per: "month" });
  });
});

describe("finance estimate: lender types D, E and F", () => {
  it.each(["D", "E", "F"] as const)(
    "type %s needs a price above 500, an available car and a weekly payment",
    (lenderType) => {
      expect(financeEstimate(car(), site({ lenderType }), NOW)).not.toBeNull();
      expect(financeEstimate(car({ price: 500 }), site({ lenderType }), NOW)).toBeNull();
      expect(financeEstimate(car({ status: "sold" }), site({ lenderType }), NOW)).toBeNull();
      expect(financeEstimate(car({}, lender({ paymentWeek: null })), site({ lenderType }), NOW)).toBeNull();
      // The monthly payment is not one of this type's conditions.
      expect(financeEstimate(car({}, lender({ paymentMonth: null })), site({ lenderType }), NOW)).not.toBeNull();
    },
  );
});

describe("finance estimate: lender type G", () => {
  it("needs a price above 500, an available car and a monthly payment", () => {
    const typeG = site({ lenderType: "G" });
    expect(financeEstimate(car(), typeG, NOW)).not.toBeNull();
    expect(financeEstimate(car({ price: 500 }), typeG, NOW)).toBeNull();
    expect(financeEstimate(car({ status: "sold" }), typeG, NOW)).toBeNull();
    expect(financeEstimate(car({}, lender({ paymentMonth: null })), typeG, NOW)).toBeNull();
    expect(financeEstimate(car({}, lender({ paymentWeek: null })), typeG, NOW)).not.toBeNull();
  });
});

describe("finance estimate: figures", () => {
  it("has a 5-year term", () => {
    expect(financeEstimate(car(), site(), NOW)?.termYears).toBe(5);
  });

  it("rounds rates to 2 decimals", () => {
    const estimate = financeEstimate(car({}, lender({ interestRate: 8.4949, comparisonRate: 9.235 })), site(), NOW);
    expect(estimate).toMatchObject({ interestRate: 8.49, comparisonRate: 9.24 });
  });

  it("rounds weekly and monthly payments to whole dollars", () => {
    const estimate = financeEstimate(car({}, lender({ paymentWeek: 127.49, paymentMonth: 553.5 })), site(), NOW);
    expect(estimate).toMatchObject({ weekly: 127, monthly: 554 });
  });

  it("computes a missing repayment from price, deposit, rate and balloon with the annuity formula", () => {
    // $40,000, no deposit, $10,000 balloon, 7.49% over 5 years:
    // weekly  = (40000 - 10000(1+r)^-260) r / (1 - (1+r)^-260), r = 0.0749/52 = 152.82 -> $153
    // monthly = (40000 - 10000(1+r)^-60)  r / (1 - (1+r)^-60),  r = 0.0749/12 = 663.41 -> $663
    expect(closedForm(40_000, 7.49, 260, 52, 10_000)).toBeCloseTo(152.82, 2);
    expect(closedForm(40_000, 7.49, 60, 12, 10_000)).toBeCloseTo(663.41, 2);
    const estimate = financeEstimate(
      car({ price: 40_000 }, lender({ interestRate: 7.49, paymentWeek: null, paymentMonth: null, balloon: 10_000 })),
      site(),
      NOW,
    );
    expect(estimate).toMatchObject({ weekly: 153, monthly: 663, balloon: 10_000, deposit: 0 });
  });

  it("keeps the lender's own payment when it has one", () => {
    const estimate = financeEstimate(car({}, lender({ paymentWeek: 150, paymentMonth: null })), site(), NOW);
    // Monthly computed: 30000 at 8.49% over 60 months = 615.35 -> $615; weekly kept at the lender's $150.
    expect(closedForm(30_000, 8.49, 60, 12)).toBeCloseTo(615.35, 2);
    expect(estimate).toMatchObject({ weekly: 150, monthly: 615 });
  });

  it("shows a site's fixed rates and deposit, with repayments from the fixed rate over 5 years and no balloon", () => {
    // 6.29% p.a., 8.19% comparison, no deposit, $25,000 car:
    // weekly  = 25000 r / (1 - (1+r)^-260), r = 0.0629/52 = 112.12 -> $112
    // monthly = 25000 r / (1 - (1+r)^-60),  r = 0.0629/12 = 486.70 -> $487
    expect(closedForm(25_000, 6.29, 260, 52)).toBeCloseTo(112.12, 2);
    expect(closedForm(25_000, 6.29, 60, 12)).toBeCloseTo(486.7, 2);
    const fixed = site({ fixedFigures: { interestRate: 6.29, comparisonRate: 8.19, deposit: 0 } });
    const estimate = financeEstimate(car({ price: 25_000 }, lender({ balloon: 5000, deposit: 2000 })), fixed, NOW);
    expect(estimate).toMatchObject({
      interestRate: 6.29,
      comparisonRate: 8.19,
      deposit: 0,
      balloon: 0,
      weekly: 112,
      monthly: 487,
    });
  });

  it("still needs lender data for the provider when the site has fixed figures", () => {
    const fixed = site({ fixedFigures: { interestRate: 6.29, comparisonRate: 8.19, deposit: 0 } });
    expect(financeEstimate(car({}, null), fixed, NOW)).toBeNull();
  });
});

describe("finance estimate: offer date one month ahead", () => {
  it("is the same day next month", () => {
    expect(financeEstimate(car(), site(), NOW)?.offerValidUntil.toISOString()).toBe("2025-04-15T02:30:00.000Z");
  });

  it("clamps to the last day of a shorter month", () => {
    expect(oneMonthAhead(new Date("2025-01-31T10:00:00Z")).toISOString()).toBe("2025-02-28T10:00:00.000Z");
    expect(oneMonthAhead(new Date("2024-01-31T10:00:00Z")).toISOString()).toBe("2024-02-29T10:00:00.000Z");
    expect(oneMonthAhead(new Date("2025-03-31T10:00:00Z")).toISOString()).toBe("2025-04-30T10:00:00.000Z");
  });

  it("rolls December into January of the next year", () => {
    expect(oneMonthAhead(new Date("2025-12-31T10:00:00Z")).toISOString()).toBe("2026-01-31T10:00:00.000Z");
  });

  it("does not change the date it is given", () => {
    const now = new Date("2025-01-31T10:00:00Z");
    oneMonthAhead(now);
    expect(now.toISOString()).toBe("2025-01-31T10:00:00.000Z");
  });
});

describe("comparison rate disclosure", () => {
  it("states the example the comparison rate is based on: a $30,000 secured loan over 5 years", () => {
    expect(comparisonRateBasis()).toBe("Comparison rate based on a secured loan of $30,000 over 5 years.");
  });
});
