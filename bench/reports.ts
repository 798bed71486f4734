/**
 * `npm run bench:reports [-- postgres://…] [-- --events=N --sites=M --days=D]`: the dealer reports on PostgreSQL at
 * scale. On a throwaway database of the server given (the argument, else BENCH_DATABASE_URL or TEST_DATABASE_URL),
 * migrated as `npm start` does, it makes M sites (default 500) with 60 cars each, and stores N analytics events
 * (default 10,000,000: search views, some finding nothing, vehicle views, saves, calls), N/50 phone reveals and N/100
 * leads (with utm_* on half) over the last D days (default 90), in SQL (generate_series), in batches of 1,000,000
 * rows. It rolls the figures up as the reports worker does (rollUpReports, timed), then times each report query (the
 * functions the reports page calls) for a site: daily figures over 30 days and over the whole range, the previous
 * 30 days, leads by campaign, searches with no results, the per-car table, and a dealership's daily figures. Prints
 * p50 and p95 in ms per query; target (reported, not asserted): p95 at most 300 ms. The database is dropped at the end.
 */
import { sql } from "drizzle-orm";
import { rollUpReports } from "@/features/reports/report-rollup.db";
import { carFigures, dailyFigures, keyedFigures } from "@/features/reports/report-queries.db";
import { METRICS, previousPeriod } from "@/features/reports/report-days";
import { timeCases } from "./timed-cases";
import { insertBenchSites, numberArg, onThrowawayPostgres, secondsSince, wholeNumber } from "./throwaway-postgres";

const EVENTS = numberArg("events", 10_000_000);
const SITES = numberArg("sites", 500);
const DAYS = numberArg("days", 90);
const CARS_PER_SITE = 60;
const BATCH = 1_000_000;
const RUNS = 30;
const TARGET_P95_MS = 300;

const isoDay = (ms: number) => new Date(ms).toISOString().slice(0, 10);

