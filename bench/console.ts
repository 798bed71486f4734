/**
 * `npm run bench:console [-- postgres://…]`: the console's lead list on PostgreSQL at scale. On a throwaway database of
 * the server given (the argument, else BENCH_DATABASE_URL or TEST_DATABASE_URL), migrated as `npm start` does, it
 * makes 501 sites in one dealer group: one site with 100,000 leads, and 500 more with 2,000 each (1,000,000), in SQL
 * (generate_series), over the last year. Then it times listLeads (features/lead-desk lead-list.db.ts, the function the
 * /leads page calls) for an owner of the group and a salesperson of the big site, with the filters the page offers:
 * none, status, category, text search (name, phone, car), a date range, one site, and a deep page. Many
 * runs each; prints p50 and p95 in ms per case. Target (reported, not asserted): p95 at most 100 ms.
 * `-- --quick`: 10,000 + 20 × 2,000 leads. The database is dropped at the end.
 */
import { sql } from "drizzle-orm";
import type { Member } from "@/features/staff";
import { listLeads } from "@/features/lead-desk/lead-list.db";
import type { LeadListFilters } from "@/features/lead-desk/lead-list-query";
import { timeCases } from "./timed-cases";
import {
  benchMembers,
  insertBenchGroup,
  insertBenchSites,
  onThrowawayPostgres,
  secondsSince,
} from "./throwaway-postgres";

const QUICK = process.argv.includes("--quick");
const BIG_SITE_LEADS = QUICK ? 10_000 : 100_000;
const OTHER_SITES = QUICK ? 20 : 500;
const PER_OTHER_SITE = 2_000;
const RUNS = QUICK ? 20 : 30;
const TARGET_P95_MS = 100;
const ZONE = "Australia/Sydney";
const GROUP = "bench-group";

const NONE: LeadListFilters = {
  site: null,
  category: null,
  status: null,
  from: null,
  to: null,
  q: null,
  dealership: null,
  location: null,
  assignee: null,
  car: null,
  overdue: false,
  after: null,
};

