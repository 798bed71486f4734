import { wallDayAndMinutes, wallInstant } from "@/domain/local-time";

const HOUR_MS = 3_600_000;

/**
 * The report figures' names, as stored in report_daily. Counts of one thing each; the `leads_by_*` figures count every
 * lead once in each of them (by category, by its source, by its landing page's utm_source, utm_medium and
 * utm_campaign), so any one of them summed is the number of leads.
 */
export const METRICS = {
  searchViews: "search_views",
  searchesNoResults: "searches_no_results",
  vehicleViews: "vehicle_views",
  saves: "saves",
  calls: "calls",
  phoneReveals: "phone_reveals",
  leadsByCategory: "leads_by_category",
  leadsBySource: "leads_by_source",
  leadsByUtmSource: "leads_by_utm_source",
  leadsByUtmMedium: "leads_by_utm_medium",
  leadsByUtmCampaign: "leads_by_utm_campaign",
  reservations: "reservations",
  tradeIns: "trade_ins",
} as const;

export type Metric = (typeof METRICS)[keyof typeof METRICS];

/** The zone a site's days are counted in when its lead desk settings name none (as the lead desk's own default). */
export const DEFAULT_REPORT_TIME_ZONE = "Australia/Sydney";

/**
 * The site's local days a marked UTC hour touches: one, or two where the hour straddles a local midnight (a zone
 * half an hour or 45 minutes off the hour, such as Adelaide's, splits UTC hours across its days).
 */
export function localDaysOfHour(hour: Date, timeZone: string): string[] {
  const first = wallDayAndMinutes(hour, timeZone).date;
  const last = wallDayAndMinutes(hour.getTime() + HOUR_MS - 1, timeZone).date;
  return first === last ? [first] : [first, last];
}

/** The instants a site's local day (YYYY-MM-DD) starts and ends at: local midnight to the next, daylight saving included. */
export function localDayBounds(day: string, timeZone: string): { start: Date; end: Date } {
  const [y, m, d] = day.split("-").map(Number) as [number, number, number];
  return {
    start: new Date(wallInstant(Date.UTC(y, m - 1, d), timeZone)),
    end: new Date(wallInstant(Date.UTC(y, m - 1, d + 1), timeZone)),
  };
}

/** The local day (YYYY-MM-DD) an instant falls on in a site's zone. */
export function localDayOf(at: Date, timeZone: string): string {
  return wallDayAndMinutes(at, timeZone).date;
}

/** The days from `from` to `to` inclusive (YYYY-MM-DD), and the same number of days just before: the comparison. */
export function previousPeriod(from: string, to: string): { from: string; to: string } {
  const start = Date.parse(`${from}T00:00:00Z`);
  const days = Math.round((Date.parse(`${to}T00:00:00Z`) - start) / 86_400_000) + 1;
  const iso = (ms: number) => new Date(ms).toISOString().slice(0, 10);
  return { from: iso(start - days * 86_400_000), to: iso(start - 86_400_000) };
}
