/**
 * `npm run bench:alerts [-- postgres://…] [-- --searches=N --sites=M --cars=C]`: saved-search alert matching at
 * scale. On a throwaway database of the server given (the argument, else BENCH_DATABASE_URL or TEST_DATABASE_URL),
 * migrated as `npm start` does, it makes M sites (default 500) with 60 cars each and N saved searches with e-mail
 * alerts (default 100,000, spread evenly: 200 a site) over varied filters (make, price, km and year ranges), and
 * matches every site once so only later changes count. Then it times the matching the alert worker does
 * (matchStockChanges: read the changed cars, match them by the search engine's rules, record the announcements):
 * (1) a C-car feed run on one site (default 2,000: C/2 new cars and C/2 price drops) against that site's searches;
 * (2) C changed cars spread over every site (a worker pass after feed runs everywhere, 8 sites at a time, as the
 * worker runs) against all N searches.
 * Prints each pass's time and the announcements made; target (reported, not asserted): at most 10 s each. The
 * database is dropped at the end.
 */
import { sql } from "drizzle-orm";
import { matchSitesStockChanges, matchStockChanges } from "@/features/alerts/stock-change-matching.db";
import path from "node:path";
import { loadSiteRegistry } from "@/platform/site/registry";
import { insertBenchSites, numberArg, onThrowawayPostgres, secondsSince, wholeNumber } from "./throwaway-postgres";

const SEARCHES = numberArg("searches", 100_000);
const SITES = numberArg("sites", 500);
const CARS = numberArg("cars", 2_000);
const CARS_PER_SITE = 60;
const SEARCHES_PER_USER = 20;
const TARGET_S = 10;

const MAKES = sql.raw(`array['Toyota','Mazda','Ford','Hyundai','Kia']`);

async function main() {
  console.log(
    `bench:alerts: ${SEARCHES.toLocaleString("en-AU")} saved searches across ${SITES} sites, ${CARS} changed cars`,
  );
  await onThrowawayPostgres("bench:alerts", async (db, rowsOf) => {
    // Every bench site lists stock as the demo used-car dealer does (its stock scope and search settings).
    const template = loadSiteRegistry(path.resolve("sites")).sites.find((c) => c.slug === "bigbox-used")!;
    let started = performance.now();
    await insertBenchSites(db, SITES);
    const carsOf = (count: ReturnType<typeof wholeNumber>, prefix: string, siteFilter: ReturnType<typeof sql>) => sql`
      insert into vehicles (site_id, dealership_id, slug, stocknum, car_type, status, show_on_dealer_website, name,
        make, make_slug, model, model_slug, year, price, km, created_at)
      select s.id, d.id, ${prefix} || i, ${prefix} || i, 'used', 'in_stock', true, m.make || ' Car', m.make,
        lower(m.make), 'Car', 'car', 2012 + i % 14, 8000 + (i * 7919) % 90000, (i * 113) % 200000, now()
      from sites s join dealerships d on d.site_id = s.id cross join generate_series(1, ${count}) i
      cross join lateral (select (${MAKES})[1 + i % 5] as make) m
      where ${siteFilter}`;
    await db.execute(carsOf(wholeNumber(CARS_PER_SITE), "S", sql`true`));
    await db.execute(sql`
      insert into auth_users (id, site_id, name, email)
      select 'bench-user-' || s.id || '-' || u, s.id, '', 'u' || u || '@' || s.slug || '.example'
      from sites s cross join generate_series(1, ${wholeNumber(Math.ceil(SEARCHES / SITES / SEARCHES_PER_USER))}) u`);
    await db.execute(sql`
      insert into saved_searches (site_id, user_id, name, path, query, alert_email, alert_email_address,
        email_consent_at, email_consent_wording, alert_frequency, created_at)
      select s.id, 'bench-user-' || s.id || '-' || (1 + k / ${wholeNumber(SEARCHES_PER_USER)}), 'Search ' || k, '/search',
        'make=' || (${MAKES})[1 + k % 5] || '&price=' || (10000 + (k * 7) % 60000) || '%3A' || (40000 + (k * 11) % 60000)
          || case when k % 3 = 0 then '&km=%3A' || (50000 + (k * 13) % 150000) else '' end
          || case when k % 4 = 0 then '&year=' || (2012 + k % 10) || '%3A' else '' end,
        true, 'shopper@bench.example', now() - interval '1 day', 'Yes', case when k % 2 = 0 then 'instant' else 'daily' end,
        now() - interval '1 day'
      from sites s cross join generate_series(0, ${wholeNumber(SEARCHES / SITES - 1)}) k`);
    await db.execute(sql`analyze`);
    const sites = await rowsOf<{ id: number; slug: string }>(sql`select id, slug from sites order by id`);
    const siteOf = (s: { id: number; slug: string }) => ({ id: s.id, config: { ...template, slug: s.slug } });
    await matchSitesStockChanges(db, sites.map(siteOf));
    console.log(`bench:alerts: sites, cars and saved searches made, cursors set (${secondsSince(started, 2)} s)`);

    // (1) One site's feed run: new cars, and price drops on cars it already had.
    const one = sites[Math.floor(sites.length / 2)]!;
    await db.execute(carsOf(wholeNumber(CARS / 2), "F", sql`s.id = ${one.id}`));
    await db.execute(sql`
      update vehicles set price = price - 1000
      where id in (select id from vehicles where site_id = ${one.id} order by id limit ${wholeNumber(CARS / 2)})`);
    started = performance.now();
    const told = await matchStockChanges(db, siteOf(one));
    const single = secondsSince(started, 2);
    console.log(
      `bench:alerts: feed run of ${CARS} cars on one site (${SEARCHES / SITES} searches): ${single} s, ${told.toLocaleString("en-AU")} announcements`,
    );

    // (2) Changed cars spread over every site, one worker pass over them all.
    await db.execute(carsOf(wholeNumber(Math.max(1, Math.round(CARS / SITES))), "G", sql`true`));
    started = performance.now();
    const spreadTold = await matchSitesStockChanges(db, sites.map(siteOf));
    const spread = secondsSince(started, 2);
    console.log(
      `bench:alerts: ${CARS} cars over ${SITES} sites (all ${SEARCHES.toLocaleString("en-AU")} searches): ${spread} s, ${spreadTold.toLocaleString("en-AU")} announcements`,
    );
    const over = [single, spread].filter((s) => Number(s) > TARGET_S);
    console.log(
      over.length ? `bench:alerts: OVER the ${TARGET_S} s target` : `bench:alerts: within the ${TARGET_S} s target`,
    );
  });
}

await main();
