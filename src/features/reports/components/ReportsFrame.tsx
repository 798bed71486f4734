import type { ReactNode } from "react";
import { listFormValues, type ListQuery } from "@/domain/list-query";
import type { ReportRequest } from "@/features/reports/report-request.server";
import { reportHref, REPORT_FIELDS, type ReportField } from "@/features/reports/report-range";

export type ReportPage = "overview" | "cars" | "searches" | "responses";

const PAGES: readonly { key: ReportPage; path: string; label: string }[] = [
  { key: "overview", path: "/reports", label: "Overview" },
  { key: "cars", path: "/reports/cars", label: "Cars" },
  { key: "searches", path: "/reports/searches", label: "Searches with no results" },
  { key: "responses", path: "/reports/responses", label: "First-response times" },
];

/**
 * Every report page's frame: its heading, the reports' own menu (keeping the range), the range form (a plain GET form:
 * a range is a link to share), and the form's errors, each naming its field, in place of the report until put right.
 */
export function ReportsFrame({
  page,
  request,
  query,
  children,
}: {
  page: ReportPage;
  request: ReportRequest;
  query: ListQuery;
  children: (answer: Extract<ReportRequest["answer"], { ok: true }>) => ReactNode;
}) {
  const current = PAGES.find((p) => p.key === page)!;
  const { answer } = request;
  const values = listFormValues(query, Object.keys(REPORT_FIELDS) as ReportField[]);
  const shown = answer.ok ? { site: answer.range.site, from: answer.range.from, to: answer.range.to } : values;
  const invalid = (field: ReportField) => !answer.ok && answer.errors.some((e) => e.field === field);
  return (
    <main className="mx-auto max-w-6xl p-8">
      <p>
        <a href="/" className="underline">
          Console home
        </a>
      </p>
      <h1 className="mt-2 text-2xl font-bold">Reports: {current.label}</h1>
      <p className="mt-1 text-gray-700">{request.groupName}</p>
      <nav aria-label="Reports" className="mt-4">
        <ul className="flex flex-wrap gap-4">
          {PAGES.map((p) => (
            <li key={p.key}>
              <a
                href={answer.ok ? reportHref(p.path, answer.range) : p.path}
                className={p.key === page ? "font-bold underline" : "underline"}
                aria-current={p.key === page ? "page" : undefined}
              >
                {p.label}
              </a>
            </li>
          ))}
        </ul>
      </nav>
      <form method="get" action={current.path} className="mt-4 flex flex-wrap items-end gap-4">
        <label className="flex flex-col">
          <span>{REPORT_FIELDS.site}</span>
          <select
            name="site"
            defaultValue={shown.site ?? request.sites[0]?.slug}
            aria-invalid={invalid("site") || undefined}
            className="rounded border border-gray-500 p-1"
          >
            {request.sites.map((site) => (
              <option key={site.slug} value={site.slug}>
                {site.name}
              </option>
            ))}
          </select>
        </label>
        {(["from", "to"] as const).map((field) => (
          <label key={field} className="flex flex-col">
            <span>{REPORT_FIELDS[field]}</span>
            <input
              type="date"
              name={field}
              defaultValue={shown[field] ?? ""}
              aria-invalid={invalid(field) || undefined}
              className="rounded border border-gray-500 p-1"
            />
          </label>
        ))}
        <button type="submit" className="rounded bg-blue-800 px-3 py-1 text-white">
          Show report
        </button>
      </form>
      {answer.ok ? (
        <>
          <p className="mt-3 text-gray-700">
            {answer.range.from} to {answer.range.to}, compared with {answer.range.previous.from} to{" "}
            {answer.range.previous.to}. Days are the site&apos;s own ({answer.timeZone}).
          </p>
          {children(answer)}
        </>
      ) : (
        <div role="alert" className="mt-4 rounded border border-red-700 bg-red-50 p-3 text-red-800">
          <p className="font-semibold">The report&apos;s dates need fixing:</p>
          <ul className="list-disc pl-6">
            {answer.errors.map((error) => (
              <li key={error.field}>{error.message}</li>
            ))}
          </ul>
        </div>
      )}
    </main>
  );
}
