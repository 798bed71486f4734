import { and, eq, inArray, sql } from "drizzle-orm";
import type { Database } from "@/platform/db/client";
import { leadDeskSettings, reportDaily, reportDirtyHours } from "@/platform/db/schema";
import { DEFAULT_REPORT_TIME_ZONE, localDayBounds, localDaysOfHour, METRICS as M } from "./report-days";

/**
 * Marked hours taken per transaction: a backlog (a first run, a bench load) is worked through in bounded steps. They
 * are taken site by site and hour by hour, so a day's 24 marks mostly fall in one pass and the day is counted once.
 */
const MARKS_PER_PASS = 1_000;

/**
 * The figures of one site's local day, counted from the raw rows of [start, end): events (search and vehicle views,
 * saves, calls, searches that found nothing), phone reveals, leads (by category, source and utm_*), reservations and
 * trade-ins, each with its car's dealership and location (0 where there is none).
 */
function dayFigures(siteId: number, start: Date, end: Date) {
  const inDay = (column: string) =>
    sql`${sql.raw(column)} >= ${start.toISOString()}::timestamptz and ${sql.raw(column)} < ${end.toISOString()}::timestamptz`;
  const utm = (name: string) => sql.raw(`coalesce(left(l.snapshot->'linkedQueryParams'->>'${name}', 200), '')`);
  return sql`
    select metric, key, dealership_id, location_id, vehicle_id, count(*)::int as value from (
      select case e.name
               when 'search_view' then ${M.searchViews} when 'vehicle_view' then ${M.vehicleViews}
               when 'save_car' then ${M.saves} else ${M.calls} end as metric,
             '' as key, coalesce(v.dealership_id, 0) as dealership_id, coalesce(v.location_id, 0) as location_id,
             coalesce(e.vehicle_id, 0) as vehicle_id
        from analytics_events e left join vehicles v on v.id = e.vehicle_id
       where e.site_id = ${siteId} and ${inDay("e.created_at")}
         and e.name in ('search_view', 'vehicle_view', 'save_car', 'call')
      union all
      select ${M.searchesNoResults}, coalesce(e.params->>'path', ''), 0, 0, 0
        from analytics_events e
       where e.site_id = ${siteId} and ${inDay("e.created_at")} and e.name = 'search_view'
         and e.params->>'results' = '0'
      union all
      select ${M.phoneReveals}, '', p.dealership_id, coalesce(v.location_id, 0), p.vehicle_id
        from phone_reveals p left join vehicles v on v.id = p.vehicle_id
       where p.site_id = ${siteId} and ${inDay("p.created_at")}
      union all
      select m.metric, m.key, l.dealership_id, coalesce(l.location_id, 0), coalesce(l.vehicle_id, 0)
        from leads l cross join lateral (values
          (${M.leadsByCategory}, l.category), (${M.leadsBySource}, l.source),
          (${M.leadsByUtmSource}, ${utm("utm_source")}), (${M.leadsByUtmMedium}, ${utm("utm_medium")}),
          (${M.leadsByUtmCampaign}, ${utm("utm_campaign")})) as m(metric, key)
       where l.site_id = ${siteId} and ${inDay("l.created_at")}
      union all
      select ${M.reservations}, '', coalesce(v.dealership_id, 0), coalesce(v.location_id, 0), coalesce(r.vehicle_id, 0)
        from reservations r left join vehicles v on v.id = r.vehicle_id
       where r.site_id = ${siteId} and ${inDay("r.created_at")}
      union all
      select ${M.tradeIns}, '', l.dealership_id, coalesce(l.location_id, 0), coalesce(l.vehicle_id, 0)
        from trade_in_flows t join leads l on l.id = t.lead_id
       where t.site_id = ${siteId} and ${inDay("t.created_at")}
    ) as counted
    group by metric, key, dealership_id, location_id, vehicle_id`;
}

/**
 * Rolls up every site day with rows stored since it was last rolled up, and tells how many days it rolled. Each pass
 * takes a batch of marked hours (report_dirty_hours, marked by the raw tables' insert triggers) and, in the same
 * transaction, replaces the figures of each local day they touch with a fresh count: a day is rolled once, re-rolled
 * whole when a late row arrives for it, and rolling twice gives the same figures. A row inserted while a pass runs
 * marks its hour again once the pass has taken the old mark, so it is counted by the next pass at the latest.
 *
 * `keepBefore`: days that ended before this instant keep their figures (their raw events are past the retention
 * period and swept; a fresh count would lose them).
 */
export async function rollUpReports(db: Database, options: { keepBefore?: Date } = {}): Promise<number> {
  let rolled = 0;
  for (;;) {
    const { days, marks } = await db.transaction(async (tx) => {
      const taken = await tx
        .delete(reportDirtyHours)
        .where(
          sql`(${reportDirtyHours.siteId}, ${reportDirtyHours.hour}) in (select site_id, hour from report_dirty_hours order by site_id, hour limit ${MARKS_PER_PASS} for update skip locked)`,
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
      let count = 0;
      for (const { siteId, day, timeZone } of siteDays.values()) {
        const { start, end } = localDayBounds(day, timeZone);
        if (options.keepBefore && end <= options.keepBefore) continue;
        await tx.delete(reportDaily).where(and(eq(reportDaily.siteId, siteId), eq(reportDaily.day, day)));
        await tx.execute(sql`
          insert into report_daily (site_id, day, metric, key, dealership_id, location_id, vehicle_id, value)
          select ${siteId}, ${day}::date, metric, key, dealership_id, location_id, vehicle_id, value
            from (${dayFigures(siteId, start, end)}) as figures`);
        count++;
      }
      return { days: count, marks: taken.length };
    });
    rolled += days;
    if (marks < MARKS_PER_PASS) return rolled;
  }
}
