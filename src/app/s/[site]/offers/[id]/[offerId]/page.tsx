import type { Metadata } from "next";
import { notFound } from "next/navigation";
import { OfferPageView } from "@/screens/offers/OfferPageView";
import { offerRequest } from "@/features/offers/offer-route.server";
import { requireSite } from "@/platform/site/current-site.server";

// What changes with the clock alone (open now, offer windows, a sold car\'s last days) shows within five minutes.
export const revalidate = 300;

/** Cached per site and path on first visit, none at build time (docs/adr/0008). */
export function generateStaticParams() {
  return [];
}

// The first segment is the manufacturer here (Next needs one name per level: [id] is taken by /offers/{id}).
type Props = { params: Promise<{ site: string; id: string; offerId: string }> };

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const { id: manufacturer, offerId } = await params;
  const found = offerRequest(await requireSite(params), offerId, manufacturer);
  return { title: found ? found.offer.name : "Offer not found" };
}

/** /offers/{manufacturer}/{id}: only on a site without a manufacturer, for a manufacturer's offer. */
export default async function ManufacturerOfferPage({ params }: Props) {
  const site = await requireSite(params);
  const { id: manufacturer, offerId } = await params;
  const found = offerRequest(site, offerId, manufacturer);
  if (!found || found.routing.kind !== "show") notFound();
  return <OfferPageView site={site} offer={found.offer} />;
}
