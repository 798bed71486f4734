import { LocationPage, locationPageMetadata } from "@/screens/locations/LocationPage";

// Reads the request (the week the shopper chose): rendered for each request, never cached (docs/adr/0008).
export const dynamic = "force-dynamic";

type Props = {
  params: Promise<{ site: string; slug: string }>;
  searchParams: Promise<Record<string, string | string[] | undefined>>;
};

/** /locations/{slug}?from=YYYY-MM-DD as the proxy rewrites it (location-week-path.ts). Shoppers never see this path. */
export const generateMetadata = ({ params }: Props) => locationPageMetadata(params);

export default async function Page({ params, searchParams }: Props) {
  return <LocationPage params={params} from={(await searchParams).from} />;
}
