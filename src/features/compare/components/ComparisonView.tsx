import type { SiteConfig } from "@/platform/site/config-schema";
import { ComparisonRateWarning } from "@/features/finance";
import { COMPARE_MIN } from "@/features/compare/compare-list";
import type { Comparison } from "@/features/compare/compare.server";
import { vehicleTitle } from "@/features/vehicle";
import { CompareTable } from "./CompareTable";

/** The compare page's body: what was left out, then the table, or a way to choose cars when there are too few. */
export function ComparisonView({ comparison, config }: { comparison: Comparison; config: SiteConfig }) {
  const { cars, rows, notes, href } = comparison;
  const enough = cars.length >= COMPARE_MIN;
  return (
    <div className="mx-auto max-w-7xl px-4 py-6">
      <h1 className="text-3xl font-bold">Compare cars</h1>
      {notes.length > 0 ? (
        <div className="mt-4 rounded border border-gray-300 bg-gray-50 p-4" data-testid="compare-notes">
          {notes.map((note) => (
            <p key={note}>{note}</p>
          ))}
        </div>
      ) : null}
      {enough ? (
        <>
          <CompareTable cars={cars} rows={rows} />
          <p className="mt-4 text-sm">
            This page&apos;s address shows the same comparison to anyone you send it to:{" "}
            <a className="underline" href={href}>
              link to this comparison
            </a>
            .
          </p>
          {rows.some((row) => row.cells.some((cell) => cell.estimate)) ? <ComparisonRateWarning /> : null}
        </>
      ) : (
        <div className="mt-6 rounded-lg border border-gray-200 p-8 text-center" data-testid="compare-empty">
          <h2 className="text-xl font-semibold">Choose at least {COMPARE_MIN} cars to compare</h2>
          <p className="mt-2">
            Use &lsquo;Add to compare&rsquo; on the cars you like in the search results or on a car&apos;s page, then
            open &lsquo;Compare&rsquo; from the bar at the bottom of the screen.
          </p>
          {cars.length === 1 ? (
            <p className="mt-2">
              So far:{" "}
              <a className="underline" href={`/cars/${cars[0]!.slug}`}>
                {vehicleTitle(cars[0]!)}
              </a>
            </p>
          ) : null}
          <a
            className="mt-4 inline-block rounded bg-primary px-4 py-3 font-semibold text-on-primary"
            href={config.stock.listingPath}
          >
            Browse our stock
          </a>
        </div>
      )}
    </div>
  );
}
