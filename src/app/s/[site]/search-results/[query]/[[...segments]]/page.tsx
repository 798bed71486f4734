import { SearchPage, searchPageMetadata } from "@/screens/search/SearchPage";
import { searchQueryOf } from "@/features/search/search-cache-key";

// What changes with the clock alone (open now, offer windows, a sold car\'s last days) shows within five minutes.
export const revalidate = 300;

/** Cached per site and path on first visit, none at build time (docs/adr/0008). */
export function generateStaticParams() {
  return [];
}

type Props = { params: Promise<{ site: string; query: string; segments?: string[] }> };

/**
 * /search/...?{query} as the proxy rewrites it (search-cache-key.ts): the query is part of the path, so the page is
 * cached by it, in the page cache's bounded share for query pages (docs/adr/0008); a search without a query has `-`
 * there and is cached with the site's other pages. Shoppers never see this path.
 */
export const generateMetadata = async ({ params }: Props) =>
  searchPageMetadata({ params, query: searchQueryOf((await params).query) });

export default async function Page({ params }: Props) {
  return <SearchPage params={params} query={searchQueryOf((await params).query)} />;
}
