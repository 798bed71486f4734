import type { Metadata } from "next";
import { requireSite } from "@/platform/site/current-site.server";
import { queryValue, siteDirectory } from "@/features/content/content-search.server";
import { queryWords, searchEntries } from "@/features/content/site-search";
import { SearchForm } from "@/features/content/components/SearchForm";
import { SearchResults } from "@/features/content/components/SearchResults";

// Reads the request or the shopper: rendered for each request, never cached (docs/adr/0008).
export const dynamic = "force-dynamic";

export const metadata: Metadata = {
  title: "Search this site",
  description: "Search our pages, models and special offers.",
};

type Props = {
  params: Promise<{ site: string }>;
  searchParams: Promise<Record<string, string | string[] | undefined>>;
};

/** /directory: the directory search over the site's pages, models and current offers (GET ?q=, no script). */
export default async function DirectoryPage({ params, searchParams }: Props) {
  const site = await requireSite(params);
  const query = queryValue((await searchParams).q).trim();
  const searched = queryWords(query).length > 0;
  const results = searched ? searchEntries(siteDirectory(site), query) : [];
  return (
    <div className="mx-auto max-w-4xl px-4 py-8">
      <h1 className="text-3xl font-bold">Search this site</h1>
      <p className="mt-2">Find our pages, models and special offers by their titles and descriptions.</p>
      <SearchForm action="/directory" label="Search for" query={query} />
      {searched && results.length > 0 ? <SearchResults query={query.slice(0, 200)} results={results} /> : null}
      {searched && results.length === 0 ? (
        <p className="mt-8 text-lg" role="status">
          No pages, models or offers match “{query.slice(0, 200)}”. Try fewer or different words.
        </p>
      ) : null}
    </div>
  );
}
