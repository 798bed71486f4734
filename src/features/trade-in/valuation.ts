/**
 * The demo valuation: real arithmetic from the dealer's own stock (trade-in-market.db.ts), not a
 * constant. The offer is one figure, the spec's Trade-in offer_price.
 *
 * Formula, for a car of year Y with K km and the shopper's answers:
 *  1. Comparables: the dealer's own cars of the same make and model within 2 years of Y. Each one's market value is its average
 *     market price when known, else its asking price. Each is moved to year Y by 12% a year (older is worth less),
 *     and to K km by 6% per 10,000 km of difference (more km is worth less), clamped to 50%-115%.
 *  2. Retail value: the median of those adjusted values (at least 3 comparables, else no online estimate).
 *  3. Condition: the product of one factor per answer (CONDITION_FACTORS), each at most 1.
 *  4. Offer: retail x condition x (1 - 15% dealer margin), rounded down to $100.
 * Every step can only lower the offer for more km, an older car or a worse answer: the properties the tests check.
 */
export const RULES = {
  maxAgeYears: 7,
  maxKm: 100_000,
  yearBand: 2,
  perYear: 0.12,
  per10kKm: 0.06,
  dealerMargin: 0.15,
  minComparables: 3,
  /** An offer stands for a week: long enough to visit the dealer, short enough for the market not to move. */
  validDays: 7,
} as const;

export const CONDITION_FACTORS = {
  body: { excellent: 1, good: 0.97, fair: 0.92, poor: 0.82 },
  interior: { excellent: 1, good: 0.98, fair: 0.94, poor: 0.86 },
  tyres: { good: 1, worn: 0.98, "need replacing": 0.96 },
  windscreen: { "no damage": 1, chipped: 0.99, cracked: 0.97 },
  accidentDamage: { no: 1, yes: 0.85 },
  serviceHistory: { full: 1, partial: 0.96, none: 0.9 },
  financeOwing: { no: 1, yes: 1 },
  modifications: { no: 1, yes: 0.95 },
  keys: { "2 or more": 1, "1": 0.99 },
} as const;

export type Answers = { [K in keyof typeof CONDITION_FACTORS]: keyof (typeof CONDITION_FACTORS)[K] };

export interface Comparable {
  year: number;
  km: number;
  price: number;
  averageMarketPrice: number | null;
}

export type Estimate =
  { kind: "offer"; price: number; comparables: number; assumptions: string[] } | { kind: "appraisal"; reason: string };

/** The FAQ's rule: no online estimate for a car over 7 years old or over 100,000 km. */
export function onlineEstimateRefusal(car: { year: number; km: number }, currentYear: number): string | null {
  if (currentYear - car.year > RULES.maxAgeYears)
    return "We cannot value cars over 7 years old online: the dealer will appraise yours and call you.";
  if (car.km > RULES.maxKm)
    return "We cannot value cars over 100,000 km online: the dealer will appraise yours and call you.";
  return null;
}

function median(values: number[]): number {
  const sorted = [...values].sort((a, b) => a - b);
  const mid = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? sorted[mid]! : (sorted[mid - 1]! + sorted[mid]!) / 2;
}

const clamp = (n: number, low: number, high: number) => Math.min(high, Math.max(low, n));

/** One comparable's value moved to the shopper's car's year and kilometres. */
function adjusted(c: Comparable, car: { year: number; km: number }): number {
  const base = c.averageMarketPrice && c.averageMarketPrice > 0 ? c.averageMarketPrice : c.price;
  const years = (1 - RULES.perYear) ** (c.year - car.year);
  const km = clamp(1 - (RULES.per10kKm * (car.km - c.km)) / 10_000, 0.5, 1.15);
  return base * years * km;
}

function conditionFactor(answers: Answers): number {
  return (Object.keys(CONDITION_FACTORS) as (keyof Answers)[]).reduce(
    (product, question) =>
      product * (CONDITION_FACTORS[question] as Record<string, number>)[answers[question] as string]!,
    1,
  );
}

// Rounded down, so rounding can never turn a worse answer into a higher offer than a better one had.
const toHundred = (n: number) => Math.floor(n / 100) * 100;

export function estimate(
  car: { year: number; km: number },
  answers: Answers,
  comparables: Comparable[],
  currentYear: number,
): Estimate {
  const refusal = onlineEstimateRefusal(car, currentYear);
  if (refusal) return { kind: "appraisal", reason: refusal };
  const near = comparables.filter((c) => Math.abs(c.year - car.year) <= RULES.yearBand && c.price > 200);
  if (near.length < RULES.minComparables)
    return {
      kind: "appraisal",
      reason: "We do not have enough similar cars to value yours online: the dealer will appraise it.",
    };
  const offer = median(near.map((c) => adjusted(c, car))) * conditionFactor(answers) * (1 - RULES.dealerMargin);
  return {
    kind: "offer",
    price: toHundred(offer),
    comparables: near.length,
    assumptions: [
      "Subject to an inspection of the car by the dealer.",
      "Assumes the answers you gave are accurate and the car is registered and roadworthy.",
      `Based on ${near.length} similar cars in our own stock, less the dealer's costs of reconditioning and selling.`,
    ],
  };
}

/** An offer is valid only while its expiry date is in the future. */
export function offerValid(expiresAt: Date, now: Date): boolean {
  return now.getTime() < expiresAt.getTime();
}

/**
 * Where offers come from: one interface, so a dealer's own valuation provider can replace the demo
 * valuation (from the site's own stock, trade-in-market.db.ts) without touching the flow.
 */
export interface ValuationService {
  readonly name: string;
  value(car: { year: number; make: string; model: string; km: number }, answers: Answers, now: Date): Promise<Estimate>;
}
