import type { Metadata } from "next";
import { requireSite } from "@/platform/site/current-site.server";
import { buyingCards } from "@/features/content/buying-cards";
import { LinkCards } from "@/features/content/components/blocks/LinkCards";
import { siteOffers } from "@/features/offers/offers.server";

// What changes with the clock alone (open now, offer windows, a sold car\'s last days) shows within five minutes.
export const revalidate = 300;

/** Cached per site on first visit, none at build time (docs/adr/0008). */
export function generateStaticParams() {
  return [];
}

export const metadata: Metadata = {
  title: "Buying",
  description: "Everything for buying your next vehicle: our stock, finance, trade-in, test drives and offers.",
};

/** /buying: cards to the stock searches, finance, trade-in, test drive and special offers, at this site's routes. */
export default async function BuyingPage({ params }: { params: Promise<{ site: string }> }) {
  const site = await requireSite(params);
  const cards = buyingCards(site.config, siteOffers(site).length);
  return (
    <div className="mx-auto max-w-6xl px-4 py-8">
      <h1 className="text-3xl font-bold">Buying with {site.config.name}</h1>
      <p className="mt-2 max-w-3xl leading-relaxed">
        Find your next vehicle, work out the finance, value your trade-in and book a test drive, all in one place.
      </p>
      <LinkCards cards={cards} headingLevel={2} />
    </div>
  );
}