async function main() {
  console.log(`bench:reports: ${EVENTS.toLocaleString("en-AU")} events across ${SITES} sites over ${DAYS} days`);
  await onThrowawayPostgres("bench:reports", async (db, rowsOf) => {
    let started = performance.now();
    await insertBenchSites(db, SITES);
    await db.execute(sql`
      insert into vehicles (site_id, dealership_id, slug, stocknum, car_type, status, show_on_dealer_website, name,
        make, make_slug, model, model_slug, year, price, km, created_at)
      select s.id, d.id, 'car-' || i, 'S' || i, 'used', 'in_stock', true, 'Toyota Corolla', 'Toyota', 'toyota',
        'Corolla', 'corolla', 2012 + i % 14, 8000 + (i * 37) % 90000, (i * 113) % 200000, now() - (i % 120) * interval '1 day'
      from sites s join dealerships d on d.site_id = s.id cross join generate_series(1, ${wholeNumber(CARS_PER_SITE)}) i
      order by s.id, i`);
    console.log(`bench:reports: sites and cars made (${secondsSince(started)} s)`);

    started = performance.now();
    // Site k's cars are the ids (first car id) + (k - 1) * CARS_PER_SITE + 0..59, as inserted above.
    const [{ first } = { first: 1 }] = await rowsOf<{ first: number }>(sql`select min(id)::int as first from vehicles`);
    const spanSeconds = DAYS * 86_400;
    for (let from = 0; from < EVENTS; from += BATCH) {
      const to = Math.min(EVENTS, from + BATCH) - 1;
      await db.execute(sql`
        insert into analytics_events (site_id, event_id, name, asc_event, vehicle_id, params, created_at)
        select site, k.event_id, k.name, k.asc_name,
          case when k.name = 'search_view' then null else ${wholeNumber(first)} + (site - 1) * ${wholeNumber(CARS_PER_SITE)} + (i / ${wholeNumber(SITES)}) % ${wholeNumber(CARS_PER_SITE)} end,
          case when k.name = 'search_view'
            then jsonb_build_object('path', '/used-cars?q=term' || (i % 50), 'results', case when i % 7 = 0 then 0 else i % 40 end)
            else '{}'::jsonb end,
          now() - ((i * 7919) % ${wholeNumber(spanSeconds)}) * interval '1 second'
        from generate_series(${wholeNumber(from)}::bigint, ${wholeNumber(to)}::bigint) i
        cross join lateral (select 1 + i % ${wholeNumber(SITES)} as site) s
        cross join lateral (select * from (values
          (0, 49, 'search_view', 'asc_pageview'), (1, 49, 'search_view', 'asc_pageview'), (2, 49, 'search_view', 'asc_pageview'),
          (3, 4, 'vehicle_view', 'asc_item_pageview'), (4, 4, 'vehicle_view', 'asc_item_pageview'),
          (5, 4, 'vehicle_view', 'asc_item_pageview'), (6, 4, 'vehicle_view', 'asc_item_pageview'),
          (7, 4, 'vehicle_view', 'asc_item_pageview'), (8, 39, 'save_car', 'asc_cta_interaction'),
          (9, 25, 'call', 'asc_click_to_call')) as v(n, event_id, name, asc_name) where v.n = (i / 7) % 10) k`);
      console.log(`bench:reports: ${(to + 1).toLocaleString("en-AU")} events stored (${secondsSince(started)} s)`);
    }
    await db.execute(sql`
      insert into phone_reveals (site_id, vehicle_id, dealership_id, created_at)
      select v.site_id, v.id, v.dealership_id, now() - ((i * 104729) % ${wholeNumber(spanSeconds)}) * interval '1 second'
      from generate_series(1::bigint, ${wholeNumber(EVENTS / 50)}) i
      join vehicles v on v.id = ${wholeNumber(first)} + (i % (${wholeNumber(SITES)} * ${wholeNumber(CARS_PER_SITE)}))`);
    await db.execute(sql`
      insert into leads (site_id, dealership_id, vehicle_id, category, source, url, snapshot, created_at, first_contacted_at)
      select v.site_id, v.dealership_id, v.id, (array['General Enquiry', 'Test Drive', 'Finance Enquiry'])[1 + i % 3],
        (array['Website', 'Facebook Marketplace'])[1 + i % 2], 'https://bench.example/contact',
        jsonb_build_object('linkedQueryParams', case when i % 2 = 0 then '{}'::jsonb else jsonb_build_object(
          'utm_source', (array['google', 'facebook'])[1 + i % 2], 'utm_medium', 'cpc',
          'utm_campaign', 'campaign-' || (i % 12)) end),
        now() - ((i * 15485863::bigint) % ${wholeNumber(spanSeconds)}) * interval '1 second',
        null
      from generate_series(1, ${wholeNumber(EVENTS / 100)}) i
      join vehicles v on v.id = ${wholeNumber(first)} + (i % (${wholeNumber(SITES)} * ${wholeNumber(CARS_PER_SITE)}))`);
    await db.execute(sql`analyze`);
    const [stored] = await rowsOf<{ reveals: number; leads: number }>(
      sql`select (select count(*) from phone_reveals)::int as reveals, (select count(*) from leads)::int as leads`,
    );
    console.log(
      `bench:reports: events, ${stored!.reveals.toLocaleString("en-AU")} reveals and ${stored!.leads.toLocaleString("en-AU")} leads stored (${secondsSince(started)} s)`,
    );

    started = performance.now();
    const days = await rollUpReports(db);
    await db.execute(sql`analyze report_daily`);
    const [{ rows } = { rows: 0 }] = await rowsOf<{ rows: number }>(
      sql`select count(*)::int as rows from report_daily`,
    );
    console.log(
      `bench:reports: rolled up ${days.toLocaleString("en-AU")} site days into ${rows.toLocaleString("en-AU")} rows (${secondsSince(started)} s)`,
    );

    const [site] = await rowsOf<{ id: number; dealership: number }>(
      sql`select s.id, d.id as dealership from sites s join dealerships d on d.site_id = s.id where s.slug = ${`bench-${Math.ceil(SITES / 2)}`}`,
    );
    const place = { siteId: site!.id };
    const now = Date.now();
    const last30 = { from: isoDay(now - 29 * 86_400_000), to: isoDay(now) };
    const whole = { from: isoDay(now - DAYS * 86_400_000), to: isoDay(now) };
    const cases: [string, () => Promise<unknown[]>][] = [
      ["daily figures, 30 days", () => dailyFigures(db, place, last30)],
      [`daily figures, ${DAYS} days`, () => dailyFigures(db, place, whole)],
      ["daily figures, previous 30 days", () => dailyFigures(db, place, previousPeriod(last30.from, last30.to))],
      ["leads by campaign, 30 days", () => keyedFigures(db, place, last30, METRICS.leadsByUtmCampaign)],
      ["searches with no results, 30 days", () => keyedFigures(db, place, last30, METRICS.searchesNoResults)],
      ["per-car table, 30 days", () => carFigures(db, place, last30)],
      [
        "a dealership's daily figures, 30 days",
        () => dailyFigures(db, { siteId: site!.id, dealershipIds: [site!.dealership] }, last30),
      ],
    ];
    await timeCases(
      `report queries, ${RUNS} runs each (ms)`,
      cases.map(([name, run]) => [name, run]),
      async (run) => ({ rows: await run() }),
      { runs: RUNS, targetP95Ms: TARGET_P95_MS },
    );
  });
}

await main();
