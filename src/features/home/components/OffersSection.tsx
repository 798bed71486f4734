import { AllOffersLink, OfferCards } from "@/features/offers";
import type { HomeData } from "@/features/home/home-data.server";

/** The site's offers showing now, with the link to them all; nothing where there are none. */
export function OffersSection({
  offers,
  siteManufacturer,
  headingClass,
}: {
  offers: HomeData["offers"];
  siteManufacturer: string | null;
  headingClass: string;
}) {
  if (offers.length === 0) return null;
  return (
    <section aria-labelledby="offers" className="bg-surface">
      <div className="mx-auto max-w-7xl px-4 py-10">
        <h2 id="offers" className={headingClass}>
          Special offers
        </h2>
        <div className="mt-4">
          <OfferCards offers={offers} siteManufacturer={siteManufacturer} headingLevel={3} />
        </div>
        <AllOffersLink />
      </div>
    </section>
  );
}
