import type { Metadata } from "next";
import { notFound, permanentRedirect } from "next/navigation";
import { OfferPageView } from "@/screens/offers/OfferPageView";
import { offerRequest } from "@/features/offers/offer-route.server";
import { requireSite } from "@/platform/site/current-site.server";

// What changes with the clock alone (open now, offer windows, a sold car\'s last days) shows within five minutes.
export const revalidate = 300;

/** Cached per site and path on first visit, none at build time (docs/adr/0008). */
export function generateStaticParams() {
  return [];
}

type Props = { params: Promise<{ site: string; id: string }> };

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const found = offerRequest(await requireSite(params), (await params).id, null);
  return { title: found ? found.offer.name : "Offer not found" };
}

/** /offers/{id}; on a site without a manufacturer, a manufacturer's offer moves to /offers/{manufacturer}/{id}. */
export default async function OfferPage({ params }: Props) {
  const site = await requireSite(params);
  const found = offerRequest(site, (await params).id, null);
  if (!found) notFound();
  if (found.routing.kind === "redirect") permanentRedirect(found.routing.to);
  return <OfferPageView site={site} offer={found.offer} />;
}
