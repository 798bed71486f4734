import type { SearchEntry } from "@/features/content/site-search";

/** Search results as links with their kind and summary; the count is announced as the results heading. */
export function SearchResults({ query, results }: { query: string; results: readonly SearchEntry[] }) {
  return (
    <section aria-labelledby="results-heading" className="mt-8">
      <h2 id="results-heading" className="text-xl font-bold">
        {results.length === 1 ? "1 result" : `${results.length} results`} for “{query}”
      </h2>
      <ul className="mt-3 space-y-4">
        {results.map((r) => (
          <li key={`${r.kind}-${r.href}`}>
            <a href={r.href} className="text-lg font-semibold underline">
              {r.title}
            </a>
            <span className="ml-2 rounded bg-surface px-2 py-0.5 text-sm">{r.kind}</span>
            <p className="mt-1 text-gray-700">{r.summary}</p>
          </li>
        ))}
      </ul>
    </section>
  );
}
