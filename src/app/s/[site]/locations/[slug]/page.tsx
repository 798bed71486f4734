import type { Metadata } from "next";
import { notFound } from "next/navigation";
import { locationDetails, locationForPage } from "@/features/locations/locations.server";
import { LocationPageView } from "@/features/locations/components/LocationPageView";
import { requireSite } from "@/platform/site/current-site.server";
import { JsonLd } from "@/features/findability/components/JsonLd";
import { locationJsonLd } from "@/features/findability/structured-data";
import { structuredDataContext } from "@/features/findability/structured-data.server";

// Reads the request or the shopper: rendered for each request, never cached (docs/adr/0008).
export const dynamic = "force-dynamic";

type Props = {
  params: Promise<{ site: string; slug: string }>;
  searchParams: Promise<Record<string, string | string[] | undefined>>;
};

/** /locations/{location slug}, or /locations/{dealership slug} on sites without features.locationsBySlug. */
async function find(params: Props["params"]) {
  const site = await requireSite(params);
  const location = await locationForPage(site, (await params).slug, site.config.features.locationsBySlug);
  return { site, location };
}

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const { location } = await find(params);
  return { title: location ? location.name : "Location not found" };
}

export default async function LocationPage({ params, searchParams }: Props) {
  const { site, location } = await find(params);
  if (!location) notFound();
  const [all, context] = await Promise.all([locationDetails(site), structuredDataContext(site)]);
  return (
    <>
      {/* The rating is of the reviews this page lists (ReviewsList's shownReviews), none when it lists none. */}
      <JsonLd data={locationJsonLd(location, site.config, { ...context, withRating: true })} />
      <LocationPageView site={site} location={location} all={all} from={(await searchParams).from} />
    </>
  );
}
