import type { Metadata } from "next";
import { ContactUsView } from "@/screens/locations/ContactUsView";
import { locationDetails } from "@/features/locations/locations.server";
import { requireSite } from "@/platform/site/current-site.server";
import { JsonLd } from "@/features/findability/components/JsonLd";
import { locationsJsonLd } from "@/features/findability/structured-data";
import { structuredDataContext } from "@/features/findability/structured-data.server";

// What changes with the clock alone (open now, offer windows, a sold car\'s last days) shows within five minutes.
export const revalidate = 300;

/** Cached per site on first visit, none at build time (docs/adr/0008). */
export function generateStaticParams() {
  return [];
}

export const metadata: Metadata = { title: "Contact Us" };

/** /contact-us: every location with its contact details, and the enquiry form. */
export default async function ContactUsPage({ params }: { params: Promise<{ site: string }> }) {
  const site = await requireSite(params);
  const [locations, context] = await Promise.all([locationDetails(site), structuredDataContext(site)]);
  return (
    <>
      <JsonLd data={locationsJsonLd(locations, site.config, context)} />
      <ContactUsView site={site} />
    </>
  );
}
