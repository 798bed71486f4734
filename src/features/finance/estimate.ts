/**
 * The finance estimate shown on a car (vehicle page and result cards):
 * 5-year term, $30,000 comparison loan, 10% deposit for lender type A, offer date one month ahead, rounding.
 */
import { financeablePrice, isAvailable, type AskingPrice, formatMoney } from "@/features/vehicle";
import type { FinanceLender } from "@/domain/vehicle-types";
import { annuityRepayment } from "./repayment";

type LenderType = "A" | "B" | "C" | "D" | "E" | "F" | "G";

export interface EstimateCar {
  make: string;
  year: number;
  price: AskingPrice;
  status: string;
  dealerGroup: string | null;
  financeLenders: Record<string, FinanceLender>;
}

/** The part of SiteConfig.finance the estimate reads (SiteConfig.finance itself can be passed). */
export interface EstimateSite {
  provider: string | null;
  lenderType: LenderType | null;
  excludedMake: string | null;
  excludedDealerGroup: string | null;
  fixedFigures: { interestRate: number; comparisonRate: number; deposit: number } | null;
}

export interface FinanceEstimate {
  lender: string;
  interestRate: number;
  comparisonRate: number;
  /** Whole dollars; null when neither the lender nor the formula can give one (e.g. nothing left to finance). */
  weekly: number | null;
  monthly: number | null;
  termYears: 5;
  deposit: number;
  balloon: number;
  offerValidUntil: Date;
  disclaimer: string;
}

const ESTIMATE_TERM_YEARS = 5;
const COMPARISON_LOAN = 30_000;
/** Lender type A advertises with a 10% deposit. */
const TYPE_A_DEPOSIT_SHARE = 0.1;
/** Type A lenders only finance cars newer than this many years before the current year. */
const TYPE_A_MAX_AGE_YEARS = 12;

/** The comparison-rate warning Australian law requires (National Consumer Credit Protection Regulations, reg 100): */
export const COMPARISON_RATE_WARNING =
  "WARNING: This comparison rate is true only for the example given and may not include all fees and charges. Different terms, fees or other loan amounts might result in a different comparison rate.";

/** The example a comparison rate must name (amount and term), e.g. "Comparison rate based on a secured loan of $30,000 over 5 years." */
export function comparisonRateBasis(): string {
  return `Comparison rate based on a secured loan of ${formatMoney(COMPARISON_LOAN)} over ${ESTIMATE_TERM_YEARS} years.`;
}

// Feeds and configuration spell makes and group names with different capitalisation ("TOYOTA", "Toyota").
const sameName = (a: string, b: string) => a.trim().toLowerCase() === b.trim().toLowerCase();

// toPrecision(12) drops binary artefacts (9.235 * 100 is 923.4999…) so a half rounds up as written.
const round2 = (value: number) => Math.round(Number((value * 100).toPrecision(12))) / 100;

function lenderFor(car: EstimateCar, provider: string): FinanceLender | null {
  // Own keys only: a provider named like an Object.prototype member must not read an inherited value.
  return Object.hasOwn(car.financeLenders, provider) ? (car.financeLenders[provider] ?? null) : null;
}

function meetsLenderTypeRules(type: LenderType, car: EstimateCar, lender: FinanceLender, now: Date): boolean {
  const available = isAvailable(car.status);
  const priced = financeablePrice(car.price);
  switch (type) {
    case "A":
      // UTC so the server's own time zone cannot change which cars qualify.
      return (
        car.year > now.getUTCFullYear() - TYPE_A_MAX_AGE_YEARS && priced && available && lender.comparisonRate !== null
      );
    case "B":
    case "C":
      return available;
    case "D":
    case "E":
    case "F":
      return priced && available && lender.paymentWeek !== null;
    case "G":
      return priced && available && lender.paymentMonth !== null;
  }
}

/** Same day next month; a day the next month lacks (31 January) clamps to its last day (28 or 29 February). */
export function oneMonthAhead(now: Date): Date {
  const year = now.getUTCFullYear();
  const nextMonth = now.getUTCMonth() + 1;
  // Day 0 of the month after next is the last day of next month; Date.UTC carries month 12 into the next year.
  const lastDay = new Date(Date.UTC(year, nextMonth + 1, 0)).getUTCDate();
  const offer = new Date(now.getTime());
  offer.setUTCFullYear(year, nextMonth, Math.min(now.getUTCDate(), lastDay));
  return offer;
}

