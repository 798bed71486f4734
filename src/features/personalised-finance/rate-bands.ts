import type { SiteConfig } from "@/platform/site/config-schema";
import { calculate, type CalculatorResult } from "@/features/finance";
import type { Answers } from "./questionnaire";

type Lender = SiteConfig["personalisedFinance"];
type Band = Lender["bands"][number];

/**
 * The share of monthly income left after regular expenses and the site's allowance for each dependant: the one
 * measure of capacity the bands use. No income leaves nothing (never a division by zero).
 */
export function surplusShare(answers: Pick<Answers, "income" | "expenses" | "dependants">, dependantCost: number) {
  const monthly = answers.income / 12;
  if (monthly <= 0) return 0;
  return (monthly - answers.expenses - answers.dependants * dependantCost) / monthly;
}

/**
 * The lender's band for these answers: the first band, in the site's order, that accepts the credit history and the
 * employment and leaves at least its share of income; null when none does (the dealer's finance team then talks it
 * through, and no figure is shown).
 */
export function rateBand(answers: Answers, lender: Pick<Lender, "bands" | "dependantMonthlyCost">): Band | null {
  const share = surplusShare(answers, lender.dependantMonthlyCost);
  return (
    lender.bands.find(
      (band) =>
        band.creditHistory.includes(answers.creditHistory) &&
        band.employment.includes(answers.employment) &&
        share >= band.minSurplusShare,
    ) ?? null
  );
}

export interface IndicativeResult {
  band: Band;
  price: number;
  /** Monthly repayments at the band's lowest and highest rate, by the calculator's annuity rule with the fee financed. */
  low: CalculatorResult;
  high: CalculatorResult;
}

/** The indicative repayments for a band: monthly, over the chosen term, price less deposit, no balloon. */
export function indicativeResult(
  answers: Answers,
  price: number,
  lender: Pick<Lender, "bands" | "dependantMonthlyCost" | "establishmentFee">,
): IndicativeResult | null {
  const band = rateBand(answers, lender);
  if (!band) return null;
  const at = (interestRate: number) =>
    calculate({
      price,
      deposit: answers.deposit,
      balloon: 0,
      termYears: answers.termYears,
      interestRate,
      frequency: "monthly",
      establishmentFee: lender.establishmentFee,
    });
  return { band, price, low: at(band.rate.min), high: at(band.rate.max) };
}

/** The spec's finance disclaimer points, said with the lender's name. */
export function disclaimerPoints(lender: string): string[] {
  return [
    "These repayments are indicative only and are not a binding quote.",
    "Finance is available to approved applicants only.",
    `The lender (${lender}) determines the actual interest rate, fees and charges.`,
    "No credit check has been made: the figures come from your answers alone.",
  ];
}
