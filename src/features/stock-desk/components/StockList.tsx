import { listFormValues } from "@/domain/list-query";
import { imageUrl } from "@/features/images";
import { formatMoney } from "@/features/vehicle";
import type { DeskPlace } from "@/features/lead-desk";
import { getDb } from "@/platform/db/db.server";
import { stockFilterOptions } from "@/features/stock-desk/stock-filter-options.db";
import { listStock } from "@/features/stock-desk/stock-list.db";
import {
  daysListed,
  parseStockListQuery,
  STOCK_LIST_FIELDS,
  STOCK_STATUS_LABELS,
  stockListHref,
  type StockListField,
} from "@/features/stock-desk/stock-list-query";
import { StockFilters } from "./StockFilters";

/**
 * A car's thumbnail through the image pipeline, served on the console's own host (its policy allows no other image
 * origin): /stock/thumbnail carries the pipeline's query and the car's site.
 */
function thumbnailUrl(siteSlug: string, src: string): string {
  return imageUrl(src, 160).replace(/^\/media\/image\?/, `/stock/thumbnail?site=${encodeURIComponent(siteSlug)}&`);
}

const TH = "py-2 pr-4";

/**
 * The stock desk's list: every car of the member's scope, hidden and sold ones too, newest listed first, a page at a
 * time, filtered by the URL. Bad filters are shown on the form, each naming its field, and no list is shown until put
 * right.
 */
export async function StockList({
  place,
  query,
}: {
  place: DeskPlace;
  query: Record<string, string | string[] | undefined>;
}) {
  const parsed = parseStockListQuery(
    query,
    place.sites.map((site) => site.slug),
  );
  const db = await getDb();
  const page = parsed.ok ? await listStock(db, place.member, parsed.filters) : null;
  const options = await stockFilterOptions(db, place);
  const now = new Date();
  return (
    <main className="mx-auto max-w-6xl p-8">
      <p>
        <a href="/" className="underline">
          Console home
        </a>
      </p>
      <h1 className="mt-2 text-2xl font-bold">Stock</h1>
      <p className="mt-1 text-gray-700">{place.groupName}</p>
      {!parsed.ok && (
        <div role="alert" className="mt-4 rounded border border-red-700 bg-red-50 p-3 text-red-800">
          <p className="font-semibold">Some filters need fixing:</p>
          <ul className="list-disc pl-6">
            {parsed.errors.map((error) => (
              <li key={error.field}>{error.message}</li>
            ))}
          </ul>
        </div>
      )}
      <StockFilters
        values={listFormValues(query, Object.keys(STOCK_LIST_FIELDS) as StockListField[])}
        errors={parsed.ok ? [] : parsed.errors}
        sites={place.sites}
        options={options}
      />
      {page && parsed.ok && (
        <>
          <p className="mt-6">
            <a
              href={stockListHref({ ...parsed.filters, after: null }, "/stock/export.csv")}
              className="underline"
              download
            >
              Download these cars as CSV
            </a>
          </p>
          {page.rows.length === 0 ? (
            <p className="mt-8">No cars match.</p>
          ) : (
            // The table scrolls inside its box on a narrow screen; the page itself never scrolls sideways.
            <div className="mt-8 overflow-x-auto">
              <table className="w-full border-collapse text-left">
                <caption className="sr-only">Cars, newest listed first</caption>
                <thead>
                  <tr className="border-b border-gray-400">
                    <th scope="col" className={TH}>
                      <span className="sr-only">Photo</span>
                    </th>
                    <th scope="col" className={TH}>
                      Stock no.
                    </th>
                    <th scope="col" className={TH}>
                      Car
                    </th>
                    <th scope="col" className={TH}>
                      Price
                    </th>
                    <th scope="col" className={TH}>
                      Status
                    </th>
                    <th scope="col" className={TH}>
                      On the website
                    </th>
                    <th scope="col" className={TH}>
                      Days listed
                    </th>
                  </tr>
                </thead>
                <tbody>
                  {page.rows.map((row) => (
                    <tr key={row.id} className="border-b border-gray-200 align-top" data-car={row.id}>
                      <td className="py-2 pr-4">
                        {row.primaryImageUrl ? (
                          // eslint-disable-next-line @next/next/no-img-element -- the pipeline has already sized it
                          <img
                            src={thumbnailUrl(row.siteSlug, row.primaryImageUrl)}
                            alt=""
                            width={96}
                            height={64}
                            loading="lazy"
                            className="h-16 w-24 rounded object-cover"
                          />
                        ) : null}
                      </td>
                      <td className="py-2 pr-4">{row.stocknum}</td>
                      <td className="py-2 pr-4">
                        <a href={`/stock/${row.id}`} className="font-semibold underline">
                          {row.car}
                        </a>
                        <div className="text-sm text-gray-700">
                          {row.siteName}
                          {row.regplate ? ` · ${row.regplate}` : ""}
                        </div>
                      </td>
                      <td className="py-2 pr-4">
                        {row.price === null ? "No price" : formatMoney(row.price)}
                        {row.dealerPrice && <div className="text-sm font-semibold text-gray-800">Dealer price</div>}
                      </td>
                      <td className="py-2 pr-4">{STOCK_STATUS_LABELS[row.status]}</td>
                      <td className="py-2 pr-4">{row.shown ? "Shown" : "Hidden"}</td>
                      <td className="py-2 pr-4">{daysListed(row.createdAt, now)}</td>
                    </tr>
                  ))}
                </tbody>
              </table>
            </div>
          )}
          {page.nextAfter !== null && (
            <p className="mt-6">
              <a href={stockListHref({ ...parsed.filters, after: page.nextAfter })} className="underline">
                More cars
              </a>
            </p>
          )}
        </>
      )}
    </main>
  );
}
