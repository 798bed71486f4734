import type { CarType } from "@/domain/vehicle-kinds";
import type { HomeBanner } from "@/platform/content/content-schema";
import { isShowing } from "@/features/offers";

/**
 * The home page's promotions slider shows a banner by the promo cards' rules (offers' offer-visibility.ts): inside
 * its start and expiry window, written with its offset, and for the car types it names, against everything the site
 * sells (the home page is no view of some car types, so a strict banner shows only where the site sells nothing
 * else). The content document's order is the slider's.
 */
export function bannersShowing(banners: readonly HomeBanner[], siteCarTypes: readonly CarType[], now: Date) {
  return banners.filter((banner) => isShowing(banner, siteCarTypes, now));
}
