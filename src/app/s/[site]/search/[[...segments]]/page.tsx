import { SearchPage, searchPageMetadata } from "@/features/search/components/SearchPage";

// What changes with the clock alone (open now, offer windows, a sold car\'s last days) shows within five minutes.
export const revalidate = 300;

/** Cached per site and path on first visit, none at build time (docs/adr/0008). */
export function generateStaticParams() {
  return [];
}

type Props = { params: Promise<{ site: string; segments?: string[] }> };

/** /search/...: a landing page without a query string, cached per site (a query goes to /search-results/...). */
export const generateMetadata = ({ params }: Props) => searchPageMetadata({ params, query: "" });

export default function Page({ params }: Props) {
  return <SearchPage params={params} query="" />;
}
