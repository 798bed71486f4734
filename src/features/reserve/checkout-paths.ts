import type { SiteConfig } from "@/platform/site/config-schema";
import type { PurchaseFields } from "./checkout-schema";
import { formatPickup } from "./hold-time";

/** Where a car is reserved on this site: /cars/{slug}/checkout or /buy-online (reserve.variant); the online purchase. */
export function checkoutPath(config: Pick<SiteConfig, "reserve">, slug: string, mode: "reserve" | "purchase"): string {
  return mode === "purchase" ? "/checkout-journey" : `/cars/${slug}/${config.reserve.variant}`;
}

/**
 * The buyer's choices as the dealer's lead and the shopper's receipt list them, with the links that carry the
 * purchase on: the finance enquiry (at the site's own finance route) and the trade-in valuation for this car.
 */
export function purchaseChoices(
  p: PurchaseFields,
  locations: { id: number; name: string }[],
  car: { id: number; origin: string; financeRoute: string },
): Record<string, string> {
  const carId = car.id;
  const location = locations.find((l) => l.id === Number(p.pickup_location));
  return {
    Payment: p.payment_method,
    ...(p.payment_method === "Finance"
      ? { "Finance enquiry": `${car.origin}${car.financeRoute}?car_id=${carId}` }
      : {}),
    "Trade-in": p.trade_in,
    ...(p.trade_in === "I have a trade-in"
      ? { "Trade-in valuation": `${car.origin}/cars/trade-in?car_id=${carId}` }
      : {}),
    "Pick-up location": location?.name ?? p.pickup_location,
    "Pick-up time": formatPickup(p.pickup_date, p.pickup_time),
  };
}
