/**
 * The finance calculator's rules: help text, clamps, 'Enquire for Finance', defaults and frequencies. The per-site bounds and default rate come from SiteConfig.finance.calculator.
 */
import { formatMoney, isRealPrice } from "@/features/vehicle";
import { isQuotablePrice } from "./purchase-price";
import { annuityRepayment } from "./repayment";

export type Frequency = "weekly" | "fortnightly" | "monthly";
const PERIODS_PER_YEAR: Record<Frequency, number> = { weekly: 52, fortnightly: 26, monthly: 12 };
/**
 * Reg 100(3) of the National Consumer Credit Protection Regulations 2010 annualises the per-repayment rate with n = 52.18
 * for weekly and 26.09 for fortnightly repayments (12 monthly), so the comparison rate uses these, not PERIODS_PER_YEAR.
 */
const COMPARISON_PERIODS_PER_YEAR: Record<Frequency, number> = {
  weekly: 52.18,
  fortnightly: 26.09,
  monthly: 12,
};
export const TERM = { min: 1, max: 7, step: 0.5 };
const DEPOSIT_MAX = 250_000; // deposit and residual 0 to 250,000
const DEFAULT_AMOUNT = 30_000; // when there is no price
const DEFAULT_TERM_YEARS = 5;
const ENQUIRE_THRESHOLD = 25; // a repayment of $25 or less shows 'Enquire for Finance'
export const ENQUIRE_FOR_FINANCE = "Enquire for Finance";
export const DEFAULT_ESTABLISHMENT_FEE = 1360.5;

export interface CalculatorBounds {
  price: { min: number; max: number };
  interest: { min: number; max: number };
}

export interface CalculatorInput {
  price: number;
  deposit: number;
  balloon: number;
  termYears: number;
  interestRate: number;
  frequency: Frequency;
  establishmentFee: number | null;
}

/** 'Cannot be less than $1,000 or more than $250,000' (with the configured bounds, money formatted with formatMoney). */
export function priceHelp(bounds: CalculatorBounds): string {
  return `Cannot be less than ${formatMoney(bounds.price.min)} or more than ${formatMoney(bounds.price.max)}`;
}

/** The price the calculator opens with for a car: its price if above 10, else $30,000. */
export function startingPrice(price: number | null): number {
  // A placeholder price (the vehicle display rule) is no sum to finance.
  return isRealPrice(price) ? price : DEFAULT_AMOUNT;
}

/** Defaults: price = startingPrice (the car's price if above 10, else 30000); 5 years; interest = the site's default rate; deposit 0; balloon 0; monthly; fee = the configured establishment fee (null when the lender type has none). */
export function defaultInput(options: {
  price: number | null;
  defaultInterestRate: number;
  establishmentFee: number | null;
}): CalculatorInput {
  return {
    price: startingPrice(options.price),
    deposit: 0,
    balloon: 0,
    termYears: DEFAULT_TERM_YEARS,
    interestRate: options.defaultInterestRate,
    frequency: "monthly",
    establishmentFee: options.establishmentFee,
  };
}

/** A finite number from a number or a typed string ("30,000", "$5000"); null for anything else, including an empty field. */
function toNumber(value: unknown): number | null {
  if (typeof value === "number") return Number.isFinite(value) ? value : null;
  if (typeof value !== "string") return null;
  const text = value.replace(/[$,\s]/g, "");
  if (text === "") return null;
  const parsed = Number(text);
  return Number.isFinite(parsed) ? parsed : null;
}

const clamp = (value: number, min: number, max: number) => Math.min(max, Math.max(min, value));

/**
 * What a money field keeps of what the shopper typed: digits and the decimal point, and a minus sign typed before the
 * first digit. A negative amount is "0 or below", which becomes 0, so the field shows 0: dropping the minus sign
 * alone would turn -5,000 into 5,000, its absolute value. A minus sign with no digit yet stays, as typing goes on.
 */
export function moneyFieldText(typed: string): string {
  const kept = typed.replace(/[^\d.]/g, "");
  if (!/^\D*-/.test(typed)) return kept;
  return /\d/.test(kept) ? "0" : "-";
}

/** Amounts of 0 or below become 0; anything that is not a number keeps the default. */
function amount(value: unknown, fallback: number): number {
  const parsed = toNumber(value) ?? fallback;
  return parsed <= 0 ? 0 : parsed;
}

const isFrequency = (value: unknown): value is Frequency =>
  typeof value === "string" && Object.hasOwn(PERIODS_PER_YEAR, value);

function establishmentFee(value: unknown, fallback: number | null): number | null {
  // An explicit null means "no fee"; undefined (not supplied) keeps the configured fee.
  if (value === null) return null;
  if (value === undefined) return fallback;
  return toNumber(value) === null ? fallback : amount(value, 0);
}

/**
 * Cleans raw input: amounts of 0 or below become 0; non-numbers fall back to the default; term is clamped to 1..7 and rounded to
 * the nearest 0.5; interest clamped to the bounds; deposit and balloon clamped to 0..250,000. Deposit + balloon can never exceed
 * the price (clamp deposit to price, then balloon to price - deposit).
 * The price is not clamped ("Other inputs are clamped"): a price outside the bounds is kept as typed and flagged, so the
 * help text shows as an error and nothing is quoted (see purchase-price.ts).
 */
