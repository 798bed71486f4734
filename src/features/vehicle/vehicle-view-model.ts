import type { SiteConfig } from "@/platform/site/config-schema";
import { formatAddress } from "@/features/locations";
import { callNumber } from "./call-number";
import { COMMENTS_PENDING } from "./detail-rules";
import { formatKm, priceLine, vehicleTitle } from "./vehicle-display";
import { vehicleFacts } from "./vehicle-facts";
import type { ShownCar, ShownVehicle } from "./vehicle-projections";
import { isAvailable } from "./vehicle-rules";

/**
 * One view of a loaded car for every page that shows it: the vehicle page (and its metadata), the print page
 * and the PDF read the same title, price line, dealer, phone, facts and comments from here, so they cannot
 * drift apart. Pure: the car, the site's settings and the origin come in.
 */
export interface VehicleView {
  car: ShownCar;
  title: string;
  /** The price and its type as every view shows them ('PREORDER' and the no-price text stand alone). */
  price: { price: string; priceType: string | null };
  available: boolean;
  /** The location's one-line address, when the car has a location. */
  address: string | null;
  /** The number "Call the Dealer" dials (null when the site has none: the page logs it). */
  phone: string | null;
  /** Who sells it: the car's location, else its dealership. */
  dealerName: string;
  /** The details box (Car Summary, print page, PDF), in the spec's order. */
  facts: { label: string; value: string }[];
  features: string[];
  comments: string;
  /** The page's path and its absolute URL on the site's origin. */
  path: string;
  url: string;
  /** The page's meta description. */
  description: string;
}

/** The site settings a view reads (a whole SiteConfig will do). */
export interface ViewConfig {
  name: string;
  phones: SiteConfig["phones"];
  stock: Pick<SiteConfig["stock"], "noPriceText">;
  features: Pick<SiteConfig["features"], "showComplianceDate" | "showInteriorColour">;
}

export function vehicleView(shown: ShownVehicle, config: ViewConfig, origin: string | null): VehicleView {
  const { vehicle: car, location } = shown;
  const title = vehicleTitle(car);
  const price = priceLine(car, config.stock.noPriceText);
  const address = location ? formatAddress(location) : null;
  const path = `/cars/${car.slug}`;
  const km = car.itemType === "caravan" ? "" : `, ${formatKm(car.km)}`;
  return {
    car,
    title,
    price,
    available: isAvailable(car.status),
    address,
    phone: callNumber(config.phones, car.carType, location?.phone ?? null),
    dealerName: location?.name ?? shown.dealershipName,
    facts: vehicleFacts(car, {
      showComplianceDate: config.features.showComplianceDate,
      showInteriorColour: config.features.showInteriorColour,
      address,
    }),
    features: car.standardEquipment,
    comments: car.dealerComments || COMMENTS_PENDING,
    path,
    url: `${origin ?? ""}${path}`,
    description: `${title} for ${price.price}${km} at ${config.name}.`,
  };
}
