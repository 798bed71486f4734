import type { LocationAddress } from "@/domain/location-types";
import { type VehicleRow, showsPrice, vehicleTitle } from "@/features/vehicle";
import { wholeNumber } from "@/ui/whole-number";

/** A listed car as the feeds read it: the stored car, its dealership and the location it stands at. */
export interface FeedCar {
  car: VehicleRow;
  dealershipSlug: string;
  dealershipName: string;
  location: ({ slug: string; name: string } & LocationAddress) | null;
}

/** The site as the feeds read it: its name, its public origin (no trailing slash) and its currency. */
export interface FeedSite {
  name: string;
  origin: string;
}

export const CURRENCY = "AUD";
export const COUNTRY = "AU";

/** An absolute URL on the site's origin for a stored path; https URLs (a dealer's photo host) as they are. */
const absoluteUrl = (origin: string, pathOrUrl: string) =>
  /^https?:\/\//.test(pathOrUrl) ? pathOrUrl : `${origin}${pathOrUrl.startsWith("/") ? "" : "/"}${pathOrUrl}`;

/** The car's page, as its canonical URL names it. */
const carUrl = (site: FeedSite, car: Pick<VehicleRow, "slug">) => `${site.origin}/cars/${car.slug}`;

const feedTitle = vehicleTitle;

/**
 * The ad platforms take a vehicle only with a price; the site shows a price only above $10 (else PREORDER or
 * its no-price text), so a car without a shown price is left out of the ad feeds rather than sent without one.
 */
export const hasShownPrice = <T extends Pick<VehicleRow, "price">>(car: T): car is T & { price: number } =>
  showsPrice(car);

/** Text the feeds can carry: characters XML 1.0 forbids (and stray control characters) removed, spaces trimmed. */
export function feedText(value: string | null | undefined, max = 5000): string {
  const clean = (value ?? "").replace(/[\u0000-\u0008\u000B\u000C\u000E-\u001F\uFFFE\uFFFF]/g, "").trim();
  return clean.length > max ? `${clean.slice(0, max - 1).trimEnd()}…` : clean;
}

/** The description: the dealer's comments, else a sentence from the facts the page shows. */
function feedDescription(entry: FeedCar, site: FeedSite): string {
  const { car } = entry;
  const comments = feedText(car.dealerComments);
  if (comments) return comments;
  const km = car.itemType === "caravan" ? "" : `, ${wholeNumber(car.km)} km`;
  return `${feedTitle(car)}${km} at ${entry.location?.name ?? site.name}.`;
}

/** Sold, reserved (held for a buyer) or available, as the car's page shows it. */
export function availabilityOf(car: Pick<VehicleRow, "status" | "reserved">): "sold" | "reserved" | "available" {
  if (car.status === "sold") return "sold";
  return car.reserved ? "reserved" : "available";
}

/**
 * What every feed says of a car in words, each cut to the feed's own limits (`title` for the title, `name` for the
 * make, model and trim): its title, description, page, make, model, year and trim (badge and series).
 */
export function feedCarTexts(entry: FeedCar, site: FeedSite, limits: { title: number; name: number }) {
  const { car } = entry;
  return {
    title: feedText(feedTitle(car), limits.title),
    description: feedDescription(entry, site),
    url: carUrl(site, car),
    make: feedText(car.make, limits.name),
    model: feedText(car.model, limits.name),
    year: String(car.year),
    trim: feedText([car.badge, car.series].filter(Boolean).join(" "), limits.name),
  };
}

/** The car's first `count` pictures, as absolute URLs. */
export function feedImageUrls(site: FeedSite, car: Pick<VehicleRow, "images">, count: number): string[] {
  return car.images.slice(0, count).map((i) => absoluteUrl(site.origin, i.url));
}
