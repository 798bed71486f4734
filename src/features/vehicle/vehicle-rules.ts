/**
 * The vehicle's own rules, each threshold written once (availability, display rules, thresholds).
 * Search, finance, leads and the vehicle page all ask here,
 * so a card, a page, an e-mail and an ADF document can never disagree about whether a car has a price.
 */

/** A price of 10 or less is a placeholder ("POA", "$1"), not an asking price: no view shows it as one. */
export const PRICE_SHOWN_ABOVE = 10;

/** Car price threshold 200: above it an available car can be bought (qualifies). */
export const SELLABLE_PRICE_ABOVE = 200;

/** Lenders that quote repayments skip a price of 500 or less (finance estimate lender types A, D-G). */
export const FINANCEABLE_PRICE_ABOVE = 500;

/** A car's asking price in whole dollars; null when it has none (a stock feed's empty price). */
export type AskingPrice = number | null;

/** A real asking price: a finite number above the placeholder threshold. Null, 0 and NaN are no price. */
export function isRealPrice(price: number | null | undefined): price is number {
  return typeof price === "number" && Number.isFinite(price) && price > PRICE_SHOWN_ABOVE;
}

/** Whether the car's price is shown (otherwise PREORDER or the site's no-price text). */
export const showsPrice = (car: { price: AskingPrice }): boolean => isRealPrice(car.price);

/** Availability: in_stock and coming_soon count as available; any other status is treated as sold. */
export function isAvailable(status: string): boolean {
  return status === "in_stock" || status === "coming_soon";
}

/**
 * A car qualifies (is sellable) when it is available and priced over the threshold: its card shows condition,
 * transmission, km and fuel and its actions; otherwise only 'Find Me Something Similar'.
 */
export function qualifies(car: { status: string; price: AskingPrice }): boolean {
  return isAvailable(car.status) && (car.price ?? 0) > SELLABLE_PRICE_ABOVE;
}

/** Reserve eligibility: the site shows the reserve button, the car is in_stock, not reserved, and priced over the threshold. */
export function reserveEligible<T extends { status: string; reserved: boolean; price: AskingPrice }>(
  car: T,
  reserveButtonEnabled: boolean,
): car is T & { price: number } {
  // Stricter than qualifies(): a coming_soon car is not on the lot yet, so it cannot be held against a deposit.
  return reserveButtonEnabled && car.status === "in_stock" && !car.reserved && (car.price ?? 0) > SELLABLE_PRICE_ABOVE;
}

/**
 * What a page offers for reserving a car: the button, a note that it is being reserved (a shopper is paying its
 * deposit right now, and the database would refuse anyone else until that hold is paid or lapses), or nothing.
 */
export type ReserveOffer = "reserve" | "being-reserved" | "none";

export function reserveOffer(
  car: { status: string; reserved: boolean; price: AskingPrice; beingReserved: boolean },
  reserveButtonEnabled: boolean,
): ReserveOffer {
  if (!reserveEligible(car, reserveButtonEnabled)) return "none";
  return car.beingReserved ? "being-reserved" : "reserve";
}

/** What shows in place of the reserve button while another hold waits for its deposit (neutral: the payer sees it too). */
export const BEING_RESERVED = "This car is being reserved right now";

/** Whether a lender that quotes repayments would finance this price. */
export const financeablePrice = (price: AskingPrice): boolean => (price ?? 0) > FINANCEABLE_PRICE_ABOVE;
