import type { Metadata } from "next";
import { notFound } from "next/navigation";
import { locationForPage } from "@/features/locations/locations.server";
import { LocationContactView } from "@/screens/locations/LocationContactView";
import { requireSite } from "@/platform/site/current-site.server";
import { JsonLd } from "@/features/findability/components/JsonLd";
import { locationJsonLd } from "@/features/findability/structured-data";
import { structuredDataContext } from "@/features/findability/structured-data.server";

// What changes with the clock alone (open now, offer windows, a sold car\'s last days) shows within five minutes.
export const revalidate = 300;

/** Cached per site and path on first visit, none at build time (docs/adr/0008). */
export function generateStaticParams() {
  return [];
}

type Props = { params: Promise<{ site: string; slug: string }> };

async function find(params: Props["params"]) {
  const site = await requireSite(params);
  return { site, location: await locationForPage(site, (await params).slug, true) };
}

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const { location } = await find(params);
  return { title: location ? `Contact ${location.name}` : "Location not found" };
}

/** /contact-us/{location slug}: one location's contact details, hours and enquiry form. */
export default async function LocationContactPage({ params }: Props) {
  const { site, location } = await find(params);
  if (!location) notFound();
  const context = await structuredDataContext(site);
  return (
    <>
      <JsonLd data={locationJsonLd(location, site.config, { ...context, withRating: false })} />
      <LocationContactView site={site} location={location} view="contact" />
    </>
  );
}
