import { reportHref, type ReportRange } from "@/features/reports/report-range";
import type { ReportTable } from "@/features/reports/report-tables";

/** A report table under its heading, with the link that downloads it as CSV (the same rows, the same range). */
export function ReportTableView({
  name,
  title,
  table,
  range,
  children,
}: {
  name: string;
  title: string;
  table: ReportTable;
  range: ReportRange;
  /** A chart of the table, shown above it. */
  children?: React.ReactNode;
}) {
  const headingId = `report-${name}`;
  return (
    <section aria-labelledby={headingId} className="mt-8">
      <h2 id={headingId} className="text-xl font-semibold">
        {title}
      </h2>
      <p className="mt-1">
        <a href={reportHref("/reports/export.csv", range, { table: name })} className="underline" download>
          Download {title.toLowerCase()} as CSV
        </a>
      </p>
      {children}
      {table.rows.length === 0 ? (
        <p className="mt-3 text-gray-700">Nothing in this range.</p>
      ) : (
        <div className="mt-3 overflow-x-auto">
          <table className="min-w-full border-collapse text-left text-sm">
            <caption className="sr-only">{title}</caption>
            <thead>
              <tr className="border-b border-gray-400">
                {table.columns.map((column) => (
                  <th key={column} scope="col" className="py-2 pr-4">
                    {column}
                  </th>
                ))}
              </tr>
            </thead>
            <tbody>
              {table.rows.map((row, i) => (
                <tr key={i} className="border-b border-gray-200">
                  {row.map((cell, j) =>
                    j === 0 ? (
                      <th key={j} scope="row" className="py-1 pr-4 font-normal">
                        {cell ?? "—"}
                      </th>
                    ) : (
                      <td key={j} className="py-1 pr-4">
                        {cell ?? "—"}
                      </td>
                    ),
                  )}
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      )}
    </section>
  );
}
