import type { Metadata } from "next";
import { notFound } from "next/navigation";
import { locationDetails, locationForPage } from "@/features/locations/locations.server";
import { LocationPageView } from "@/screens/locations/LocationPageView";
import { requireSite } from "@/platform/site/current-site.server";
import { JsonLd } from "@/features/findability/components/JsonLd";
import { locationJsonLd } from "@/features/findability/structured-data";
import { structuredDataContext } from "@/features/findability/structured-data.server";

type Params = Promise<{ site: string; slug: string }>;

/** /locations/{location slug}, or /locations/{dealership slug} on sites without features.locationsBySlug. */
async function find(params: Params) {
  const site = await requireSite(params);
  const location = await locationForPage(site, (await params).slug, site.config.features.locationsBySlug);
  return { site, location };
}

export async function locationPageMetadata(params: Params): Promise<Metadata> {
  const { location } = await find(params);
  return { title: location ? location.name : "Location not found" };
}

/**
 * A location's page: its details, hours for the week from `from` (else this week) and reviews. Served by two routes
 * (location-week-path.ts): the cached one without a week, and the one rendered per request for a chosen week.
 */
export async function LocationPage({ params, from }: { params: Params; from: unknown }) {
  const { site, location } = await find(params);
  if (!location) notFound();
  const [all, context] = await Promise.all([locationDetails(site), structuredDataContext(site)]);
  return (
    <>
      {/* The rating is of the reviews this page lists (ReviewsList's shownReviews), none when it lists none. */}
      <JsonLd data={locationJsonLd(location, site.config, { ...context, withRating: true })} />
      <LocationPageView site={site} location={location} all={all} from={from} />
    </>
  );
}
