import { inArray, sql } from "drizzle-orm";
import type { Database } from "@/platform/db/client";
import { leadDeskSettings, reportDirtyHours } from "@/platform/db/schema";
import { DEFAULT_REPORT_TIME_ZONE, localDayBounds, localDaysOfHour, METRICS as M } from "./report-days";

/**
 * Marked hours taken per transaction: a backlog (a first run, a bench load) is worked through in bounded steps. They
 * are taken site by site and hour by hour, so a day's 24 marks mostly fall in one pass and the day is counted once.
 */
const MARKS_PER_PASS = 1_000;

/**
 * The figures of many site days at once, counted from the raw rows: `days` (a WITH relation named by the caller) is
 * the batch's (site_id, day, start_at, end_at), each a site's local day and the instants [start_at, end_at) it spans.
 * One statement for a whole batch of days, grouped by site, day and dimension, rather than a query per day: a backlog
 * of tens of thousands of site days rolls up in minutes. Each raw table is read day by day through LATERAL, so by its
 * (site_id, created_at) index; `offset 0` keeps the planner from flattening it into a join that scans the whole table
 * once per batch (a cost that grows with the table). Counted: events (search and vehicle views, saves, calls,
 * searches that found nothing), phone reveals, leads (by category, source and utm_*), reservations and trade-ins,
 * each with its car's dealership and location (0 where there is none).
 */
function daysFigures() {
  const inDay = (column: string) => sql.raw(`${column} >= d.start_at and ${column} < d.end_at`);
  const utm = (name: string) => sql.raw(`coalesce(left(l.snapshot->'linkedQueryParams'->>'${name}', 200), '')`);
  return sql`
    select site_id, day, metric, key, dealership_id, location_id, vehicle_id, count(*)::int as value from (
      select d.site_id, d.day, f.metric, f.key, f.dealership_id, f.location_id, f.vehicle_id
        from days d
        cross join lateral (select * from analytics_events e where e.site_id = d.site_id and ${inDay("e.created_at")} offset 0) e
        left join vehicles v on v.id = e.vehicle_id
        cross join lateral (values
          (case e.name
             when 'search_view' then ${M.searchViews} when 'vehicle_view' then ${M.vehicleViews}
             when 'save_car' then ${M.saves} else ${M.calls} end,
           '', coalesce(v.dealership_id, 0), coalesce(v.location_id, 0), coalesce(e.vehicle_id, 0)),
          (case when e.name = 'search_view' and e.params->>'results' = '0' then ${M.searchesNoResults} end,
           coalesce(e.params->>'path', ''), 0, 0, 0)
        ) as f(metric, key, dealership_id, location_id, vehicle_id)
       where e.name in ('search_view', 'vehicle_view', 'save_car', 'call') and f.metric is not null
      union all
      select d.site_id, d.day, ${M.phoneReveals}, '', p.dealership_id, coalesce(v.location_id, 0), p.vehicle_id
        from days d
        cross join lateral (select * from phone_reveals p where p.site_id = d.site_id and ${inDay("p.created_at")} offset 0) p
        left join vehicles v on v.id = p.vehicle_id
      union all
      select d.site_id, d.day, m.metric, m.key, l.dealership_id, coalesce(l.location_id, 0), coalesce(l.vehicle_id, 0)
        from days d
        cross join lateral (select * from leads l where l.site_id = d.site_id and ${inDay("l.created_at")} offset 0) l
        cross join lateral (values
          (${M.leadsByCategory}, l.category), (${M.leadsBySource}, l.source),
          (${M.leadsByUtmSource}, ${utm("utm_source")}), (${M.leadsByUtmMedium}, ${utm("utm_medium")}),
          (${M.leadsByUtmCampaign}, ${utm("utm_campaign")})) as m(metric, key)
      union all
      select d.site_id, d.day, ${M.reservations}, '', coalesce(v.dealership_id, 0), coalesce(v.location_id, 0),
             coalesce(r.vehicle_id, 0)
        from days d
        cross join lateral (select * from reservations r where r.site_id = d.site_id and ${inDay("r.created_at")} offset 0) r
        left join vehicles v on v.id = r.vehicle_id
      union all
      select d.site_id, d.day, ${M.tradeIns}, '', l.dealership_id, coalesce(l.location_id, 0), coalesce(l.vehicle_id, 0)
        from days d
        cross join lateral (select * from trade_in_flows t where t.site_id = d.site_id and ${inDay("t.created_at")} offset 0) t
        join leads l on l.id = t.lead_id
    ) as counted
    group by site_id, day, metric, key, dealership_id, location_id, vehicle_id`;
}

