import { and, between, desc, eq, gte, inArray, lt, ne, or, sql, type SQL } from "drizzle-orm";
import type { Database } from "@/platform/db/client";
import { leadDeskSettings, leads, reportDaily, vehicles } from "@/platform/db/schema";
import { DEFAULT_REPORT_TIME_ZONE, METRICS as M, type Metric } from "./report-days";

/**
 * Where a report looks: a site, and within it the dealerships and locations a member's scope names. A member scoped
 * to the whole site (no lists) sees every figure, the site's own ones (search views, searches that found nothing)
 * included; one scoped to places sees only the figures of cars and leads of those places.
 */
export interface ReportPlace {
  siteId: number;
  dealershipIds?: readonly number[];
  locationIds?: readonly number[];
}

/** A range of the site's local days, both ends included (YYYY-MM-DD). */
export interface DayRange {
  from: string;
  to: string;
}

function placeFilter(place: ReportPlace): SQL | undefined {
  const { dealershipIds, locationIds } = place;
  if (!dealershipIds && !locationIds) return undefined;
  return or(
    dealershipIds?.length ? inArray(reportDaily.dealershipId, [...dealershipIds]) : sql`false`,
    locationIds?.length ? inArray(reportDaily.locationId, [...locationIds]) : sql`false`,
  );
}

const inRange = (place: ReportPlace, range: DayRange) =>
  and(eq(reportDaily.siteId, place.siteId), between(reportDaily.day, range.from, range.to), placeFilter(place));

/** The daily figures: one figure per day and metric, the leads counted once (by category). */
export const DAILY_METRICS = [
  M.searchViews,
  M.vehicleViews,
  M.saves,
  M.leadsByCategory,
  M.calls,
  M.phoneReveals,
  M.reservations,
  M.tradeIns,
] as const satisfies readonly Metric[];

export async function dailyFigures(
  db: Database,
  place: ReportPlace,
  range: DayRange,
): Promise<{ day: string; metric: string; value: number }[]> {
  return db
    .select({ day: reportDaily.day, metric: reportDaily.metric, value: sql<number>`sum(${reportDaily.value})::int` })
    .from(reportDaily)
    .where(and(inRange(place, range), inArray(reportDaily.metric, [...DAILY_METRICS])))
    .groupBy(reportDaily.day, reportDaily.metric)
    .orderBy(reportDaily.day, reportDaily.metric);
}

/** One keyed figure over the range (leads by category, source or campaign; searches that found nothing), largest first. */
export async function keyedFigures(
  db: Database,
  place: ReportPlace,
  range: DayRange,
  metric: Metric,
  limit = 100,
): Promise<{ key: string; value: number }[]> {
  const value = sql<number>`sum(${reportDaily.value})::int`;
  return db
    .select({ key: reportDaily.key, value })
    .from(reportDaily)
    .where(and(inRange(place, range), eq(reportDaily.metric, metric)))
    .groupBy(reportDaily.key)
    .orderBy(desc(value), reportDaily.key)
    .limit(limit);
}

export interface CarFigures {
  id: number;
  stocknum: string;
  title: string;
  listedAt: Date;
  views: number;
  saves: number;
  leads: number;
  calls: number;
  phoneReveals: number;
}

const CAR_METRICS = [M.vehicleViews, M.saves, M.leadsByCategory, M.calls, M.phoneReveals];

/**
 * The figures of each car in stock over the range, cars with none included (a car nobody views is the one to act
 * on), with when it was listed (its days in stock).
 */
