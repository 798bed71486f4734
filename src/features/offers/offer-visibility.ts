/**
 * Whether an offer shows on a site: its own offers, or a manufacturer offer (no site) for a site of
 * that manufacturer that is not excluded; and only inside its start and expiry window.
 */
export interface OfferFacts {
  siteId: number | null;
  manufacturerSlug: string | null;
  excludedWebsiteIds: readonly number[];
  startsAt: Date | null;
  expiresAt: Date | null;
}

export function offerVisibleOnSite(
  offer: OfferFacts,
  site: { id: number; manufacturer: string | null },
  now: Date,
): boolean {
  const owned =
    offer.siteId === null
      ? offer.manufacturerSlug !== null &&
        offer.manufacturerSlug === site.manufacturer &&
        !offer.excludedWebsiteIds.includes(site.id)
      : offer.siteId === site.id;
  if (!owned) return false;
  if (offer.startsAt && offer.startsAt > now) return false;
  return !(offer.expiresAt && offer.expiresAt <= now);
}
