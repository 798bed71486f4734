import { isAvailable, showsPrice } from "./vehicle-rules";

/**
 * schema.org structured data for a vehicle page, so search engines can show the listing with its price and
 * availability. Built from the car's own fields; empty fields are left out rather than sent as "" or null,
 * which validators report as errors.
 */

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
  price: number;
  colour: string | null;
  fuel: string | null;
  transmission: string | null;
  drive: string | null;
  vin: string | null;
  /** Absolute image URLs. */
  images: readonly string[];
  /** Absolute URL of the vehicle page. */
  url: string;
  seller: {
    name: string;
    address: { street: string; city: string; state: string; postcode: string | null } | null;
    telephone: string | null;
  } | null;
}

const SCHEMA = "https://schema.org/";
// Motorcycles have their own schema.org type; a caravan is not a Car, so it is described as a plain Vehicle.
const TYPE = { car: "Car", motorcycle: "Motorcycle", caravan: "Vehicle" } as const;

/** Drops null, undefined, blank strings, empty arrays and objects left empty, at every level. */
function compact(value: Record<string, unknown>): Record<string, unknown> {
  const out: Record<string, unknown> = {};
  for (const [key, v] of Object.entries(value)) {
    if (v === null || v === undefined) continue;
    if (typeof v === "string" && v.trim() === "") continue;
    if (typeof v === "number" && !Number.isFinite(v)) continue;
    if (Array.isArray(v)) {
      const items = v.filter(
        (item) => !(item === null || item === undefined || (typeof item === "string" && item.trim() === "")),
      );
      if (items.length > 0) out[key] = items;
      continue;
    }
    if (typeof v === "object") {
      const inner = compact(v as Record<string, unknown>);
      // An object with only its @type says nothing.
      if (Object.keys(inner).some((k) => k !== "@type")) out[key] = inner;
      continue;
    }
    out[key] = typeof v === "string" ? v.trim() : v;
  }
  return out;
}

function availability(status: string): string {
  if (!isAvailable(status)) return `${SCHEMA}SoldOut`;
  return status === "coming_soon" ? `${SCHEMA}PreOrder` : `${SCHEMA}InStock`;
}

/** schema.org Car (or Motorcycle / Vehicle) JSON-LD for a vehicle page. */
export function vehicleJsonLd(input: VehicleJsonLdInput): Record<string, unknown> {
  const itemType = input.itemType ?? "car";
  const seller = input.seller;
  return compact({
    "@context": "https://schema.org",
    "@type": TYPE[itemType],
    name: input.name,
    brand: { "@type": "Brand", name: input.make },
    model: input.model,
    vehicleConfiguration: input.badge,
    vehicleModelDate: Number.isInteger(input.year) && input.year > 0 ? String(input.year) : null,
    // A towed caravan has no odometer reading worth stating (the detail page hides it too).
    mileageFromOdometer:
      itemType !== "caravan" && Number.isFinite(input.km) && input.km >= 0
        ? { "@type": "QuantitativeValue", value: input.km, unitCode: "KMT" }
        : null,
    // A demo car has been registered and driven, so for a buyer (and for search engines) it is used.
    itemCondition: input.carType === "new" ? `${SCHEMA}NewCondition` : `${SCHEMA}UsedCondition`,
    color: input.colour,
    fuelType: input.fuel,
    vehicleTransmission: input.transmission,
    driveWheelConfiguration: input.drive,
    vehicleIdentificationNumber: input.vin,
    image: [...input.images],
    url: input.url,
    offers: {
      "@type": "Offer",
      // A price of 10 or less is a placeholder, not an offer (the page shows PREORDER or the no-price text).
      ...(showsPrice(input) ? { price: input.price, priceCurrency: "AUD" } : {}),
      availability: availability(input.status),
      url: input.url,
      seller: seller
        ? {
            "@type": "AutoDealer",
            name: seller.name,
            address: seller.address
              ? {
                  "@type": "PostalAddress",
                  streetAddress: seller.address.street,
                  addressLocality: seller.address.city,
                  // Sites store states lower-case ("qld"); addresses write them as capitals.
                  addressRegion: seller.address.state.toUpperCase(),
                  postalCode: seller.address.postcode,
                  addressCountry: "AU",
                }
              : null,
            telephone: seller.telephone,
          }
        : null,
    },
  });
}

/**
 * Serialises JSON-LD for a <script type="application/ld+json">. Every "<" becomes \u003c (still the same JSON
 * string), so dealer text such as "</script><script>..." cannot close the tag and inject markup.
 */
export function jsonLdScript(data: unknown): string {
  // JSON.stringify gives undefined for undefined or a function; "null" keeps the script valid JSON.
  return (JSON.stringify(data) ?? "null").replace(/</g, "\\u003c");
}
