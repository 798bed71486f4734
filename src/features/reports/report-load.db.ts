import type { Database } from "@/platform/db/client";
import { localDayBounds, METRICS as M, type Metric } from "./report-days";
import type { ReportRange } from "./report-range";
import { carFigures, dailyFigures, firstResponses, keyedFigures, type ReportPlace } from "./report-queries.db";
import {
  carTable,
  dailyTable,
  keyedComparisonTable,
  responsesTable,
  totalsTable,
  type ReportTable,
} from "./report-tables";

/** The keyed tables: the figure each counts and the heading of its key. */
const KEYED: Record<string, { metric: Metric; heading: string }> = {
  "leads-by-category": { metric: M.leadsByCategory, heading: "Lead category" },
  "leads-by-source": { metric: M.leadsBySource, heading: "Lead source" },
  "leads-by-utm-source": { metric: M.leadsByUtmSource, heading: "utm_source" },
  "leads-by-utm-medium": { metric: M.leadsByUtmMedium, heading: "utm_medium" },
  "leads-by-utm-campaign": { metric: M.leadsByUtmCampaign, heading: "utm_campaign" },
  searches: { metric: M.searchesNoResults, heading: "Search with no results" },
};

/** Every table of the reports by its name (in the CSV link's `table`), with its title. */
export const REPORT_TABLES = {
  totals: "Totals",
  daily: "Day by day",
  "leads-by-category": "Leads by category",
  "leads-by-source": "Leads by source",
  "leads-by-utm-source": "Leads by campaign source (utm_source)",
  "leads-by-utm-medium": "Leads by campaign medium (utm_medium)",
  "leads-by-utm-campaign": "Leads by campaign (utm_campaign)",
  cars: "Cars in stock",
  searches: "Searches with no results",
  responses: "First-response times",
} as const;

export type ReportTableName = keyof typeof REPORT_TABLES;

export function isReportTableName(value: unknown): value is ReportTableName {
  return typeof value === "string" && Object.hasOwn(REPORT_TABLES, value);
}

/**
 * One report table for a place and range, as its page shows it and its CSV writes it (the same function for both, so
 * the download always equals the page). `now` is the moment a car's days in stock are counted to.
 */
export async function loadReportTable(
  db: Database,
  place: ReportPlace,
  range: ReportRange,
  timeZone: string,
  name: ReportTableName,
  now: Date,
): Promise<ReportTable> {
  const keyed = KEYED[name];
  if (keyed) {
    const [current, previous] = await Promise.all([
      keyedFigures(db, place, range, keyed.metric),
      keyedFigures(db, place, range.previous, keyed.metric),
    ]);
    return keyedComparisonTable(keyed.heading, current, previous);
  }
  switch (name) {
    case "totals": {
      const [current, previous] = await Promise.all([
        dailyFigures(db, place, range),
        dailyFigures(db, place, range.previous),
      ]);
      return totalsTable(current, previous);
    }
    case "daily":
      return dailyTable(await dailyFigures(db, place, range), range);
    case "cars":
      return carTable(await carFigures(db, place, range), now);
    default: {
      const instants = (r: { from: string; to: string }) => ({
        start: localDayBounds(r.from, timeZone).start,
        end: localDayBounds(r.to, timeZone).end,
      });
      const [current, previous] = await Promise.all([
        firstResponses(db, place, instants(range)),
        firstResponses(db, place, instants(range.previous)),
      ]);
      return responsesTable(current, previous);
    }
  }
}
