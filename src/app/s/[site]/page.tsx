import { locationDetails } from "@/features/locations/locations.server";
import { LocationsCarousel } from "@/features/locations/components/LocationsCarousel";
import { siteOffers } from "@/features/offers/offers.server";
import { OfferCards } from "@/features/offers/components/OfferCards";
import { VehicleCard } from "@/features/vehicle/components/VehicleCard";
import { latestStock, makeCounts } from "@/features/vehicle/vehicles.server";
import { makeDropdownGroups } from "@/features/search/make-groups";
import { MakeOptionGroups } from "@/features/search/components/MakeOptionGroups";
import { siteKeywordPlaceholder } from "@/features/search/search.server";
import { requireSite } from "@/platform/site/current-site.server";
import { JsonLd } from "@/features/findability/components/JsonLd";
import { siteDealerJsonLd } from "@/features/findability/structured-data";
import { structuredDataContext } from "@/features/findability/structured-data.server";
import { footerLocation } from "@/features/locations/location-rules";
import { AllOffersLink } from "@/features/offers/components/AllOffersLink";

// What changes with the clock alone (open now, offer windows, a sold car\'s last days) shows within five minutes.
export const revalidate = 300;

/** Cached per site on first visit, none at build time (docs/adr/0008). */
export function generateStaticParams() {
  return [];
}

export default async function HomePage({ params }: { params: Promise<{ site: string }> }) {
  const site = await requireSite(params);
  const { config } = site;
  const [latest, places, offers, makes, context, keywordPlaceholder] = await Promise.all([
    latestStock(site),
    locationDetails(site),
    siteOffers(site),
    makeCounts(site),
    structuredDataContext(site),
    siteKeywordPlaceholder(site),
  ]);
  const makeGroups = makeDropdownGroups(makes);
  return (
    <>
      <JsonLd data={siteDealerJsonLd(config, places, footerLocation(places, config.contact.phone), context)} />
      {/* Tighter on a phone, so the first car's picture (the page's largest paint) is wholly in the first screen. */}
      <section className="bg-primary text-on-primary">
        <div className="mx-auto max-w-7xl px-4 py-8 sm:py-12">
          <h1 className="text-3xl font-bold sm:text-4xl">{config.name}</h1>
          <p className="mt-2 text-lg">{config.tagline}</p>
          <form
            action={config.stock.listingPath}
            method="get"
            role="search"
            className="mt-4 flex max-w-2xl flex-wrap gap-2 sm:mt-6"
          >
            {makeGroups.all.length > 1 ? (
              <>
                <label htmlFor="home-make" className="sr-only">
                  Make
                </label>
                <select
                  id="home-make"
                  name="make"
                  defaultValue=""
                  className="rounded border border-gray-300 bg-white px-3 py-3 text-gray-900"
                >
                  <option value="">Any make</option>
                  <MakeOptionGroups groups={makeGroups} />
                </select>
              </>
            ) : null}
            <label htmlFor="home-search" className="sr-only">
              Search our stock
            </label>
            <input
              id="home-search"
              name="query"
              type="search"
              placeholder={keywordPlaceholder}
              className="min-w-0 flex-[1_1_12rem] rounded border border-gray-300 bg-white px-4 py-3 text-gray-900 placeholder:text-gray-600"
            />
            <button type="submit" className="rounded border-2 border-on-primary px-6 py-3 font-semibold">
              Search
            </button>
          </form>
        </div>
      </section>

      <section aria-labelledby="latest-stock" className="mx-auto max-w-7xl px-4 py-8 sm:py-10">
        <div className="flex items-baseline justify-between gap-4">
          <h2 id="latest-stock" className="text-2xl font-bold">
            Latest stock
          </h2>
          <a className="font-semibold text-accent underline" href={config.stock.listingPath}>
            View all stock
          </a>
        </div>
        {latest.length === 0 ? (
          <p className="mt-4">New stock is on its way. Please check back soon.</p>
        ) : (
          <ul className="mt-6 grid gap-6 sm:grid-cols-2 lg:grid-cols-4">
            {latest.map((car, index) => (
              // The first card's picture is the page's largest paint: it loads at once, the rest lazily.
              <li key={car.id}>
                <VehicleCard car={car} noPriceText={config.stock.noPriceText} eager={index === 0} />
              </li>
            ))}
          </ul>
        )}
      </section>

      {offers.length > 0 ? (
        <section aria-labelledby="offers" className="bg-surface">
          <div className="mx-auto max-w-7xl px-4 py-10">
            <h2 id="offers" className="text-2xl font-bold">
              Special offers
            </h2>
            <div className="mt-4">
              <OfferCards offers={offers} siteManufacturer={config.manufacturer} headingLevel={3} />
            </div>
            <AllOffersLink />
          </div>
        </section>
      ) : null}

      <div className="mx-auto max-w-7xl px-4 py-10">
        <LocationsCarousel
          locations={places}
          context={{ now: new Date(), timeZone: config.timeZone, bySlug: config.features.locationsBySlug }}
        />
      </div>
    </>
  );
}