/** A 5-year repayment in whole dollars, or null when there is nothing positive to repay. */
function repaymentOver5Years(
  principal: number,
  ratePercent: number,
  periodsPerYear: number,
  balloon: number,
): number | null {
  if (principal <= 0) return null;
  const payment = annuityRepayment(
    principal,
    ratePercent,
    ESTIMATE_TERM_YEARS * periodsPerYear,
    periodsPerYear,
    balloon,
  );
  return Number.isFinite(payment) && payment > 0 ? Math.round(payment) : null;
}

/**
 * Shown only when lender data exists for the site's provider, interest and comparison rates are not null, the make is not
 * the site's excluded make (case-insensitive) and the dealer group is not the excluded one; then by lender type:
 * A: year newer than current year minus 12, price above 500, available, comparison rate present;
 * B and C: available; D, E, F: price above 500, available, weekly payment present; G: price above 500, available, monthly payment present.
 * Figures: 5-year term; type A uses a 10% deposit; rates rounded to 2 decimals; weekly and monthly to 0 decimals (whole dollars);
 * the offer date is one month ahead of now (same day next month; clamp to the month's last day);
 * a site with fixed figures shows those rates and deposit, with repayments computed from the fixed rate (annuity, 5 years, no balloon).
 * When the lender data lacks a weekly or monthly payment, compute it with annuityRepayment from the price, deposit, rate and balloon.
 * A site without a lender type has no rules to qualify a car, so it shows no estimate.
 */
export function financeEstimate(car: EstimateCar, site: EstimateSite, now: Date): FinanceEstimate | null {
  if (site.provider === null || site.lenderType === null) return null;
  const lender = lenderFor(car, site.provider);
  if (lender === null || lender.interestRate === null || lender.comparisonRate === null) return null;
  if (site.excludedMake !== null && sameName(car.make, site.excludedMake)) return null;
  if (
    site.excludedDealerGroup !== null &&
    car.dealerGroup !== null &&
    sameName(car.dealerGroup, site.excludedDealerGroup)
  )
    return null;
  if (!meetsLenderTypeRules(site.lenderType, car, lender, now)) return null;

  const common = {
    lender: site.provider,
    termYears: ESTIMATE_TERM_YEARS as 5,
    offerValidUntil: oneMonthAhead(now),
    disclaimer: lender.disclaimer,
  };

  // A car without a price (the B and C lenders do not ask for one) is figured as $0, like a placeholder price.
  const price = car.price ?? 0;
  const fixed = site.fixedFigures;
  if (fixed !== null) {
    // The lender's own repayments were priced at its rate, not the advertised one, so recompute both from the fixed rate.
    const principal = price - fixed.deposit;
    return {
      ...common,
      interestRate: round2(fixed.interestRate),
      comparisonRate: round2(fixed.comparisonRate),
      weekly: repaymentOver5Years(principal, fixed.interestRate, 52, 0),
      monthly: repaymentOver5Years(principal, fixed.interestRate, 12, 0),
      deposit: fixed.deposit,
      balloon: 0,
    };
  }

  // Whole dollars, like the lender feeds, so the deposit shown is the one the computed repayments assume.
  const deposit = site.lenderType === "A" ? Math.round(price * TYPE_A_DEPOSIT_SHARE) : lender.deposit;
  const principal = price - deposit;
  // The lender's quoted payment wins; the formula only fills a gap, at the lender's unrounded rate.
  const weekly = lender.paymentWeek ?? repaymentOver5Years(principal, lender.interestRate, 52, lender.balloon);
  const monthly = lender.paymentMonth ?? repaymentOver5Years(principal, lender.interestRate, 12, lender.balloon);
  return {
    ...common,
    interestRate: round2(lender.interestRate),
    comparisonRate: round2(lender.comparisonRate),
    weekly: weekly === null ? null : Math.round(weekly),
    monthly: monthly === null ? null : Math.round(monthly),
    deposit,
    balloon: lender.balloon,
  };
}

/** The repayment an estimate quotes: weekly where there is a weekly figure, else monthly; null with neither (nothing to show). */
export function quotedRepayment(
  estimate: Pick<FinanceEstimate, "weekly" | "monthly">,
): { amount: number; per: "week" | "month" } | null {
  if (estimate.weekly !== null) return { amount: estimate.weekly, per: "week" };
  if (estimate.monthly !== null) return { amount: estimate.monthly, per: "month" };
  return null;
}
