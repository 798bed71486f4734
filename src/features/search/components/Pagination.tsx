import { searchHref, withPage, type SearchState } from "@/features/search/search-params";

/**
 * Page links: first, a window around the current page, last; plain links that also work without JavaScript. A page
 * past the last one is marked as no page of the list (it is not the last page): its Previous link leads to the last.
 */
export function Pagination({ path, state, pages }: { path: string; state: SearchState; pages: number }) {
  if (pages <= 1) return null;
  const current = Math.min(state.page, pages + 1);
  const numbers = [...new Set([1, current - 2, current - 1, current, current + 1, current + 2, pages])]
    .filter((n) => n >= 1 && n <= pages)
    .sort((a, b) => a - b);
  const link = (n: number) => searchHref(path, withPage(state, n));
  return (
    <nav aria-label="Pages of results" className="mt-8 flex flex-wrap items-center justify-center gap-2">
      {current > 1 ? (
        <a rel="prev" className="rounded border border-gray-400 px-3 py-2" href={link(current - 1)}>
          Previous<span className="sr-only"> page</span>
        </a>
      ) : null}
      {numbers.map((n, i) => (
        <span key={n} className="flex items-center gap-2">
          {i > 0 && n - numbers[i - 1]! > 1 ? <span aria-hidden="true">…</span> : null}
          {n === current ? (
            <span aria-current="page" className="rounded bg-primary px-3 py-2 font-semibold text-on-primary">
              <span className="sr-only">Page </span>
              {n}
            </span>
          ) : (
            <a className="rounded border border-gray-400 px-3 py-2" href={link(n)}>
              <span className="sr-only">Page </span>
              {n}
            </a>
          )}
        </span>
      ))}
      {current < pages ? (
        <a rel="next" className="rounded border border-gray-400 px-3 py-2" href={link(current + 1)}>
          Next<span className="sr-only"> page</span>
        </a>
      ) : null}
    </nav>
  );
}
