import type { Metadata } from "next";
import { notFound } from "next/navigation";
import { locationForPage } from "@/features/locations/locations.server";
import { LocationContactView } from "@/features/locations/components/LocationContactView";
import { requireSite } from "@/platform/site/current-site.server";

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
  return <LocationContactView site={site} location={location} view="contact" />;
}
