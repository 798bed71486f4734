import "server-only";
import { leadVehicle } from "@/features/leads";
import type { CurrentSite } from "@/platform/site/current-site.server";
import { isQuotablePrice } from "@/features/finance";
import { isRealPrice } from "@/features/vehicle";
import { vehicleByCarId } from "@/features/vehicle/index.server";
import type { QuotedCar } from "./finance-quote-lead";

export interface FinanceCar extends QuotedCar {
  name: string;
  /** The car's price when the site's calculator would quote it; otherwise null and the shopper types a price. */
  price: number | null;
}

/**
 * The car a questionnaire is about, from ?car_id= (its id, as links to the route name it, or its slug):
 * null when none is named, "missing" when the site does not show such a car (the page is then the site's 404).
 */
export async function financeCar(site: CurrentSite, carId: string | undefined): Promise<FinanceCar | null | "missing"> {
  if (carId === undefined || carId === "") return null;
  const shown = await vehicleByCarId(site, carId);
  if (!shown) return "missing";
  const car = shown.vehicle;
  const quotable = isRealPrice(car.price) && isQuotablePrice(car.price, site.config.finance.calculator.purchasePrice);
  return {
    name: car.name,
    price: quotable ? car.price : null,
    slug: car.slug,
    dealershipId: car.dealershipId,
    locationId: car.locationId,
    vehicle: leadVehicle(car),
  };
}
