import { COMPARISON_WARNING_ID } from "@/features/finance";
import type { CompareRow } from "@/features/compare/compare-rows";
import { compareHref } from "@/features/compare/compare-url";
import { isAvailable, vehicleTitle, type CompareVehicle } from "@/features/vehicle";
import { PipelineImage } from "@/features/images";
import { RemoveFromComparison } from "./RemoveFromComparison";

/** Row headers stay in view while a phone scrolls the cars sideways. */
const STICKY = "sticky left-0 z-10";

/**
 * The cars side by side: one column per car (its title links to its page), one row per fact. A row whose values are
 * not all the same is marked 'Differs' in words as well as by its tint, so the mark reaches screen readers too.
 */
export function CompareTable({ cars, rows }: { cars: CompareVehicle[]; rows: CompareRow[] }) {
  const slugs = cars.map((c) => c.slug);
  return (
    <>
      {/* Outside the table, which scrolls sideways on a phone: read before it, whatever the scroll. */}
      <p className="mt-6 text-sm text-gray-700">
        Rows marked <strong>Differs</strong> have values that are not all the same.
      </p>
      <div className="mt-2 overflow-x-auto">
        <table className="w-full min-w-[40rem] table-fixed border-collapse text-left text-sm">
          <caption className="sr-only">{cars.length} cars side by side</caption>
          <thead>
            <tr>
              <th scope="col" className={`${STICKY} w-28 bg-white sm:w-44 p-2 align-bottom`}>
                Car
              </th>
              {cars.map((car, column) => (
                <th key={car.slug} scope="col" className="p-2 align-top font-semibold">
                  {car.primaryImageUrl ? (
                    <PipelineImage
                      src={car.primaryImageUrl}
                      alt=""
                      width={640}
                      height={427}
                      sizes="(min-width: 1024px) 300px, 40vw"
                      priority={column === 0}
                      className="mb-2 aspect-[3/2] w-full rounded object-cover"
                    />
                  ) : null}
                  <a href={`/cars/${car.slug}`} className="text-base underline">
                    {vehicleTitle(car)}
                  </a>
                  {isAvailable(car.status) ? null : (
                    <span className="ml-2 rounded bg-red-800 px-2 py-0.5 text-xs font-bold uppercase text-white">
                      Sold
                    </span>
                  )}
                </th>
              ))}
            </tr>
          </thead>
          <tbody>
            {rows.map((row) => (
              <tr
                key={row.key}
                data-row={row.key}
                data-differs={row.differs}
                className={`border-t border-gray-200 ${row.differs ? "bg-amber-50" : ""}`}
              >
                <th
                  scope="row"
                  className={`${STICKY} p-2 align-top font-semibold ${row.differs ? "bg-amber-50" : "bg-white"}`}
                >
                  {row.label}
                  {row.differs ? (
                    <span className="ml-2 inline-block rounded border border-amber-800 px-1.5 text-xs font-bold text-amber-900">
                      Differs
                    </span>
                  ) : null}
                </th>
                {row.cells.map((cell, i) => (
                  <td key={slugs[i]} className="p-2 align-top">
                    {cell.items ? (
                      <ul className="list-disc pl-4">
                        {cell.items.map((item, n) => (
                          <li key={n}>{item}</li>
                        ))}
                      </ul>
                    ) : (
                      cell.text
                    )}
                    {cell.estimate ? (
                      <a
                        href={`#${COMPARISON_WARNING_ID}`}
                        className="ml-0.5 font-bold no-underline"
                        aria-label="Comparison rate warning"
                      >
                        *
                      </a>
                    ) : null}
                  </td>
                ))}
              </tr>
            ))}
          </tbody>
          <tfoot>
            <tr className="border-t border-gray-200">
              <th scope="row" className={`${STICKY} bg-white p-2 font-semibold`}>
                Change
              </th>
              {cars.map((car) => (
                <td key={car.slug} className="p-2">
                  <RemoveFromComparison
                    slug={car.slug}
                    title={vehicleTitle(car)}
                    href={compareHref(slugs.filter((s) => s !== car.slug))}
                  />
                </td>
              ))}
            </tr>
          </tfoot>
        </table>
      </div>
    </>
  );
}
