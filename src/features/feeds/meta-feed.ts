import type { BodyType, Fuel } from "@/domain/vehicle-kinds";
import {
  COUNTRY,
  CURRENCY,
  availabilityOf,
  feedCarTexts,
  feedImageUrls,
  feedText,
  hasShownPrice,
  type FeedCar,
  type FeedSite,
} from "./feed-car";

/**
 * Meta's automotive inventory catalog feed (Marketing API, Automotive Ads reference: 'Automotive Inventory
 * Ads - Supported Feed Formats' and the vehicle fields), as CSV with the flattened JSON-path columns the
 * reference allows (`image[0].url`, `mileage.value`, `address.city`). Enum values are the reference's
 * (case-insensitive there; written upper case here).
 */
const META_IMAGE_COLUMNS = 10;
export const META_COLUMNS = [
  "vehicle_id",
  "title",
  "description",
  "url",
  ...Array.from({ length: META_IMAGE_COLUMNS }, (_, i) => `image[${i}].url`),
  "make",
  "model",
  "year",
  "trim",
  "mileage.value",
  "mileage.unit",
  "price",
  "state_of_vehicle",
  "vehicle_type",
  "body_style",
  "transmission",
  "fuel_type",
  "drivetrain",
  "exterior_color",
  "vin",
  "availability",
  "dealer_id",
  "dealer_name",
  "address.addr1",
  "address.city",
  "address.region",
  "address.postal_code",
  "address.country",
  "latitude",
  "longitude",
] as const;
type MetaColumn = (typeof META_COLUMNS)[number];
/** The fields the reference requires of every vehicle. */
export const META_REQUIRED: readonly MetaColumn[] = [
  "vehicle_id",
  "title",
  "description",
  "url",
  "image[0].url",
  "make",
  "model",
  "year",
  "mileage.value",
  "mileage.unit",
  "price",
  "state_of_vehicle",
  "body_style",
  "address.addr1",
  "address.city",
  "address.region",
  "address.postal_code",
  "address.country",
  "availability",
];

const BODY_STYLE: Record<BodyType, string> = {
  "4x4": "SUV",
  bus: "MINIBUS",
  cabChassis: "TRUCK",
  convertible: "CONVERTIBLE",
  coupe: "COUPE",
  hardtop: "OTHER",
  hatch: "HATCHBACK",
  hatchback: "HATCHBACK",
  motorhome: "OTHER",
  lightTruck: "TRUCK",
  peopleMover: "MINIVAN",
  sedan: "SEDAN",
  softtop: "CONVERTIBLE",
  suv: "SUV",
  ute: "PICKUP",
  van: "VAN",
  wagon: "WAGON",
  stationWagon: "WAGON",
};
const FUEL_TYPE: Record<Fuel, string> = {
  Petrol: "PETROL",
  Diesel: "DIESEL",
  Hybrid: "HYBRID",
  "Plug-in Hybrid": "PLUGIN_HYBRID",
  Electric: "ELECTRIC",
  LPG: "OTHER",
};
const DRIVETRAIN: Record<string, string> = { FWD: "FWD", RWD: "RWD", AWD: "AWD", "4WD": "4X4" };
const VEHICLE_TYPE: Record<string, string> = { car: "CAR_TRUCK", motorcycle: "MOTORCYCLE", caravan: "TRAILER" };
const AVAILABILITY = { available: "AVAILABLE", reserved: "PENDING", sold: "NOT_AVAILABLE" } as const;

/** New, used or certified pre-owned (a certified used car); a demonstrator has been registered and driven: used. */
function stateOfVehicle(car: FeedCar["car"]): "NEW" | "USED" | "CPO" {
  if (car.carType === "new") return "NEW";
  return car.carType === "used" && car.certified ? "CPO" : "USED";
}

/** One catalog row, or null for a car the catalog would reject (no shown price, or a required field empty). */
export function metaVehicleRow(entry: FeedCar, site: FeedSite): Record<MetaColumn, string> | null {
  const { car, location } = entry;
  if (!hasShownPrice(car)) return null;
  const images = feedImageUrls(site, car, META_IMAGE_COLUMNS);
  const row = {
    vehicle_id: car.stocknum,
    ...feedCarTexts(entry, site, { title: 500, name: 100 }),
    "mileage.value": car.itemType === "caravan" ? "0" : String(car.km),
    "mileage.unit": "KM",
    price: `${car.price} ${CURRENCY}`,
    state_of_vehicle: stateOfVehicle(car),
    vehicle_type: VEHICLE_TYPE[car.itemType] ?? "OTHER",
    body_style: car.body ? BODY_STYLE[car.body] : "OTHER",
    transmission: car.simpleTransmission === "Manual" ? "MANUAL" : car.simpleTransmission ? "AUTOMATIC" : "",
    fuel_type: car.simpleFuel ? (FUEL_TYPE[car.simpleFuel as Fuel] ?? "OTHER") : "",
    drivetrain: car.drive ? (DRIVETRAIN[car.drive] ?? "OTHER") : "",
    exterior_color: feedText(car.paintColour ?? car.colour),
    vin: car.vin ?? "",
    availability: AVAILABILITY[availabilityOf(car)],
    dealer_id: entry.dealershipSlug,
    dealer_name: feedText(location?.name ?? entry.dealershipName),
    "address.addr1": location?.street ?? "",
    "address.city": location?.city ?? "",
    "address.region": location?.state.toUpperCase() ?? "",
    "address.postal_code": location?.postcode ?? "",
    "address.country": COUNTRY,
    latitude: location ? String(location.lat) : "",
    longitude: location ? String(location.lng) : "",
  } as Record<MetaColumn, string>;
  images.forEach((url, i) => (row[`image[${i}].url` as MetaColumn] = url));
  for (const c of META_COLUMNS) row[c] ??= "";
  return metaMissingFields(row).length === 0 ? row : null;
}

/** The required fields a row leaves empty (none for a row the catalog takes). */
export function metaMissingFields(row: Record<MetaColumn, string>): MetaColumn[] {
  return META_REQUIRED.filter((c) => !row[c]);
}
