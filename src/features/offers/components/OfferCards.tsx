import type { SiteOffer } from "@/platform/content/site-content";
import { OfferCard } from "./OfferCard";

/** The site's current offers as a grid of cards, or a short note when there are none. */
export function OfferCards({
  offers,
  siteManufacturer,
  headingLevel = 2,
}: {
  offers: SiteOffer[];
  siteManufacturer: string | null;
  headingLevel?: 2 | 3;
}) {
  if (offers.length === 0)
    return (
      <p className="rounded-lg border border-gray-200 p-6 text-center">
        There are no special offers right now. Please check back soon, or contact us about our latest deals.
      </p>
    );
  return (
    <ul className="grid gap-6 sm:grid-cols-2 lg:grid-cols-3">
      {offers.map((offer, i) => (
        <li key={offer.id}>
          <OfferCard offer={offer} siteManufacturer={siteManufacturer} headingLevel={headingLevel} eager={i < 3} />
        </li>
      ))}
    </ul>
  );
}
