import { LocationContactPage, locationContactMetadata } from "@/screens/locations/LocationContactPage";

// What changes with the clock alone (open now, offer windows, a sold car\'s last days) shows within five minutes.
export const revalidate = 300;

/** Cached per site and path on first visit, none at build time (docs/adr/0008). */
export function generateStaticParams() {
  return [];
}

type Props = { params: Promise<{ site: string; slug: string }> };

export const generateMetadata = ({ params }: Props) => locationContactMetadata(params, "team");

/** /teams/{location slug}: the location's team page, its departments' details and hours. */
export default function Page({ params }: Props) {
  return <LocationContactPage params={params} view="team" />;
}
