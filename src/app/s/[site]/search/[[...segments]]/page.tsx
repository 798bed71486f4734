import { SearchPage, searchPageMetadata } from "@/features/search/components/SearchPage";

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
