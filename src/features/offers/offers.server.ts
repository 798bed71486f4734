import "server-only";
import { contentForSite } from "@/platform/content/content-registry.server";
import type { PromoCard } from "@/platform/content/content-schema";
import type { SiteOffer } from "@/platform/content/site-content";
import type { CurrentSite } from "@/platform/site/current-site.server";
import type { CarType } from "@/domain/vehicle-kinds";
import { inShowingWindow, isShowing, showsForCarTypes } from "./offer-visibility";

/**
 * Offers shown on this site now: its own and its manufacturers'
 * network offers that do not exclude it, inside their window, for a car type the site sells. The
 * site's offer list is not a view of some car types, so a strict offer (new cars only) shows there as
 * long as the site sells that type; strictness decides where the view is of car types: the search's
 * promo cards (promoCardsFor).
 */
export function siteOffers(site: CurrentSite, now = new Date()): SiteOffer[] {
  return contentForSite(site.config).offers.filter(
    (o) =>
      inShowingWindow(o, now) &&
      showsForCarTypes({ carTypes: o.carTypes, strictCarTypes: false }, site.config.stock.carTypes),
  );
}

/** One offer shown on this site now, by id; another site's, an excluded or an expired offer is not found. */
export function offerForSite(site: CurrentSite, id: number, now = new Date()): SiteOffer | null {
  return siteOffers(site, now).find((o) => o.id === id) ?? null;
}

/** The site's promo cards showing now for a search of these car types. */
export function promoCardsFor(site: CurrentSite, carTypes: readonly CarType[], now = new Date()): PromoCard[] {
  return contentForSite(site.config).promoCards.filter((card) => isShowing(card, carTypes, now));
}
