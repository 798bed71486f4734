import type { Metadata } from "next";
import { notFound } from "next/navigation";
import { locationForPage } from "@/features/locations/locations.server";
import { LocationContactView } from "@/screens/locations/LocationContactView";
import { requireSite } from "@/platform/site/current-site.server";
import { JsonLd } from "@/features/findability/components/JsonLd";
import { locationJsonLd } from "@/features/findability/structured-data";
import { structuredDataContext } from "@/features/findability/structured-data.server";

type Params = Promise<{ site: string; slug: string }>;
type View = "contact" | "team";

/** Both pages are found by the location's own slug, whatever features.locationsBySlug says. */
async function find(params: Params) {
  const site = await requireSite(params);
  return { site, location: await locationForPage(site, (await params).slug, true) };
}

export async function locationContactMetadata(params: Params, view: View): Promise<Metadata> {
  const { location } = await find(params);
  if (!location) return { title: "Location not found" };
  return { title: view === "team" ? `Our team at ${location.name}` : `Contact ${location.name}` };
}

/**
 * /contact-us/{location slug} (its contact details, hours and enquiry form, described for search engines) or
 * /teams/{location slug} (the location's team page, its departments' details and hours).
 */
export async function LocationContactPage({ params, view }: { params: Params; view: View }) {
  const { site, location } = await find(params);
  if (!location) notFound();
  if (view === "team") return <LocationContactView site={site} location={location} view="team" />;
  const context = await structuredDataContext(site);
  return (
    <>
      <JsonLd data={locationJsonLd(location, site.config, { ...context, withRating: false })} />
      <LocationContactView site={site} location={location} view="contact" />
    </>
  );
}
