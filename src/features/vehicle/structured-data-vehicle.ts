import type { AutoDealer, Car, ItemAvailability, Motorcycle, Offer, Vehicle, WithContext } from "schema-dts";
import { isAvailable, isRealPrice, type AskingPrice } from "@/features/vehicle/vehicle-rules";

/**
 * schema.org structured data for a vehicle page, so search engines can show the listing with its price and
 * availability. Built from the car's own fields and typed by schema-dts; empty fields are left out rather than
 * sent as "" or null, which validators report as errors.
 */

type Dealer = Exclude<AutoDealer, string>;
type VehicleNode = Exclude<Car, string> | Exclude<Motorcycle, string> | Exclude<Vehicle, string>;

export interface VehicleJsonLdInput {
  name: string;
  make: string;
  model: string;
  /** The badge (grade), schema.org's vehicleConfiguration. */
  badge: string | null;
  year: number;
  km: number;
  itemType?: "car" | "motorcycle" | "caravan";
  carType: "new" | "used" | "demo";
  status: string;
  /** Held by a shopper's deposit or the feed's reserved flag, read as it is now. */
  reserved?: boolean;
  price: AskingPrice;
  colour: string | null;
  fuel: string | null;
  transmission: string | null;
  drive: string | null;
  vin: string | null;
  /** Absolute image URLs. */
  images: readonly string[];
  /** Absolute URL of the vehicle page. */
  url: string;
  /** The AutoDealer of the car's location (structured-data.ts locationSummary), or its dealership's name. */
  seller: Dealer | null;
}

/** The text when it says something, trimmed; undefined otherwise (so the key is dropped). */
function text(value: string | null | undefined): string | undefined {
  const t = value?.trim();
  return t ? t : undefined;
}

/** Drops the keys whose value is undefined (JSON.stringify would too, but the unit tests compare objects). */
function defined<T extends object>(value: T): T {
  return Object.fromEntries(Object.entries(value).filter(([, v]) => v !== undefined)) as T;
}

/**
 * The offer's availability: sold is SoldOut; coming soon is PreOrder; a reserved car is OutOfStock: nobody else
 * can buy it now, but it comes back to sale if the hold runs out or the deal falls through, so it is not
 * SoldOut, and LimitedAvailability would tell shoppers they can still buy it. (schema.org's newer `Reserved` is
 * missing from the vocabulary release the tests check against and from many consumers.) Otherwise InStock.
 */
export function offerAvailability(status: string, reserved = false): ItemAvailability {
  if (!isAvailable(status)) return "https://schema.org/SoldOut";
  if (status === "coming_soon") return "https://schema.org/PreOrder";
  return reserved ? "https://schema.org/OutOfStock" : "https://schema.org/InStock";
}

/** schema.org Car (or Motorcycle / Vehicle) JSON-LD for a vehicle page, with its Offer and seller. */
export function vehicleJsonLd(input: VehicleJsonLdInput): WithContext<VehicleNode> {
  const itemType = input.itemType ?? "car";
  const images = input.images.map((i) => i.trim()).filter(Boolean);
  const offer: Exclude<Offer, string> = defined({
    "@type": "Offer" as const,
    // A price of 10 or less is a placeholder, not an offer (the page shows PREORDER or the no-price text).
    ...(isRealPrice(input.price) ? { price: input.price, priceCurrency: "AUD" } : {}),
    availability: offerAvailability(input.status, input.reserved),
    url: input.url,
    seller: input.seller ?? undefined,
  });
  const common = defined({
    name: text(input.name),
    brand: text(input.make) ? { "@type": "Brand" as const, name: input.make.trim() } : undefined,
    model: text(input.model),
    vehicleConfiguration: text(input.badge),
    vehicleModelDate: Number.isInteger(input.year) && input.year > 0 ? String(input.year) : undefined,
    // A demo car has been registered and driven, so for a buyer (and for search engines) it is used.
    itemCondition:
      input.carType === "new"
        ? ("https://schema.org/NewCondition" as const)
        : ("https://schema.org/UsedCondition" as const),
    color: text(input.colour),
    fuelType: text(input.fuel),
    vehicleTransmission: text(input.transmission),
    driveWheelConfiguration: text(input.drive),
    vehicleIdentificationNumber: text(input.vin),
    image: images.length > 0 ? images : undefined,
    url: input.url,
    offers: offer,
  });
  // A towed caravan has no odometer reading worth stating (the detail page hides it too).
  const mileageFromOdometer =
    Number.isFinite(input.km) && input.km >= 0
      ? { "@type": "QuantitativeValue" as const, value: input.km, unitCode: "KMT" }
      : undefined;
  // Motorcycles have their own schema.org type; a caravan is not a Car, so it is described as a plain Vehicle.
  if (itemType === "caravan") return { "@context": "https://schema.org", "@type": "Vehicle", ...common };
  const withKm = defined({ ...common, mileageFromOdometer });
  if (itemType === "motorcycle") return { "@context": "https://schema.org", "@type": "Motorcycle", ...withKm };
  return { "@context": "https://schema.org", "@type": "Car", ...withKm };
}
