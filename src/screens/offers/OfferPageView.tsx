import type { SiteOffer } from "@/platform/content/site-content";
import type { CurrentSite } from "@/platform/site/current-site.server";
import { LeadFormSection } from "@/features/leads/components/LeadFormSection";
import { offerEndDate, paragraphs } from "@/features/offers/offer-text";
import { OfferImage } from "@/features/offers/components/OfferImage";
import { AllOffersLink } from "@/features/offers/components/AllOffersLink";
import { FormPanel } from "@/ui/FormPanel";

/** An offer's own page: image, the whole description and disclaimer, its end date, model and lead form. */
export function OfferPageView({ site, offer }: { site: CurrentSite; offer: SiteOffer }) {
  return (
    <article className="mx-auto grid max-w-6xl gap-8 px-4 py-8 lg:grid-cols-[1.3fr_1fr]">
      <div>
        <h1 className="text-3xl font-bold">{offer.name}</h1>
        {offer.manufacturer || offer.siteModel ? (
          <p className="mt-1 text-gray-700">
            {offer.siteModel
              ? `${offer.siteModel.manufacturer.name} ${offer.siteModel.name}`
              : offer.manufacturer?.name}
          </p>
        ) : null}
        <div className="mt-4 max-w-[375px] overflow-hidden rounded-lg">
          <OfferImage offer={offer} eager />
        </div>
        {offer.expiresAt ? (
          <p className="mt-4 font-semibold">Offer ends {offerEndDate(offer.expiresAt, site.config.timeZone)}</p>
        ) : null}
        <div className="mt-4 space-y-3 text-lg">
          {paragraphs(offer.description).map((p, i) => (
            <p key={i} className="whitespace-pre-line">
              {p}
            </p>
          ))}
        </div>
        {offer.siteModel ? (
          <p className="mt-4">
            <a className="font-semibold text-accent underline" href={offer.siteModel.path}>
              Explore the {offer.siteModel.manufacturer.name} {offer.siteModel.name}
            </a>
          </p>
        ) : null}
        {offer.disclaimer.trim() ? (
          <section aria-labelledby="offer-disclaimer" className="mt-6">
            <h2 id="offer-disclaimer" className="text-lg font-semibold">
              Disclaimer
            </h2>
            <p className="mt-1 whitespace-pre-line text-sm text-gray-700">{offer.disclaimer.trim()}</p>
          </section>
        ) : null}
        <AllOffersLink />
      </div>
      <FormPanel headingId="offer-lead-heading" heading="Enquire about this offer" className="self-start">
        <LeadFormSection site={site} kind="location" id="offer-form" hidden={{ offer_id: String(offer.id) }} />
      </FormPanel>
    </article>
  );
}
