import "server-only";
import { contentForSite } from "@/platform/content/content-registry.server";
import type { PromoCard } from "@/platform/content/content-schema";
import type { SiteOffer } from "@/platform/content/site-content";
import type { CurrentSite } from "@/platform/site/current-site.server";
import type { CarType } from "@/domain/vehicle-kinds";
import { isShowing } from "./offer-visibility";

/**
 * Offers shown on this site now (dealer-configuration.md §2 'Offers'): its own and its manufacturers'
 * network offers that do not exclude it, inside their window, for the car types the site sells.
 */
export function siteOffers(site: CurrentSite, now = new Date()): SiteOffer[] {
  return contentForSite(site.config).offers.filter((o) => isShowing(o, site.config.stock.carTypes, now));
}

/** One offer shown on this site now, by id; another site's, an excluded or an expired offer is not found. */
export function offerForSite(site: CurrentSite, id: number, now = new Date()): SiteOffer | null {
  return siteOffers(site, now).find((o) => o.id === id) ?? null;
}

/** The site's promo cards showing now for a search of these car types (dealer-configuration.md §4). */
export function promoCardsFor(site: CurrentSite, carTypes: readonly CarType[], now = new Date()): PromoCard[] {
  return contentForSite(site.config).promoCards.filter((card) => isShowing(card, carTypes, now));
}