export function cleanInput(
  raw: Partial<Record<keyof CalculatorInput, unknown>>,
  defaults: CalculatorInput,
  bounds: CalculatorBounds,
): { input: CalculatorInput; priceOutOfRange: boolean } {
  const price = amount(raw.price, defaults.price);
  const term = clamp(toNumber(raw.termYears) ?? defaults.termYears, TERM.min, TERM.max);
  // 1 and 7 are whole steps, so rounding after clamping stays within the range.
  const termYears = Math.round(term / TERM.step) * TERM.step;
  const interestRate = clamp(
    toNumber(raw.interestRate) ?? defaults.interestRate,
    bounds.interest.min,
    bounds.interest.max,
  );
  const deposit = Math.min(amount(raw.deposit, defaults.deposit), DEPOSIT_MAX, price);
  const balloon = Math.min(amount(raw.balloon, defaults.balloon), DEPOSIT_MAX, price - deposit);
  return {
    input: {
      price,
      deposit,
      balloon,
      termYears,
      interestRate,
      frequency: isFrequency(raw.frequency) ? raw.frequency : defaults.frequency,
      establishmentFee: establishmentFee(raw.establishmentFee, defaults.establishmentFee),
    },
    priceOutOfRange: !isQuotablePrice(price, bounds.price),
  };
}

export interface CalculatorResult {
  repayment: number; // per period, to the cent
  periods: number;
  totalPayable: number;
  amountFinanced: number;
  comparisonRate: number | null;
  enquire: boolean;
}

const roundCents = (value: number) => Math.round(Number((value * 100).toPrecision(12))) / 100;

/** Present value of `periods` repayments and a balloon with the last one, at `rate` per period. */
function presentValue(repayment: number, balloon: number, periods: number, rate: number): number {
  if (rate === 0) return repayment * periods + balloon;
  const discount = Math.pow(1 + rate, -periods);
  return (repayment * (1 - discount)) / rate + balloon * discount;
}

/**
 * The per-period rate at which the repayments and balloon are worth exactly the credit advanced, by bisection.
 * Present value falls as the rate rises, and at a zero rate it is the sum paid, which is never below the credit advanced
 * for a non-negative interest rate, so the root lies at or above 0.
 */
function solvePeriodRate(
  credit: number,
  repayment: number,
  balloon: number,
  periods: number,
  annualise: number,
): number {
  if (presentValue(repayment, balloon, periods, 0) <= credit) return 0;
  let low = 0;
  let high = 1; // 100% a period; widened below for pathological inputs.
  while (presentValue(repayment, balloon, periods, high) > credit && high < 1e6) high *= 2;
  // Stop once the annual percentage is known to 1e-9.
  for (let i = 0; i < 200 && (high - low) * annualise * 100 > 1e-9; i++) {
    const mid = (low + high) / 2;
    if (presentValue(repayment, balloon, periods, mid) > credit) low = mid;
    else high = mid;
  }
  return (low + high) / 2;
}

/**
 * Repayment by the standard annuity formula with a balloon: principal = price - deposit + establishment fee (financed with the loan);
 * total payable = repayment x periods + balloon; enquire = repayment <= 25 (then the UI shows 'Enquire for Finance').
 * Comparison rate as the National Consumer Credit Protection Regulations define it (reg 100): the annual rate (nominal,
 * compounded at the repayment frequency, annualised with n = 12, 26.09 or 52.18) that equates the credit advanced
 * (price - deposit, i.e. excluding the financed fee) with the present value of the repayments and the balloon.
 * Solved by bisection to 1e-9, rounded to 2 decimals; null when the amount financed is 0 or the repayment is not positive.
 * Expects cleaned input (see cleanInput): a term of at least one period.
 */
export function calculate(input: CalculatorInput): CalculatorResult {
  const periodsPerYear = PERIODS_PER_YEAR[input.frequency];
  const periods = Math.round(input.termYears * periodsPerYear);
  const credit = input.price - input.deposit;
  const amountFinanced = credit + (input.establishmentFee ?? 0);
  if (amountFinanced <= 0) {
    return {
      repayment: 0,
      periods,
      totalPayable: roundCents(input.balloon),
      amountFinanced: 0,
      comparisonRate: null,
      enquire: true,
    };
  }
  const exact = annuityRepayment(amountFinanced, input.interestRate, periods, periodsPerYear, input.balloon);
  const repayment = roundCents(exact);
  const annualise = COMPARISON_PERIODS_PER_YEAR[input.frequency];
  // The exact repayment, not the cent-rounded one, so a loan without fees compares at exactly its interest rate.
  const comparisonRate =
    credit > 0 && exact > 0
      ? roundCents(solvePeriodRate(credit, exact, input.balloon, periods, annualise) * annualise * 100)
      : null;
  return {
    repayment,
    periods,
    totalPayable: roundCents(repayment * periods + input.balloon),
    amountFinanced: roundCents(amountFinanced),
    comparisonRate,
    enquire: repayment <= ENQUIRE_THRESHOLD,
  };
}

/** The calculator's answer: the repayments, or null (no figure at all) while the purchase price is outside the site's bounds. */
export function quote(input: CalculatorInput, bounds: CalculatorBounds): CalculatorResult | null {
  return isQuotablePrice(input.price, bounds.price) ? calculate(input) : null;
}

/** What the result shows instead of a figure while the price is out of bounds. */
export function noQuoteText(bounds: CalculatorBounds): string {
  return `Enter a purchase price from ${formatMoney(bounds.price.min)} to ${formatMoney(bounds.price.max)} to see repayments.`;
}
