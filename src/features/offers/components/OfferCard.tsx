import type { SiteOffer } from "@/platform/content/site-content";
import { offerPath } from "@/features/offers/offer-path";
import { DESCRIPTION_LIMIT, DISCLAIMER_LIMIT } from "@/features/offers/offer-text";
import { CollapsedText } from "@/ui/CollapsedText";
import { OfferImage } from "./OfferImage";

/**
 * An offer card: image, name, the
 * description cut at 160 characters and the disclaimer at 200, each with its toggle, a link to the
 * offer's page and to its model's page when the site sells the model.
 */
export function OfferCard({
  offer,
  siteManufacturer,
  headingLevel = 2,
  eager = false,
}: {
  offer: SiteOffer;
  siteManufacturer: string | null;
  headingLevel?: 2 | 3;
  eager?: boolean;
}) {
  const Heading = headingLevel === 2 ? "h2" : "h3";
  const href = offerPath({ manufacturer: siteManufacturer }, offer);
  return (
    <article className="flex h-full flex-col overflow-hidden rounded-lg border border-gray-200 bg-white">
      <OfferImage offer={offer} eager={eager} />
      <div className="flex flex-1 flex-col p-4">
        <Heading className="text-lg font-semibold">
          <a className="hover:underline" href={href}>
            {offer.name}
          </a>
        </Heading>
        <CollapsedText
          text={offer.description}
          limit={DESCRIPTION_LIMIT}
          more="View more"
          less="View less"
          className="mt-2 text-gray-800"
        />
        <CollapsedText
          text={offer.disclaimer}
          limit={DISCLAIMER_LIMIT}
          more="View full disclaimer"
          less="View less disclaimer"
          className="mt-3 text-sm text-gray-700"
        />
        <p className="mt-auto flex flex-wrap gap-x-4 gap-y-2 pt-4">
          <a className="rounded bg-primary px-4 py-2 font-semibold text-on-primary" href={href}>
            View offer<span className="sr-only">: {offer.name}</span>
          </a>
          {offer.siteModel ? (
            <a className="py-2 font-semibold text-accent underline" href={offer.siteModel.path}>
              Explore the {offer.siteModel.name}
            </a>
          ) : null}
        </p>
      </div>
    </article>
  );
}
