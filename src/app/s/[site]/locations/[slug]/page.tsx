import { LocationPage, locationPageMetadata } from "@/screens/locations/LocationPage";

// What changes with the clock alone (open now, today's row of the hours) shows within five minutes.
export const revalidate = 300;

/** Cached per site and location on first visit, none at build time (docs/adr/0008). */
export function generateStaticParams() {
  return [];
}

type Props = { params: Promise<{ site: string; slug: string }> };

/** /locations/{slug} without a chosen week (with one, the proxy serves /location-week/{slug}). */
export const generateMetadata = ({ params }: Props) => locationPageMetadata(params);

export default function Page({ params }: Props) {
  return <LocationPage params={params} from={undefined} />;
}
