import type { Metadata } from "next";
import { requireSite } from "@/platform/site/current-site.server";
import { hasPartsPage, PARTS_PAGE, queryValue, siteParts } from "@/features/content/content-search.server";
import { queryWords, searchEntries } from "@/features/content/site-search";
import { SearchForm } from "@/features/content/components/SearchForm";
import { SearchResults } from "@/features/content/components/SearchResults";
import { LeadFormSection } from "@/features/leads/components/LeadFormSection";

// Reads the request or the shopper: rendered for each request, never cached (docs/adr/0008).
export const dynamic = "force-dynamic";

export const metadata: Metadata = {
  title: "Parts search",
  description: "Search our parts and accessories pages, or order a part online.",
};

type Props = {
  params: Promise<{ site: string }>;
  searchParams: Promise<Record<string, string | string[] | undefined>>;
};

/**
 * /parts/search: there is no parts catalogue in the site's data, so the search says what it looks
 * through (the parts and accessories pages and the models with genuine accessories) and offers the
 * parts order form when nothing matches.
 */
export default async function PartsSearchPage({ params, searchParams }: Props) {
  const site = await requireSite(params);
  const query = queryValue((await searchParams).q).trim();
  const searched = queryWords(query).length > 0;
  const results = searched ? searchEntries(siteParts(site), query) : [];
  const shown = query.slice(0, 200);
  return (
    <div className="mx-auto max-w-4xl px-4 py-8">
      <h1 className="text-3xl font-bold">Parts search</h1>
      <p className="mt-2 leading-relaxed">
        This searches our parts and accessories pages and the models we stock genuine accessories for. We do not list
        individual parts online: tell us what you need with the parts order form and our parts team will quote and order
        it for you.
      </p>
      <SearchForm action="/parts/search" label="Search parts and accessories" query={query} />
      {searched && results.length > 0 ? <SearchResults query={shown} results={results} /> : null}
      {searched && results.length === 0 ? (
        <section aria-labelledby="parts-form-heading" className="mt-8 rounded-lg bg-surface p-5">
          <p role="status" className="text-lg">
            Nothing on our site matches “{shown}”.
          </p>
          <h2 id="parts-form-heading" className="mt-4 text-2xl font-bold">
            Order the part online
          </h2>
          <div className="mt-4">
            <LeadFormSection site={site} kind="parts" id="parts-form" defaults={{ part: shown.slice(0, 300) }} />
          </div>
        </section>
      ) : null}
      {!searched && hasPartsPage(site) ? (
        <p className="mt-8">
          Know what you need?{" "}
          <a className="font-semibold underline" href={`${PARTS_PAGE}#parts-form`}>
            Order a part online
          </a>
          .
        </p>
      ) : null}
    </div>
  );
}
