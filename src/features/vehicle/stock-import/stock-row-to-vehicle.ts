import { BODY_LABELS } from "@/domain/vehicle-kinds";
import { drawingKey, vehicleDrawingUrl } from "@/features/images";
import { carSlug } from "@/features/vehicle/car-key";
import { toSlug as kebab } from "@/domain/slug";
import type { VehicleImage } from "@/domain/vehicle-types";
import type { StockRow } from "./stock-csv";

/** FNV-1a, 32 bits, as 8 hex digits: a short, steady name for a photo's address. */
function addressHash(text: string): string {
  let hash = 0x811c9dc5;
  for (let i = 0; i < text.length; i++) hash = Math.imul(hash ^ text.charCodeAt(i), 0x01000193) >>> 0;
  return hash.toString(16).padStart(8, "0");
}

/**
 * A feed photo's key follows the photo (its address), not its place in the feed's list: the dealer's arrangement
 * (order, hidden, main) stays with each photo when the feed adds or drops others. The same address twice is told
 * apart by a count.
 */
export function feedPhotoKeys(stocknum: string, urls: readonly string[]): string[] {
  const taken = new Set<string>();
  return urls.map((url) => {
    const base = `${stocknum}-${addressHash(url)}`;
    let key = base;
    for (let n = 2; taken.has(key); n++) key = `${base}-${n}`;
    taken.add(key);
    return key;
  });
}

function images(row: StockRow, title: string): VehicleImage[] {
  if (row.image_urls.length > 0) {
    const keys = feedPhotoKeys(row.stocknum, row.image_urls);
    return row.image_urls.map((url, i) => ({
      image_key: keys[i]!,
      url,
      width: 640,
      height: 427,
      alt: `${title}, photo ${i + 1}`,
    }));
  }
  const car = { itemType: row.item_type, body: row.body, colour: row.colour };
  return (["side", "front", "rear"] as const).map((view) => ({
    image_key: drawingKey(car, view),
    url: vehicleDrawingUrl(car, view),
    width: 640,
    height: 427,
    alt: `${title}, ${view} view`,
  }));
}

/** The vehicle columns a feed row sets. Slug and creation time are left to the insert (URLs never change). */
export function vehicleFromRow(
  row: StockRow,
  ids: { siteId: number; dealershipId: number; locationId: number | null; city: string | null; state: string | null },
  now: Date,
) {
  const title = [row.year, row.make, row.model, row.badge].filter(Boolean).join(" ");
  const pictures = images(row, title);
  return {
    ...ids,
    slug: carSlug(title, row.stocknum),
    stocknum: row.stocknum,
    vin: row.vin,
    regplate: row.rego,
    itemType: row.item_type as "car" | "motorcycle" | "caravan",
    carType: row.car_type as "new" | "used" | "demo",
    status: row.status as "in_stock" | "coming_soon" | "sold",
    showOnDealerWebsite: row.show_on_dealer_website,
    soldAt: row.status === "sold" && row.sold_date ? new Date(`${row.sold_date}T00:00:00Z`) : null,
    reserved: row.reserved,
    certified: row.certified,
    preorder: row.preorder,
    tag: row.tag,
    name: title,
    make: row.make,
    makeSlug: kebab(row.make),
    model: row.model,
    modelSlug: kebab(row.model),
    badge: row.badge,
    series: row.series,
    year: row.year!,
    buildDate: row.build_date,
    complianceDate: row.compliance_date,
    regoExpiry: row.rego_expiry,
    price: row.price, // an empty price is no price (NULL), not $0
    beforePrice: row.before_price,
    priceType: row.price_type,
    km: row.km ?? 0,
    colour: row.colour,
    paintColour: row.paint_colour,
    interiorColour: row.interior_colour,
    fuel: row.fuel,
    simpleFuel: row.fuel,
    body: row.body,
    simpleBody: row.body ? BODY_LABELS[row.body] : row.item_type === "caravan" ? "Caravan" : null,
    trans: row.transmission,
    simpleTransmission: row.transmission,
    drive: row.drive,
    seats: row.seats,
    doors: row.doors,
    engineSize: row.engine_size,
    engineSizeLitres: row.engine_size ? Math.round(row.engine_size / 100) / 10 : null,
    cylinders: row.cylinders,
    images: pictures,
    photosCount: pictures.length,
    primaryImageUrl: pictures[0]?.url ?? null,
    dealerComments: row.dealer_comments,
    file: row.file,
    features: row.features,
    standardEquipment: row.features,
    specifications:
      row.item_type === "caravan"
        ? {
            body_width: row.body_width!,
            body_length: row.body_length!,
            tare_weight: row.tare_weight!,
            axle_type: row.axle_type!,
            sleeps: row.sleeps!,
            aggregate_trailer_mass: row.atm!,
          }
        : null,
    searchKeywords: row.features.join(" "),
    updatedAt: now,
  };
}
