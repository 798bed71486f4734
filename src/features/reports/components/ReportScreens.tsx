import type { ListQuery } from "@/domain/list-query";
import { loadReportTable, REPORT_TABLES, type ReportTableName } from "@/features/reports/report-load.db";
import { reportRequest, type ReportRequest } from "@/features/reports/report-request.server";
import type { ReportTable } from "@/features/reports/report-tables";
import { BarChart, ColumnChart } from "./BarChart";
import { ReportsFrame } from "./ReportsFrame";
import { ReportTableView } from "./ReportTableView";

type Answer = Extract<ReportRequest["answer"], { ok: true }>;

/** A table's column as chart bars: its first cell labels each row. */
const bars = (table: ReportTable, column: number) =>
  table.rows.map((row) => ({ label: String(row[0] ?? ""), value: Number(row[column] ?? 0) }));

/** Loads the named tables of a report page at once. */
async function tables<N extends ReportTableName>(
  request: ReportRequest,
  answer: Answer,
  names: readonly N[],
): Promise<Record<N, ReportTable>> {
  const loaded = await Promise.all(
    names.map((name) => loadReportTable(request.db, answer.place, answer.range, answer.timeZone, name, request.now)),
  );
  return Object.fromEntries(names.map((name, i) => [name, loaded[i]])) as Record<N, ReportTable>;
}

const KEYED_LEADS = [
  "leads-by-category",
  "leads-by-source",
  "leads-by-utm-source",
  "leads-by-utm-medium",
  "leads-by-utm-campaign",
] as const;

async function Overview({ request, answer }: { request: ReportRequest; answer: Answer }) {
  const t = await tables(request, answer, ["totals", "daily", ...KEYED_LEADS]);
  return (
    <>
      <ReportTableView name="totals" title={REPORT_TABLES.totals} table={t.totals} range={answer.range} />
      <ReportTableView name="daily" title={REPORT_TABLES.daily} table={t.daily} range={answer.range}>
        <ColumnChart id="chart-vehicle-views" title="Vehicle page views a day" bars={bars(t.daily, 2)} />
        <ColumnChart id="chart-search-views" title="Search page views a day" bars={bars(t.daily, 1)} />
      </ReportTableView>
      {KEYED_LEADS.map((name) => (
        <ReportTableView key={name} name={name} title={REPORT_TABLES[name]} table={t[name]} range={answer.range}>
          {t[name].rows.length > 0 && (
            <BarChart id={`chart-${name}`} title={REPORT_TABLES[name]} bars={bars(t[name], 1)} />
          )}
        </ReportTableView>
      ))}
    </>
  );
}

async function Cars({ request, answer }: { request: ReportRequest; answer: Answer }) {
  const t = await tables(request, answer, ["cars"]);
  return (
    <>
      <p className="mt-3">
        Each car in stock over the range, rated against the site&apos;s average car: the rating says what to look at
        first.
      </p>
      <ReportTableView name="cars" title={REPORT_TABLES.cars} table={t.cars} range={answer.range} />
    </>
  );
}

async function Searches({ request, answer }: { request: ReportRequest; answer: Answer }) {
  const t = await tables(request, answer, ["searches"]);
  return (
    <>
      <p className="mt-3">What shoppers searched for on the site and found nothing: demand the stock does not meet.</p>
      <ReportTableView name="searches" title={REPORT_TABLES.searches} table={t.searches} range={answer.range}>
        {t.searches.rows.length > 0 && (
          <BarChart id="chart-searches" title={REPORT_TABLES.searches} bars={bars(t.searches, 1)} />
        )}
      </ReportTableView>
    </>
  );
}

async function Responses({ request, answer }: { request: ReportRequest; answer: Answer }) {
  const t = await tables(request, answer, ["responses"]);
  return (
    <>
      <p className="mt-3">
        How soon the lead desk first reached the leads that arrived in the range (its first contact with each).
      </p>
      <ReportTableView name="responses" title={REPORT_TABLES.responses} table={t.responses} range={answer.range} />
    </>
  );
}

const BODIES = { overview: Overview, cars: Cars, searches: Searches, responses: Responses } as const;

/** A report page for the signed-in member: not found for a role without reports (reportRequest). */
export async function ReportScreen({ page, query }: { page: keyof typeof BODIES; query: ListQuery }) {
  const request = await reportRequest(query);
  const Body = BODIES[page];
  return (
    <ReportsFrame page={page} request={request} query={query}>
      {(answer) => <Body request={request} answer={answer} />}
    </ReportsFrame>
  );
}
