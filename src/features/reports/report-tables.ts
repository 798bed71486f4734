import { csvRow } from "@/platform/csv/csv";
import { daysInStock, rateCar, siteAverage } from "./car-rating";
import { METRICS as M } from "./report-days";
import { changeFrom, changeText } from "./report-range";

/** A report table as the page shows it and the CSV export writes it: headings, then rows of cells. */
export interface ReportTable {
  columns: string[];
  rows: (string | number | null)[][];
}

const DAILY_COLUMNS: [string, string][] = [
  [M.searchViews, "Search views"],
  [M.vehicleViews, "Vehicle views"],
  [M.saves, "Saves"],
  [M.leadsByCategory, "Leads"],
  [M.calls, "Calls"],
  [M.phoneReveals, "Phone reveals"],
  [M.reservations, "Reservations"],
  [M.tradeIns, "Trade-ins"],
];

/** The daily figures, one row per day of the range (a day with nothing shows zeros), oldest first. */
export function dailyTable(
  figures: readonly { day: string; metric: string; value: number }[],
  range: { from: string; to: string },
): ReportTable {
  const byDay = new Map<string, Map<string, number>>();
  for (const f of figures) {
    const day = byDay.get(f.day) ?? new Map<string, number>();
    day.set(f.metric, f.value);
    byDay.set(f.day, day);
  }
  const rows: ReportTable["rows"] = [];
  for (let ms = Date.parse(`${range.from}T00:00:00Z`); ms <= Date.parse(`${range.to}T00:00:00Z`); ms += 86_400_000) {
    const day = new Date(ms).toISOString().slice(0, 10);
    rows.push([day, ...DAILY_COLUMNS.map(([metric]) => byDay.get(day)?.get(metric) ?? 0)]);
  }
  return { columns: ["Day", ...DAILY_COLUMNS.map(([, heading]) => heading)], rows };
}

/** A keyed figure (leads by campaign, searches that found nothing) with the heading of its key. */
export function keyedTable(keyHeading: string, figures: readonly { key: string; value: number }[]): ReportTable {
  return { columns: [keyHeading, "Count"], rows: figures.map((f) => [f.key || "(none)", f.value]) };
}

/** Each car in stock with its figures, days in stock and rating against the site's average over the same range. */
export function carTable(
  cars: readonly {
    stocknum: string;
    title: string;
    listedAt: Date;
    views: number;
    saves: number;
    leads: number;
    calls: number;
  }[],
  now: Date,
): ReportTable {
  const enquiries = (c: { leads: number; calls: number }) => c.leads + c.calls;
  const average = siteAverage(cars.map((c) => ({ views: c.views, enquiries: enquiries(c) })));
  return {
    columns: ["Stock number", "Car", "Views", "Saves", "Leads", "Calls", "Days in stock", "Rating"],
    rows: cars.map((c) => {
      const days = daysInStock(c.listedAt, now);
      const { advice } = rateCar({ views: c.views, enquiries: enquiries(c), daysInStock: days }, average);
      return [c.stocknum, c.title, c.views, c.saves, c.leads, c.calls, days, advice];
    }),
  };
}

const COMPARED = ["This period", "Previous period", "Change"];
const compared = (current: number, previous: number) => [current, previous, changeText(changeFrom(previous, current))];

/** Each daily figure summed over the range, beside the previous period's and the change between them. */
export function totalsTable(
  current: readonly { metric: string; value: number }[],
  previous: readonly { metric: string; value: number }[],
): ReportTable {
  const sum = (figures: readonly { metric: string; value: number }[], metric: string) =>
    figures.reduce((n, f) => (f.metric === metric ? n + f.value : n), 0);
  return {
    columns: ["Figure", ...COMPARED],
    rows: DAILY_COLUMNS.map(([metric, heading]) => [heading, ...compared(sum(current, metric), sum(previous, metric))]),
  };
}

/**
 * A keyed figure over the range beside the previous period's: every key of this period, largest first, then the keys
 * only the previous period had (a campaign that stopped bringing leads is worth seeing too).
 */
export function keyedComparisonTable(
  keyHeading: string,
  current: readonly { key: string; value: number }[],
  previous: readonly { key: string; value: number }[],
): ReportTable {
  const before = new Map(previous.map((f) => [f.key, f.value]));
  const now = new Map(current.map((f) => [f.key, f.value]));
  const keys = [...current.map((f) => f.key), ...previous.map((f) => f.key).filter((key) => !now.has(key))];
  return {
    columns: [keyHeading, ...COMPARED],
    rows: keys.map((key) => [key || "(none)", ...compared(now.get(key) ?? 0, before.get(key) ?? 0)]),
  };
}

interface Responses {
  leads: number;
  contacted: number;
  medianMinutes: number | null;
  p90Minutes: number | null;
}

/** Minutes as the report shows a response time: whole minutes, or nothing when no lead was contacted. */
const minutes = (value: number | null) => (value === null ? null : Math.round(value));

/** The lead desk's first-response times over the range beside the previous period's. */
export function responsesTable(current: Responses, previous: Responses): ReportTable {
  const row = (heading: string, now: number | null, before: number | null) => [
    heading,
    now,
    before,
    now === null || before === null ? null : changeText(changeFrom(before, now)),
  ];
  return {
    columns: ["Figure", ...COMPARED],
    rows: [
      row("Leads", current.leads, previous.leads),
      row("Contacted", current.contacted, previous.contacted),
      row("Median minutes to first contact", minutes(current.medianMinutes), minutes(previous.medianMinutes)),
      row("90th percentile minutes to first contact", minutes(current.p90Minutes), minutes(previous.p90Minutes)),
    ],
  };
}

/** The table as CSV (the shared writer: quoted as spreadsheets read it, formulas shown as text). */
export function tableCsv(table: ReportTable): string {
  return csvRow(table.columns) + table.rows.map((row) => csvRow(row)).join("");
}
