import type { Metadata } from "next";
import { notFound } from "next/navigation";
import { locationForPage } from "@/features/locations/locations.server";
import { LocationContactView } from "@/screens/locations/LocationContactView";
import { requireSite } from "@/platform/site/current-site.server";

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
  return { title: location ? `Our team at ${location.name}` : "Location not found" };
}

/** /teams/{location slug}: the location's team page, its departments' details and hours. */
export default async function TeamPage({ params }: Props) {
  const { site, location } = await find(params);
  if (!location) notFound();
  return <LocationContactView site={site} location={location} view="team" />;
}
