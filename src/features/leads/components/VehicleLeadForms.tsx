import type { CurrentSite } from "@/platform/site/current-site.server";
import { NO_RESULTS_ACTION } from "@/features/search";
import {
  isAvailable,
  makeAnOfferPath,
  formatKm,
  priceLine,
  vehicleTitle,
  toLeadCar,
  type ShownVehicle,
} from "@/features/vehicle";
import { LeadFormSection } from "./LeadFormSection";
import { OfferDialog } from "./OfferDialog";
import { OfferSummary } from "./OfferSummary";

/** The car's make-an-offer header and form (the dialog on the vehicle page, and its own page without JavaScript). */
export function OfferContent({
  site,
  shown,
  headingId,
}: {
  site: CurrentSite;
  shown: ShownVehicle;
  headingId: string;
}) {
  const car = shown.vehicle;
  const { price, priceType } = priceLine(car, site.config.stock.noPriceText);
  const details = [
    car.itemType === "caravan" ? null : formatKm(car.km),
    car.simpleTransmission,
    car.simpleFuel,
    car.colour,
  ]
    .filter(Boolean)
    .join(" · ");
  return (
    <>
      <OfferSummary
        headingId={headingId}
        image={car.primaryImageUrl}
        title={vehicleTitle(car)}
        price={price}
        priceType={priceType}
        details={details}
      />
      <div className="mt-4">
        <LeadFormSection site={site} kind="make-an-offer" id="offer-form" car={toLeadCar(shown)} />
      </div>
    </>
  );
}

/** The enquiry form with its heading, reached by links to #enquire. */
function EnquirySection({ site, shown, heading }: { site: CurrentSite; shown: ShownVehicle; heading: string }) {
  return (
    <section id="enquire" aria-labelledby="enquire-heading">
      <h2 id="enquire-heading" className="mb-4 text-2xl font-bold">
        {heading}
      </h2>
      <LeadFormSection site={site} kind="enquiry" id="enquiry-form" car={toLeadCar(shown)} />
    </section>
  );
}

/** For a car no longer available: Find Me Something Similar, the enquiry asking for a similar car (in the SOLD panel). */
export function SimilarCarForm({ site, shown }: { site: CurrentSite; shown: ShownVehicle }) {
  return <EnquirySection site={site} shown={shown} heading={NO_RESULTS_ACTION} />;
}

/**
 * The vehicle page's lead forms in the main column: the request-photos form, the enquiry for an
 * available car (a sold car's is in its SOLD panel: SimilarCarForm) and the make-an-offer dialog.
 */
export function VehicleLeadForms({ site, shown }: { site: CurrentSite; shown: ShownVehicle }) {
  const car = shown.vehicle;
  const lead = toLeadCar(shown);
  const available = isAvailable(car.status);
  const noun = car.itemType === "car" ? "vehicle" : car.itemType;
  return (
    <>
      <details className="mt-6 rounded-lg border border-gray-300 p-4">
        <summary className="cursor-pointer font-semibold">Request more photos of this {noun}</summary>
        <div className="mt-4">
          <LeadFormSection site={site} kind="request-photos" id="photos-form" car={lead} />
        </div>
      </details>
      {available ? (
        <div className="mt-8 rounded-lg bg-surface p-5">
          <EnquirySection site={site} shown={shown} heading={`Enquire about this ${noun}`} />
        </div>
      ) : null}
      {available && site.config.features.makeAnOffer ? (
        <OfferDialog labelledBy="offer-heading" href={makeAnOfferPath(car.slug)}>
          <OfferContent site={site} shown={shown} headingId="offer-heading" />
        </OfferDialog>
      ) : null}
    </>
  );
}
