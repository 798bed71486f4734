import type { SiteOffer } from "@/platform/content/site-content";
import { OfferCards } from "@/features/offers";

/** The site's current special offers as offer cards, each linking its offer page by the site's path rule. */
export function OffersBlock({
  heading,
  offers,
  siteManufacturer,
}: {
  heading: string;
  offers: SiteOffer[];
  siteManufacturer: string | null;
}) {
  return (
    <section className="mt-10">
      <h2 className="text-2xl font-bold">{heading}</h2>
      <div className="mt-4">
        <OfferCards offers={offers} siteManufacturer={siteManufacturer} headingLevel={3} />
      </div>
    </section>
  );
}
