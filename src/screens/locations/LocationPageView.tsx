import type { CurrentSite } from "@/platform/site/current-site.server";
import { LeadFormSection } from "@/features/leads/components/LeadFormSection";
import { localDate } from "@/features/locations/dealer-hours";
import { distanceKm, distanceText, locationHref } from "@/features/locations/location-rules";
import type { LocationDetail } from "@/features/locations/locations.server";
import { shownDays } from "@/features/locations/opening-hours-display";
import { mapsKey } from "@/features/locations/static-map";
import { ContactDetailsSection } from "@/features/locations/components/ContactDetails";
import { StaticMap } from "@/features/locations/components/StaticMap";
import { OpeningHours } from "@/features/locations/components/OpeningHours";
import { ReviewsList } from "@/features/locations/components/ReviewsList";
import { StarRating } from "@/features/locations/components/StarRating";
import { UpcomingSpecialHours } from "@/features/locations/components/UpcomingSpecialHours";
import { FormPanel } from "@/ui/FormPanel";

/**
 * A location's page: its details, opening hours (with the opening-hours modal when special hours
 * apply to the days shown), the map section #vehicle-map with the distance to the site's other
 * locations, reviews, its team page and an enquiry form for it.
 */
export function LocationPageView({
  site,
  location: l,
  all,
  from,
}: {
  site: CurrentSite;
  location: LocationDetail;
  all: LocationDetail[];
  from: unknown;
}) {
  const { config } = site;
  const today = localDate(new Date(), config.timeZone);
  const days = shownDays(from, today);
  const others = all
    .filter((o) => o.id !== l.id)
    .map((o) => ({ o, km: distanceKm(l, o) }))
    .sort((a, b) => a.km - b.km);
  return (
    <article className="mx-auto max-w-6xl px-4 py-8">
      <h1 className="text-3xl font-bold">{l.name}</h1>
      <p className="mt-1 text-gray-700">{l.dealershipName}</p>
      <StarRating rating={l.averageRating} count={l.reviewCount} />
      <div className="mt-6 grid gap-8 md:grid-cols-2">
        <ContactDetailsSection
          location={l}
          link={
            <a className="font-semibold text-accent underline" href={`/teams/${l.slug}`}>
              Meet the team at {l.name}
            </a>
          }
        />
        <section aria-labelledby="opening-hours" id="hours">
          <h2 id="opening-hours" className="mb-3 text-2xl font-bold">
            Opening hours
          </h2>
          {days[0] !== today ? (
            <p className="mb-2 text-sm">
              From {days[0]} to {days[6]}.{" "}
              <a className="underline" href={`${locationHref(l, config.features.locationsBySlug)}#hours`}>
                Back to this week
              </a>
            </p>
          ) : null}
          <OpeningHours name={l.name} hours={l.openingHours} special={l.specialHours} days={days} />
          <UpcomingSpecialHours special={l.specialHours} today={today} />
        </section>
      </div>
      <section id="vehicle-map" aria-labelledby="find-us" className="mt-10 rounded-lg bg-surface p-5">
        <h2 id="find-us" className="text-2xl font-bold">
          Find us
        </h2>
        <p className="mt-2">
          {l.name} is at {l.street}, {l.city} {l.state.toUpperCase()} {l.postcode}.
        </p>
        <div className="mt-4">
          <StaticMap places={[l]} mapKey={mapsKey(config.maps, process.env)} />
        </div>
        {others.length > 0 ? (
          <>
            <h3 className="mt-4 font-semibold">Our other locations</h3>
            <ul className="mt-1 space-y-1">
              {others.map(({ o, km }) => (
                <li key={o.id}>
                  <a className="underline" href={locationHref(o, config.features.locationsBySlug)}>
                    {o.name}
                  </a>
                  , {distanceText(km)} away
                </li>
              ))}
            </ul>
          </>
        ) : null}
      </section>
      <ReviewsList location={l} rules={config.reviews} />
      <FormPanel headingId="location-lead-heading" heading={<>Get in touch with {l.name}</>} className="mt-10">
        <LeadFormSection site={site} kind="location" id="location-form" hidden={{ location_id: String(l.id) }} />
      </FormPanel>
    </article>
  );
}
