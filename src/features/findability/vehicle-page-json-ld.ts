import { locationSummary } from "./structured-data";
import { vehicleJsonLd, type ShownVehicle, type VehicleView } from "@/features/vehicle";

/**
 * The page's schema.org structured data, from the same view: the seller is the AutoDealer of the car's location
 * (the node its location page describes, by @id) with the number the page's "Call the Dealer" dials, else the
 * dealership by name.
 */
export function vehicleViewJsonLd(
  view: VehicleView,
  shown: ShownVehicle,
  origin: string | null,
  site: { features: { locationsBySlug: boolean } },
) {
  const { car } = view;
  const { location } = shown;
  const base = origin ?? "";
  const seller = location
    ? {
        ...locationSummary({ ...location, dealershipSlug: shown.dealershipSlug }, site, base),
        ...(view.phone ? { telephone: view.phone } : {}),
      }
    : { "@type": "AutoDealer" as const, name: view.dealerName, ...(view.phone ? { telephone: view.phone } : {}) };
  return vehicleJsonLd({
    name: view.title,
    make: car.make,
    model: car.model,
    badge: car.badge,
    year: car.year,
    km: car.km,
    itemType: car.itemType,
    carType: car.carType,
    status: car.status,
    reserved: car.reserved,
    price: car.price,
    colour: car.paintColour ?? car.colour,
    fuel: car.simpleFuel,
    transmission: car.simpleTransmission,
    drive: car.drive,
    vin: car.vin,
    images: origin ? car.images.map((i) => `${origin}${i.url}`) : [],
    url: view.url,
    seller,
  });
}
