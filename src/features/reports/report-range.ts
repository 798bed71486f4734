import { listHref, listQueryReader, type ListQuery, type ListQueryError } from "@/domain/list-query";
import { previousPeriod } from "./report-days";

/*
 * A report's URL: which of the member's sites, and which days (from and to, both included, the site's local days).
 * No dates means the last DEFAULT_DAYS days to today; one date alone is completed the same way. Every report is also
 * compared with the previous period of the same length, the days just before.
 */

export const REPORT_FIELDS = { site: "Site", from: "Date from", to: "Date to" } as const;
export type ReportField = keyof typeof REPORT_FIELDS;
export type ReportQueryError = ListQueryError<ReportField>;

/** Four weeks and two days: a month's worth that starts on the same weekday as it ends, most months. */
const DEFAULT_DAYS = 30;
/** A year and a day: the longest range asked for at once (a leap year's whole, as the roll-ups keep them). */
const MAX_DAYS = 366;

export interface ReportRange {
  site: string;
  from: string;
  to: string;
  /** The same number of days just before `from`. */
  previous: { from: string; to: string };
}

const DAY_MS = 86_400_000;
const dayMs = (day: string) => Date.parse(`${day}T00:00:00Z`);
const isoDay = (ms: number) => new Date(ms).toISOString().slice(0, 10);

/** The days from `from` to `to`, both included. */
export function daysIn(from: string, to: string): number {
  return Math.round((dayMs(to) - dayMs(from)) / DAY_MS) + 1;
}

/**
 * The range a report URL asks for, or every reason it cannot be answered, each naming its field. `siteSlugs` are the
 * member's sites (the first is the default); another is refused like one that does not exist. `today` gives a site's
 * local day now.
 */
export function parseReportQuery(
  query: ListQuery,
  siteSlugs: readonly string[],
  today: (site: string) => string,
): { ok: true; range: ReportRange } | { ok: false; errors: ReportQueryError[] } {
  const read = listQueryReader(query, REPORT_FIELDS);
  const { errors, refuse } = read;
  const site = read.site("site", siteSlugs) ?? siteSlugs[0];
  const asked = { from: read.day("from", 2000), to: read.day("to", 2000) };
  if (errors.length > 0 || !site) return { ok: false, errors };
  const now = today(site);
  const to = asked.to ?? (asked.from && asked.from > now ? asked.from : now);
  const from = asked.from ?? isoDay(dayMs(to) - (DEFAULT_DAYS - 1) * DAY_MS);
  if (to < from) refuse("to", "must be on or after the date from.");
  else if (daysIn(from, to) > MAX_DAYS) refuse("to", `keep the range to ${MAX_DAYS} days or fewer.`);
  if (errors.length > 0) return { ok: false, errors };
  return { ok: true, range: { site, from, to, previous: previousPeriod(from, to) } };
}

/** A report page's URL (or its CSV's) for a range, with the extra parameters given (a table's name). */
export function reportHref(path: string, range: Pick<ReportRange, "site" | "from" | "to">, extra = {}): string {
  return listHref(path, ["site", "from", "to", ...Object.keys(extra)], { ...range, ...extra });
}

export interface Change {
  /** This period's figure less the previous one's. */
  difference: number;
  /** The difference as a whole percentage of the previous figure; null when that was 0 (no base to compare with). */
  percent: number | null;
}

/** How a figure changed from the previous period to this one. */
export function changeFrom(previous: number, current: number): Change {
  const difference = current - previous;
  return { difference, percent: previous === 0 ? null : Math.round((difference / previous) * 100) };
}

/** A change as the report says it: "+25%", "−10%", "no change", or "new" / "+3" when the previous figure was 0. */
export function changeText(change: Change): string {
  if (change.difference === 0) return "no change";
  if (change.percent === null) return `+${change.difference} (none before)`;
  const sign = change.percent > 0 ? "+" : change.percent < 0 ? "−" : "±";
  return `${sign}${Math.abs(change.percent)}%`;
}