async function main() {
  await onThrowawayPostgres("bench:console", async (db, rowsOf) => {
    let started = performance.now();
    const sites = OTHER_SITES + 1;
    // Sites 1..N, each with one dealership (leads of no location), all in one group (the owner sees every one).
    await insertBenchSites(db, sites);
    await insertBenchGroup(db, GROUP);
    await db.execute(sql`
      insert into staff_users (id, name, email, email_verified) values
      ('bench-sales', 'Bench Sales', 'sales@bench.example', true)`);
    console.log(`bench:console: ${sites} sites made (${secondsSince(started)} s)`);

    started = performance.now();
    const categories = ["Used Car Enquiry", "New Car Enquiry", "Service", "Finance", "Trade-in"];
    const statuses = ["new", "contacted", "appointment", "sold", "lost"];
    // Constant lists written into the SQL (a bound array would arrive as a record, which has no subscript).
    const array = (values: string[]) => sql.raw(`(array[${values.map((v) => `'${v}'`).join(", ")}])`);
    const CATEGORIES = array(categories);
    const STATUSES = array(statuses);
    const leadsOf = (siteSlug: string, count: number) => sql`
      insert into leads (site_id, dealership_id, location_id, category, url, snapshot, created_at, status, assignee_id)
      select s.id, d.id, null,
        ${CATEGORIES}[1 + i % ${categories.length}],
        'https://' || s.slug || '.example/contact',
        jsonb_build_object(
          'category', ${CATEGORIES}[1 + i % ${categories.length}],
          'customer', jsonb_build_object('name', 'Shopper' || i, 'lastName', 'Bench', 'email', 'shopper' || i || '@bench.example', 'phone', '04' || lpad((i % 100000000)::text, 8, '0')),
          'vehicle', jsonb_build_object('year', 2015 + i % 10, 'make', 'Toyota', 'model', case when i % 7 = 0 then 'HiLux' else 'Corolla' end, 'badge', null, 'stocknum', 'S' || i)),
        now() - (i * interval '1 minute') * (525600.0 / ${count}),
        ${STATUSES}[1 + i % ${statuses.length}],
        case when i % 10 = 0 then 'bench-sales' else null end
      from generate_series(1, ${count}) i
      join sites s on s.slug = ${siteSlug}
      join dealerships d on d.site_id = s.id
`;
    await db.execute(leadsOf("bench-1", BIG_SITE_LEADS));
    // The other sites' leads in one statement: site by site would be 500 round trips.
    await db.execute(sql`
      insert into leads (site_id, dealership_id, location_id, category, url, snapshot, created_at, status)
      select s.id, d.id, null,
        ${CATEGORIES}[1 + i % ${categories.length}],
        'https://' || s.slug || '.example/contact',
        jsonb_build_object(
          'category', ${CATEGORIES}[1 + i % ${categories.length}],
          'customer', jsonb_build_object('name', 'Shopper' || i, 'lastName', 'Other', 'email', 'other' || i || '@bench.example', 'phone', '04' || lpad(i::text, 8, '0')),
          'vehicle', null),
        now() - (i * interval '1 minute') * (525600.0 / ${PER_OTHER_SITE}),
        ${STATUSES}[1 + i % ${statuses.length}]
      from sites s
      join dealerships d on d.site_id = s.id

      cross join generate_series(1, ${PER_OTHER_SITE}) i
      where s.slug like 'bench-%' and s.slug <> 'bench-1'`);
    await db.execute(sql`analyze`);
    const [{ count } = { count: 0 }] = await rowsOf<{ count: number }>(sql`select count(*)::int as count from leads`);
    console.log(`bench:console: ${count.toLocaleString("en-AU")} leads stored (${secondsSince(started)} s)`);

    const { owner, sales, bigSiteId } = await benchMembers(rowsOf, GROUP);
    const today = new Date().toISOString().slice(0, 10);
    const monthAgo = new Date(Date.now() - 30 * 86_400_000).toISOString().slice(0, 10);
    const [deep] = await rowsOf<{ id: number }>(
      sql`select id from leads where site_id = ${bigSiteId} order by created_at desc, id desc offset ${Math.floor(BIG_SITE_LEADS / 2)} limit 1`,
    );
    const cases: [string, Member, Partial<LeadListFilters>][] = [
      ["owner, 501 sites: no filter", owner, {}],
      ["owner: status contacted", owner, { status: "contacted" }],
      ["owner: category Service", owner, { category: "Service" }],
      ["owner: search 'shopper4242'", owner, { q: "shopper4242" }],
      ["owner: last 30 days", owner, { from: monthAgo, to: today }],
      ["owner: one site, status new", owner, { site: "bench-1", status: "new" }],
      ["sales, big site: no filter", sales, {}],
      ["sales: status lost", sales, { status: "lost" }],
      ["sales: category Finance", sales, { category: "Finance" }],
      ["sales: search 'HiLux'", sales, { q: "HiLux" }],
      ["sales: search phone '0400004242'", sales, { q: "0400004242" }],
      ["sales: last 30 days", sales, { from: monthAgo, to: today }],
      ["sales: a page halfway down", sales, { after: deep!.id }],
      ["sales: unassigned", sales, { assignee: "unassigned" }],
      ["sales: overdue", sales, { overdue: true }],
      ["sales: car 'HiLux'", sales, { car: "HiLux" }],
    ];
    await timeCases(
      `listLeads, ${RUNS} runs each (ms)`,
      cases.map(([name, member, filters]) => [name, { member, filters }]),
      ({ member, filters }) => listLeads(db, member, { ...NONE, ...filters }, ZONE),
      { runs: RUNS, targetP95Ms: TARGET_P95_MS },
    );
  });
}

await main();
