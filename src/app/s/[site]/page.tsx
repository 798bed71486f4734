import { locationDetails } from "@/features/locations/locations.server";
import { LocationsCarousel } from "@/features/locations/components/LocationsCarousel";
import { SiteHome } from "@/features/home/index.server";
import { requireSite } from "@/platform/site/current-site.server";
import { JsonLd } from "@/features/findability/components/JsonLd";
import { siteDealerJsonLd } from "@/features/findability/structured-data";
import { structuredDataContext } from "@/features/findability/structured-data.server";
import { footerLocation } from "@/features/locations/location-rules";

// What changes with the clock alone (open now, offer and banner windows, a sold car\'s last days) shows within five minutes.
export const revalidate = 300;

/** Cached per site on first visit, none at build time (docs/adr/0008). */
export function generateStaticParams() {
  return [];
}

/** The shopper's home page: the site's template's composition (features/home), then its locations. */
export default async function HomePage({ params }: { params: Promise<{ site: string }> }) {
  const site = await requireSite(params);
  const { config } = site;
  const [places, context] = await Promise.all([locationDetails(site), structuredDataContext(site)]);
  return (
    <>
      <JsonLd data={siteDealerJsonLd(config, places, footerLocation(places, config.contact.phone), context)} />
      <SiteHome site={site} places={places} />
      <div className="mx-auto max-w-7xl px-4 py-10">
        <LocationsCarousel
          locations={places}
          context={{ now: new Date(), timeZone: config.timeZone, bySlug: config.features.locationsBySlug }}
        />
      </div>
    </>
  );
}