/** A batch of site days as a relation (site_id, day, start_at, end_at), passed as one JSON parameter. */
function daysRelation(days: { siteId: number; day: string; start: Date; end: Date }[]) {
  const json = JSON.stringify(
    days.map((d) => ({ site_id: d.siteId, day: d.day, start_at: d.start.toISOString(), end_at: d.end.toISOString() })),
  );
  return sql`(select * from jsonb_to_recordset(${json}::jsonb)
    as x(site_id integer, day date, start_at timestamptz, end_at timestamptz))`;
}

/**
 * Rolls up every site day with rows stored since it was last rolled up, and tells how many days it rolled. Each pass
 * takes a batch of marked hours (report_dirty_hours, marked by the raw tables' insert triggers) and, in the same
 * transaction, replaces the figures of each local day they touch with a fresh count: a day is rolled once, re-rolled
 * whole when a late row arrives for it, and rolling twice gives the same figures. A row inserted while a pass runs
 * marks its hour again once the pass has taken the old mark, so it is counted by the next pass at the latest.
 *
 * `marksPerPass`: marks taken per transaction (default MARKS_PER_PASS; tests split days across passes with few).
 * `keepBefore`: days that ended before this instant keep their figures (their raw events are past the retention
 * period and swept; a fresh count would lose them).
 */
export async function rollUpReports(
  db: Database,
  options: { keepBefore?: Date; marksPerPass?: number } = {},
): Promise<number> {
  const marksPerPass = options.marksPerPass ?? MARKS_PER_PASS;
  let rolled = 0;
  for (;;) {
    const { days, marks } = await db.transaction(async (tx) => {
      const taken = await tx
        .delete(reportDirtyHours)
        .where(
          sql`(${reportDirtyHours.siteId}, ${reportDirtyHours.hour}) in (select site_id, hour from report_dirty_hours order by site_id, hour limit ${marksPerPass} for update skip locked)`,
        )
        .returning({ siteId: reportDirtyHours.siteId, hour: reportDirtyHours.hour });
      if (taken.length === 0) return { days: 0, marks: 0 };
      const siteIds = [...new Set(taken.map((t) => t.siteId))];
      const zones = new Map(
        (
          await tx
            .select({ siteId: leadDeskSettings.siteId, timeZone: leadDeskSettings.timeZone })
            .from(leadDeskSettings)
            .where(inArray(leadDeskSettings.siteId, siteIds))
        ).map((z) => [z.siteId, z.timeZone]),
      );
      const siteDays = new Map<string, { siteId: number; day: string; timeZone: string }>();
      for (const { siteId, hour } of taken) {
        const timeZone = zones.get(siteId) ?? DEFAULT_REPORT_TIME_ZONE;
        for (const day of localDaysOfHour(hour, timeZone)) siteDays.set(`${siteId}|${day}`, { siteId, day, timeZone });
      }
      const toRoll = [...siteDays.values()]
        .map((d) => ({ ...d, ...localDayBounds(d.day, d.timeZone) }))
        .filter((d) => !(options.keepBefore && d.end <= options.keepBefore));
      if (toRoll.length > 0) {
        const days = daysRelation(toRoll);
        // The batch's days are replaced whole: figures that no longer count anything go too.
        await tx.execute(sql`
          with days as materialized ${days}
          delete from report_daily r using days d where r.site_id = d.site_id and r.day = d.day`);
        await tx.execute(sql`
          insert into report_daily (site_id, day, metric, key, dealership_id, location_id, vehicle_id, value)
          with days as materialized ${days}
          select site_id, day, metric, key, dealership_id, location_id, vehicle_id, value from (${daysFigures()}) as figures`);
      }
      const count = toRoll.length;
      return { days: count, marks: taken.length };
    });
    rolled += days;
    if (marks < marksPerPass) return rolled;
  }
}
