import type { SiteOffer } from "@/platform/content/site-content";
import { OfferCard } from "./OfferCard";

/**
 * The site's current offers as a grid of cards, or a short note when there are none. Only where the grid
 * opens the page (`opensPage`) is the first card's picture its largest paint, loaded at once; elsewhere
 * (below the home page's stock, in a content block) every picture waits lazily, so none competes with the
 * page's own largest picture for the connection.
 */
export function OfferCards({
  offers,
  siteManufacturer,
  headingLevel = 2,
  opensPage = false,
}: {
  offers: SiteOffer[];
  siteManufacturer: string | null;
  headingLevel?: 2 | 3;
  opensPage?: boolean;
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
          <OfferCard
            offer={offer}
            siteManufacturer={siteManufacturer}
            headingLevel={headingLevel}
            eager={opensPage && i === 0}
          />
        </li>
      ))}
    </ul>
  );
}
