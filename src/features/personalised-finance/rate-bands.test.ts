import { describe, expect, it } from "vitest";
import { loadSiteRegistry } from "@/platform/site/registry";
import { indicativeResult, rateBand, surplusShare } from "./rate-bands";
import type { Answers } from "./questionnaire";

const lender = {
  dependantMonthlyCost: 400,
  establishmentFee: null,
  bands: [
    {
      name: "Excellent",
      rate: { min: 6.99, max: 8.49 },
      creditHistory: ["excellent" as const],
      employment: ["full-time" as const, "self-employed" as const],
      minSurplusShare: 0.3,
    },
    {
      name: "Fair",
      rate: { min: 10.99, max: 14.49 },
      creditHistory: ["excellent" as const, "good" as const, "fair" as const],
      employment: ["full-time" as const, "part-time" as const, "casual" as const, "self-employed" as const],
      minSurplusShare: 0.1,
    },
  ],
};

const answers: Answers = {
  name: "Jo Citizen",
  email: undefined,
  employment: "full-time",
  income: 120_000, // $10,000 a month
  expenses: 3_000,
  dependants: 1,
  creditHistory: "excellent",
  deposit: 5_000,
  termYears: 5,
};

describe("rate bands (the site's lender rules)", () => {
  it("counts the share of monthly income left after expenses and each dependant's allowance", () => {
    expect(surplusShare(answers, 400)).toBeCloseTo((10_000 - 3_000 - 400) / 10_000);
    expect(surplusShare({ income: 0, expenses: 100, dependants: 0 }, 400)).toBe(0);
  });

  it("gives the first band whose credit history, employment and income share all hold", () => {
    expect(rateBand(answers, lender)?.name).toBe("Excellent");
  });

  it("moves a shopper to a later band when one condition of an earlier band fails", () => {
    expect(rateBand({ ...answers, creditHistory: "good" }, lender)?.name).toBe("Fair");
    expect(rateBand({ ...answers, employment: "casual" }, lender)?.name).toBe("Fair");
    // 10,000 - 6,000 - 400 leaves 36%... 10,000 - 7,500 - 400 leaves 21%: below Excellent's 30%.
    expect(rateBand({ ...answers, expenses: 7_500 }, lender)?.name).toBe("Fair");
  });

  it("gives no band (no figure at all) when no band accepts the answers", () => {
    expect(rateBand({ ...answers, creditHistory: "poor" }, lender)).toBeNull();
    expect(rateBand({ ...answers, employment: "not-employed" }, lender)).toBeNull();
    expect(rateBand({ ...answers, income: 0 }, lender)).toBeNull();
    expect(indicativeResult({ ...answers, income: 0 }, 30_000, lender)).toBeNull();
  });

  it("quotes monthly repayments at both ends of the band with the calculator's annuity rule and comparison rate", () => {
    const result = indicativeResult(answers, 35_000, lender)!;
    // $30,000 over 60 months: 6.99% -> $593.90, 8.49% -> $615.34 (annuity formula).
    expect(result.low.repayment).toBeCloseTo(593.9, 1);
    expect(result.high.repayment).toBeCloseTo(615.34, 1);
    expect(result.low.periods).toBe(60);
    // No fee: the comparison rate equals the interest rate.
    expect(result.low.comparisonRate).toBe(6.99);
    expect(result.high.comparisonRate).toBe(8.49);
  });

  it("finances the lender's establishment fee, so the comparison rate is above the interest rate", () => {
    const result = indicativeResult(answers, 35_000, { ...lender, establishmentFee: 395 })!;
    expect(result.low.amountFinanced).toBe(30_395);
    expect(result.low.comparisonRate!).toBeGreaterThan(6.99);
  });

  it("every demo site lists its bands best first, each with its lowest rate at or below its highest", () => {
    for (const config of loadSiteRegistry("sites").sites) {
      const rates = config.personalisedFinance.bands.map((b) => b.rate.min);
      expect([...rates].sort((a, b) => a - b)).toEqual(rates);
      for (const band of config.personalisedFinance.bands) expect(band.rate.min).toBeLessThanOrEqual(band.rate.max);
    }
  });
});
