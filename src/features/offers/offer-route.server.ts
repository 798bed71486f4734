import "server-only";
import type { SiteOffer } from "@/platform/content/site-content";
import type { CurrentSite } from "@/platform/site/current-site.server";
import { offerPath, offerRouting, parseOfferId, type OfferRouting } from "./offer-path";
import { offerForSite } from "./offers.server";

/**
 * A request for an offer page: the offer and what to do (show it, redirect to its canonical path, or
 * not found). Another site's, an excluded, expired or future offer, or a bad id, is not found.
 */
export function offerRequest(
  site: CurrentSite,
  rawId: string,
  manufacturer: string | null,
  now = new Date(),
): { offer: SiteOffer; routing: OfferRouting } | null {
  const id = parseOfferId(rawId);
  const offer = id === null ? null : offerForSite(site, id, now);
  if (!offer) return null;
  const asked = manufacturer === null ? `/offers/${rawId}` : `/offers/${manufacturer}/${rawId}`;
  const routing = offerRouting(asked, offerPath(site.config, offer));
  return routing.kind === "not-found" ? null : { offer, routing };
}
