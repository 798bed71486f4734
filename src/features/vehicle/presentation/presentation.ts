import { PRESENTATION_FIELDS, type PresentationLayers, type PresentationValues } from "@/domain/stock-presentation";
import { shownPhotos } from "./photo-arrangement";

/** The presentation fields of a car row (its columns, whatever put them there). */
export function pickPresentation(car: PresentationValues): PresentationValues {
  return Object.fromEntries(PRESENTATION_FIELDS.map((f) => [f, car[f]])) as unknown as PresentationValues;
}

/**
 * What shoppers see: the feed's values, then the dealer's edits (each wins until cleared), then the photos as the
 * dealer arranged them (feed photos and uploads, hidden ones left out, the main one first and the car's primary
 * picture), then a running special, which sets the price and compares it with the price it replaced.
 */
export function effectivePresentation(feed: PresentationValues, layers: PresentationLayers): PresentationValues {
  const values: PresentationValues = { ...feed, ...layers.dealer };
  if (layers.photos) {
    const images = shownPhotos(values.images, layers.photos);
    values.images = images;
    values.primaryImageUrl = images[0]?.url ?? null;
    values.photosCount = images.length;
  }
  if (layers.special) {
    values.price = layers.special.price;
    values.beforePrice = layers.special.wasPrice;
  }
  return values;
}

/** Whether anything stands over the feed's values (so the feed's own values must be kept beside the columns). */
export function hasLayers(layers: PresentationLayers): boolean {
  return Object.values(layers).some((layer) => layer !== undefined && Object.keys(layer).length > 0);
}

/** The feed's values of a stored car: kept beside the columns while layers stand over them, else the columns. */
export function feedPresentation(
  car: PresentationValues & { feedValues: PresentationValues | null },
): PresentationValues {
  return car.feedValues ?? pickPresentation(car);
}
