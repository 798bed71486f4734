/** Display rules for a vehicle's price and headline. */
import { CAR_TYPE_LABELS, type CarType } from "@/domain/vehicle-kinds";
import { isRealPrice, showsPrice, type AskingPrice } from "./vehicle-rules";
import { wholeNumber } from "@/ui/whole-number";
import { siteMomentFormat } from "@/platform/site/site-moment";

export const formatMoney = (amount: number) => `$${wholeNumber(Math.round(amount))}`;

/** Price shows only if above 10; otherwise preorder shows PREORDER, else the site's no-price text. */
export function priceText(car: { price: AskingPrice; preorder: boolean }, noPriceText: string): string {
  if (isRealPrice(car.price)) return formatMoney(car.price);
  return car.preorder ? "PREORDER" : noPriceText;
}

/**
 * The price type ('Drive Away', 'Excl. Govt. Charges') qualifies a shown price, so it shows only with
 * one: never after PREORDER or the no-price text ('PREORDER Drive Away' means nothing). Blank is none.
 */
export function priceTypeText(car: { price: AskingPrice; priceType: string | null }): string | null {
  const type = car.priceType?.trim();
  return showsPrice(car) && type ? type : null;
}

/** The price and its type as every view of a car shows them (cards, vehicle page, make an offer, print, PDF). */
export function priceLine(
  car: { price: AskingPrice; preorder: boolean; priceType: string | null },
  noPriceText: string,
): { price: string; priceType: string | null } {
  return { price: priceText(car, noPriceText), priceType: priceTypeText(car) };
}

/** Was-price shows only when higher than the current price. */
export function wasPrice(car: { price: AskingPrice; beforePrice: number | null }): string | null {
  return car.beforePrice !== null && isRealPrice(car.price) && car.beforePrice > car.price
    ? formatMoney(car.beforePrice)
    : null;
}

export const formatKm = (km: number) => `${wholeNumber(km)} km`;

/** Headline: year, make, model, badge, series, skipping what is empty. */
export function vehicleTitle(car: {
  year: number;
  make: string;
  model: string;
  badge: string | null;
  series: string | null;
}): string {
  return [car.year, car.make, car.model, car.badge, car.series].filter((p) => p !== null && p !== "").join(" ");
}

/** A card's facts line: condition, transmission, odometer (caravans have none) and fuel, skipping what is unknown. */
export function cardFacts(car: {
  carType: CarType;
  itemType: string;
  km: number;
  simpleTransmission: string | null;
  simpleFuel: string | null;
}): string {
  return [
    CAR_TYPE_LABELS[car.carType],
    car.simpleTransmission,
    car.itemType === "caravan" ? null : formatKm(car.km),
    car.simpleFuel,
  ]
    .filter(Boolean)
    .join(" · ");
}

/**
 * While a price special runs: "was $X, now $Y until {its end}", the end as a shopper reads it in the site's time zone.
 * Null without a special, or once its end has passed (the worker takes the special off at that instant).
 */
export function specialLine(
  special: { price: number; wasPrice: number; endsAt: string } | undefined,
  timeZone: string,
  now = new Date(),
): string | null {
  if (!special || new Date(special.endsAt) <= now) return null;
  const until = siteMomentFormat(timeZone).format(new Date(special.endsAt));
  return `was ${formatMoney(special.wasPrice)}, now ${formatMoney(special.price)} until ${until}`;
}
