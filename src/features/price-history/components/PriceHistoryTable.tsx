import type { PriceHistoryRow } from "@/features/price-history/price-history";

/**
 * A car's price history as a small table (date, price, change), newest first: a caption names it for screen readers,
 * and column headers say what each cell is. Nothing when the price never changed.
 */
export function PriceHistoryTable({ rows }: { rows: PriceHistoryRow[] }) {
  if (rows.length === 0) return null;
  return (
    <section aria-labelledby="price-history-heading" className="mt-8" data-testid="price-history">
      <h2 id="price-history-heading" className="text-xl font-bold">
        Price history
      </h2>
      <table className="mt-3 w-full max-w-md text-left text-sm">
        <caption className="sr-only">Price changes of this car, newest first</caption>
        <thead>
          <tr className="border-b border-gray-300">
            <th scope="col" className="py-1 pr-4">
              Date
            </th>
            <th scope="col" className="py-1 pr-4">
              Price
            </th>
            <th scope="col" className="py-1">
              Change
            </th>
          </tr>
        </thead>
        <tbody>
          {rows.map((row, i) => (
            <tr key={i} className="border-b border-gray-200">
              <td className="py-1 pr-4">{row.date}</td>
              <td className="py-1 pr-4 font-semibold">{row.price}</td>
              <td className="py-1">{row.change ?? ""}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </section>
  );
}
