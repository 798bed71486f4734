import type { SiteConfig } from "@/platform/site/config-schema";
import { MakeOptionGroups, type makeDropdownGroups } from "@/features/search";

/**
 * The home page's keyword search (with a make list where the site sells more than one make): in every template it
 * sits in a phone's first screen. `big` is the supermarket's, which leads its page.
 */
export function HomeSearch({
  config,
  makeGroups,
  keywordPlaceholder,
  titleClass,
  big = false,
}: {
  config: SiteConfig;
  makeGroups: ReturnType<typeof makeDropdownGroups>;
  keywordPlaceholder: string;
  titleClass: string;
  big?: boolean;
}) {
  return (
    <section className="bg-primary text-on-primary">
      <div className={`mx-auto max-w-7xl px-4 ${big ? "py-8 sm:py-14" : "py-6 sm:py-10"}`}>
        <h1 className={titleClass}>{config.name}</h1>
        <p className="mt-2 text-lg">{config.tagline}</p>
        <form
          action={config.stock.listingPath}
          method="get"
          role="search"
          className={`mt-4 flex flex-wrap gap-2 sm:mt-6 ${big ? "max-w-4xl" : "max-w-2xl"}`}
        >
          {makeGroups.all.length > 1 ? (
            <>
              <label htmlFor="home-make" className="sr-only">
                Make
              </label>
              <select
                id="home-make"
                name="make"
                defaultValue=""
                className="min-w-0 rounded border border-gray-300 bg-white px-3 py-3 text-gray-900"
              >
                <option value="">Any make</option>
                <MakeOptionGroups groups={makeGroups} />
              </select>
            </>
          ) : null}
          <label htmlFor="home-search" className="sr-only">
            Search our stock
          </label>
          <input
            id="home-search"
            name="query"
            type="search"
            placeholder={keywordPlaceholder}
            className={`min-w-0 flex-[1_1_12rem] rounded border border-gray-300 bg-white px-4 text-gray-900 placeholder:text-gray-600 ${big ? "py-4 text-lg" : "py-3"}`}
          />
          <button type="submit" className="rounded border-2 border-on-primary px-6 py-3 font-semibold">
            Search
          </button>
        </form>
      </div>
    </section>
  );
}