export async function carFigures(db: Database, place: ReportPlace, range: DayRange): Promise<CarFigures[]> {
  const sums = db
    .select({
      vehicleId: reportDaily.vehicleId,
      views: sql<number>`sum(${reportDaily.value}) filter (where ${reportDaily.metric} = ${M.vehicleViews})`.as(
        "car_views",
      ),
      saves: sql<number>`sum(${reportDaily.value}) filter (where ${reportDaily.metric} = ${M.saves})`.as("car_saves"),
      leads: sql<number>`sum(${reportDaily.value}) filter (where ${reportDaily.metric} = ${M.leadsByCategory})`.as(
        "car_leads",
      ),
      calls: sql<number>`sum(${reportDaily.value}) filter (where ${reportDaily.metric} = ${M.calls})`.as("car_calls"),
      reveals: sql<number>`sum(${reportDaily.value}) filter (where ${reportDaily.metric} = ${M.phoneReveals})`.as(
        "car_reveals",
      ),
    })
    .from(reportDaily)
    .where(and(inRange(place, range), inArray(reportDaily.metric, CAR_METRICS), ne(reportDaily.vehicleId, 0)))
    .groupBy(reportDaily.vehicleId)
    .as("sums");
  const { dealershipIds, locationIds } = place;
  const carPlace =
    dealershipIds || locationIds
      ? or(
          dealershipIds?.length ? inArray(vehicles.dealershipId, [...dealershipIds]) : sql`false`,
          locationIds?.length ? inArray(vehicles.locationId, [...locationIds]) : sql`false`,
        )
      : undefined;
  const rows = await db
    .select({
      id: vehicles.id,
      stocknum: vehicles.stocknum,
      title: sql<string>`concat_ws(' ', ${vehicles.year}, ${vehicles.make}, ${vehicles.model}, ${vehicles.badge})`,
      listedAt: vehicles.createdAt,
      views: sql<number>`coalesce(${sums.views}, 0)::int`,
      saves: sql<number>`coalesce(${sums.saves}, 0)::int`,
      leads: sql<number>`coalesce(${sums.leads}, 0)::int`,
      calls: sql<number>`coalesce(${sums.calls}, 0)::int`,
      phoneReveals: sql<number>`coalesce(${sums.reveals}, 0)::int`,
    })
    .from(vehicles)
    .leftJoin(sums, eq(sums.vehicleId, vehicles.id))
    .where(and(eq(vehicles.siteId, place.siteId), eq(vehicles.status, "in_stock"), carPlace))
    .orderBy(desc(sql`coalesce(${sums.views}, 0)`), vehicles.id);
  return rows;
}

export interface FirstResponses {
  leads: number;
  contacted: number;
  /** Minutes from arrival to first contact, over the contacted leads; null when none was contacted. */
  medianMinutes: number | null;
  p90Minutes: number | null;
}

/**
 * How fast the dealer first reached the leads that arrived in the range (the lead desk's first-contact time): the
 * median and the 90th percentile, in minutes, and how many were reached at all. Counted from the leads themselves (a
 * contact can come days after the lead's own day), between the instants the range's first and last local days
 * start and end.
 */
export async function firstResponses(
  db: Database,
  place: ReportPlace,
  between_: { start: Date; end: Date },
): Promise<FirstResponses> {
  const { dealershipIds, locationIds } = place;
  const scoped =
    dealershipIds || locationIds
      ? or(
          dealershipIds?.length ? inArray(leads.dealershipId, [...dealershipIds]) : sql`false`,
          locationIds?.length ? inArray(leads.locationId, [...locationIds]) : sql`false`,
        )
      : undefined;
  const minutes = sql`extract(epoch from (${leads.firstContactedAt} - ${leads.createdAt})) / 60`;
  const [row] = await db
    .select({
      leads: sql<number>`count(*)::int`,
      contacted: sql<number>`count(${leads.firstContactedAt})::int`,
      medianMinutes: sql<number | null>`percentile_cont(0.5) within group (order by ${minutes})::float8`,
      p90Minutes: sql<number | null>`percentile_cont(0.9) within group (order by ${minutes})::float8`,
    })
    .from(leads)
    .where(
      and(
        eq(leads.siteId, place.siteId),
        gte(leads.createdAt, between_.start),
        lt(leads.createdAt, between_.end),
        scoped,
      ),
    );
  return row ?? { leads: 0, contacted: 0, medianMinutes: null, p90Minutes: null };
}

/**
 * The zone each site's report days are counted in, as the roll-ups count them: its lead desk settings' zone, else
 * DEFAULT_REPORT_TIME_ZONE (a report's range must name the same days its figures were rolled up on).
 */
export async function reportTimeZones(db: Database, siteIds: readonly number[]): Promise<Map<number, string>> {
  const zones = new Map<number, string>(siteIds.map((id) => [id, DEFAULT_REPORT_TIME_ZONE]));
  if (siteIds.length === 0) return zones;
  const rows = await db
    .select({ siteId: leadDeskSettings.siteId, timeZone: leadDeskSettings.timeZone })
    .from(leadDeskSettings)
    .where(inArray(leadDeskSettings.siteId, [...siteIds]));
  for (const row of rows) zones.set(row.siteId, row.timeZone);
  return zones;
}
