/**
 * Whether a purchase price gets a quote at all: the one decision every calculator figure follows (the calculator on the
 * vehicle page and the finance pages, and its server-rendered first figures). The finance estimate (box and result
 * cards) is not the calculator: it follows the lender rules alone (site-estimate.ts).
 *
 * The decision is "quote nothing until the price is valid", not "clamp and say so", because the spec treats the
 * purchase price differently from every other input:
 *   "Purchase price help: 'Cannot be less than $1,000 or more than $250,000' (minimum $5,000 for one provider or one
 *    brand). Amounts of 0 or below become 0."
 *   "Other inputs are clamped to min and max: term ..., interest ..., deposit and residual ..."
 * "Other inputs" are clamped, so the purchase price is not: out of bounds it is answered with that help text, as an
 * error. Quoting a figure beside the error (a $4,990 car on a $5,000-minimum site said 'Cannot be less than
 * $5,000' and still quoted $106 a month) contradicts it, and clamping would quote a loan on a price the car does not
 * have ($5,000 for a $4,990 car). So a price outside the site's bounds, either side, is quoted nowhere.
 */
export interface PriceBounds {
  min: number;
  max: number;
}

/** True when the price lies within the site's purchase price bounds (both inclusive): only then is a repayment quoted. */
export function isQuotablePrice(price: number, bounds: PriceBounds): boolean {
  return Number.isFinite(price) && price >= bounds.min && price <= bounds.max;
}
