import type { Metadata } from "next";
import { OfferCards } from "@/features/offers/components/OfferCards";
import { siteOffers } from "@/features/offers/offers.server";
import { requireSite } from "@/platform/site/current-site.server";

// What changes with the clock alone (open now, offer windows, a sold car\'s last days) shows within five minutes.
export const revalidate = 300;

/** Cached per site on first visit, none at build time (docs/adr/0008). */
export function generateStaticParams() {
  return [];
}

export const metadata: Metadata = { title: "Special Offers" };

/** /special-offers: the site's offers showing now (their window, the car types the site sells). */
export default async function SpecialOffersPage({ params }: { params: Promise<{ site: string }> }) {
  const site = await requireSite(params);
  return (
    <div className="mx-auto max-w-7xl px-4 py-8">
      <h1 className="text-3xl font-bold">Special Offers</h1>
      <p className="mt-2 text-lg">Our current deals. Choose an offer for its full terms, or to enquire.</p>
      <div className="mt-6">
        <OfferCards offers={siteOffers(site)} siteManufacturer={site.config.manufacturer} opensPage />
      </div>
    </div>
  );
}
