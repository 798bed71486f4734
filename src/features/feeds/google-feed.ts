import { create } from "xmlbuilder2";
import type { BodyType, Fuel } from "@/domain/vehicle-kinds";
import {
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
 * Google's vehicle ads feed (Merchant Center, 'Create a primary feed' for vehicle ads) as RSS 2.0 with the
 * `g:` namespace, the attribute names of that article; the dealership's name and address as the vehicle
 * listings feed specification names them. Vehicle ads take passenger vehicles only (no caravans, RVs or
 * motorcycles), each with a VIN and a price, once per VIN.
 */
export const GOOGLE_NS = "http://base.google.com/ns/1.0";
const MAX_ADDITIONAL_IMAGES = 10;

export interface GoogleItem {
  id: string;
  title: string;
  description: string;
  link: string;
  image_link: string;
  additional_image_link: string[];
  price: string;
  condition: "new" | "used";
  certified_pre_owned: "yes" | "no";
  brand: string;
  model: string;
  year: string;
  trim: string;
  mileage: string;
  vin: string;
  color: string;
  body_style: string;
  engine: string;
  transmission: string;
  availability: "in_stock" | "out_of_stock";
  store_code: string;
  vehicle_fulfillment: { option: "in_store"; store_code: string };
  dealership_name: string;
  dealership_address: string;
}

/** What every item must carry (the feed rules the unit and the journey check). */
export const GOOGLE_REQUIRED = [
  "id",
  "title",
  "description",
  "link",
  "image_link",
  "price",
  "condition",
  "brand",
  "model",
  "year",
  "mileage",
  "vin",
  "availability",
  "store_code",
  "vehicle_fulfillment",
  "dealership_name",
  "dealership_address",
] as const satisfies readonly (keyof GoogleItem)[];

const BODY_STYLE: Partial<Record<BodyType, string>> = {
  "4x4": "suv",
  convertible: "convertible",
  softtop: "convertible",
  coupe: "coupe",
  hardtop: "coupe",
  hatch: "hatchback",
  hatchback: "hatchback",
  peopleMover: "minivan",
  sedan: "sedan",
  suv: "suv",
  ute: "truck",
  cabChassis: "truck",
  lightTruck: "truck",
  van: "van",
  wagon: "wagon",
  stationWagon: "wagon",
};
const ENGINE: Record<Fuel, string> = {
  Petrol: "gasoline",
  Diesel: "diesel",
  Hybrid: "hybrid",
  "Plug-in Hybrid": "plug_in_hybrid",
  Electric: "electric",
  LPG: "other",
};

/** Why a car is left out of the feed, or null when it goes in. */
export function googleExclusion(entry: FeedCar): string | null {
  const { car } = entry;
  if (car.itemType !== "car") return "vehicle ads take passenger vehicles only";
  if (!hasShownPrice(car)) return "no price shown";
  if (!car.vin) return "no VIN";
  if (!entry.location) return "no dealership address";
  if (car.images.length === 0) return "no image";
  return null;
}

export function googleVehicleItem(entry: FeedCar, site: FeedSite): GoogleItem | null {
  const { car, location } = entry;
  // hasShownPrice again only so that the price below is known to be a number.
  if (googleExclusion(entry) !== null || !location || !hasShownPrice(car)) return null;
  const images = feedImageUrls(site, car, 1 + MAX_ADDITIONAL_IMAGES);
  const texts = feedCarTexts(entry, site, { title: 150, name: 70 });
  return {
    id: car.stocknum,
    title: texts.title,
    description: texts.description,
    link: texts.url,
    image_link: images[0]!,
    additional_image_link: images.slice(1),
    price: `${car.price.toFixed(2)} ${CURRENCY}`,
    condition: car.carType === "new" ? "new" : "used",
    certified_pre_owned: car.carType === "used" && car.certified ? "yes" : "no",
    brand: texts.make,
    model: texts.model,
    year: texts.year,
    trim: texts.trim,
    mileage: `${car.km} km`,
    vin: car.vin!,
    color: feedText(car.paintColour ?? car.colour, 100),
    body_style: (car.body && BODY_STYLE[car.body]) || "",
    engine: car.simpleFuel ? (ENGINE[car.simpleFuel as Fuel] ?? "other") : "",
    transmission: car.simpleTransmission === "Manual" ? "manual" : car.simpleTransmission ? "automatic" : "",
    availability: availabilityOf(car) === "available" ? "in_stock" : "out_of_stock",
    store_code: location.slug,
    vehicle_fulfillment: { option: "in_store", store_code: location.slug },
    dealership_name: feedText(location.name),
    dealership_address: `${location.street}, ${location.city} ${location.state.toUpperCase()} ${location.postcode}, AU`,
  };
}

/** The RSS document: the channel names the site, one item per car; every value is escaped by xmlbuilder2. */
export function googleFeedXml(site: FeedSite, items: readonly GoogleItem[]): string {
  const channel = create({ version: "1.0", encoding: "UTF-8" })
    .ele("rss", { version: "2.0", "xmlns:g": GOOGLE_NS })
    .ele("channel");
  channel.ele("title").txt(`${site.name} vehicles`);
  channel.ele("link").txt(`${site.origin}/`);
  channel.ele("description").txt(`Vehicles listed on ${site.name}`);
  for (const item of items) {
    const el = channel.ele("item");
    for (const [key, value] of Object.entries(item) as [keyof GoogleItem, GoogleItem[keyof GoogleItem]][]) {
      if (key === "vehicle_fulfillment") {
        const group = el.ele(GOOGLE_NS, "g:vehicle_fulfillment");
        group.ele(GOOGLE_NS, "g:option").txt(item.vehicle_fulfillment.option);
        group.ele(GOOGLE_NS, "g:store_code").txt(item.vehicle_fulfillment.store_code);
      } else if (Array.isArray(value)) {
        for (const v of value) el.ele(GOOGLE_NS, `g:${key}`).txt(v);
      } else if (value) {
        el.ele(GOOGLE_NS, `g:${key}`).txt(value as string);
      }
    }
  }
  return channel.end({ prettyPrint: true });
}
