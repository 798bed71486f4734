import type { VehicleStatus } from "./vehicle-kinds";
import type { VehicleImage } from "./vehicle-types";

/*
 * The feed owns a car's facts, the dealer owns its presentation. These are the fields a dealer may change in the
 * console over what the feed says; every other column is the feed's alone.
 */
export const PRESENTATION_FIELDS = [
  "price",
  "beforePrice",
  "priceType",
  "dealerComments",
  "status",
  "showOnDealerWebsite",
  "tag",
  "certified",
  "features",
  "images",
  "primaryImageUrl",
  "photosCount",
] as const;

export interface PresentationValues {
  price: number | null;
  beforePrice: number | null;
  priceType: string | null;
  dealerComments: string;
  status: VehicleStatus;
  showOnDealerWebsite: boolean;
  tag: string | null;
  certified: boolean;
  features: string[];
  images: VehicleImage[];
  primaryImageUrl: string | null;
  photosCount: number;
}

/** A price special while it runs: the price shoppers pay, and the price it is compared with. */
interface SpecialLayer {
  specialId: number;
  price: number;
  wasPrice: number;
  endsAt: string;
}

/**
 * What is stored over the feed's values, applied in this order: the dealer's own edits, then the photos as the dealer
 * arranged them, then a running price special. An absent layer changes nothing.
 */
export interface PresentationLayers {
  dealer?: Partial<PresentationValues>;
  photos?: PhotosLayer;
  special?: SpecialLayer;
}

/**
 * The photos as the dealer arranged them, by image_key: the order they are shown in, those hidden, the main one, and
 * the photos the dealer uploaded (kept in the media store). The feed's own photos stay the feed's: one it drops
 * drops out here too, one it adds is shown after the arranged ones.
 */
export interface PhotosLayer {
  order: string[];
  hidden: string[];
  main: string | null;
  uploads: VehicleImage[];
}
