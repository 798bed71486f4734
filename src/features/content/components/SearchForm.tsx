import { MAX_QUERY_LENGTH } from "@/features/content/site-search";

/** A plain GET search form: works without JavaScript, the query stays in the address to share or go back to. */
export function SearchForm({ action, label, query }: { action: string; label: string; query: string }) {
  return (
    <form action={action} method="get" role="search" className="mt-4 flex max-w-xl flex-wrap items-end gap-3">
      <div className="flex min-w-0 flex-1 flex-col">
        <label htmlFor="site-search-q" className="font-semibold">
          {label}
        </label>
        <input
          id="site-search-q"
          name="q"
          type="search"
          defaultValue={query.slice(0, MAX_QUERY_LENGTH)}
          maxLength={MAX_QUERY_LENGTH}
          className="mt-1 rounded border border-gray-500 px-3 py-2"
        />
      </div>
      <button type="submit" className="rounded bg-primary px-5 py-2 font-semibold text-on-primary">
        Search
      </button>
    </form>
  );
}
