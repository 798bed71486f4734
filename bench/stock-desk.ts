/**
 * `npm run bench:stock-desk [-- postgres://…]`: the console's stock list on PostgreSQL at scale. On a throwaway database
 * of the server given (the argument, else BENCH_DATABASE_URL or TEST_DATABASE_URL), migrated as `npm start` does, it
 * makes one dealer group of 3 sites: one with 50,000 cars and two with 10,000, in SQL (generate_series), some hidden,
 * some sold, some with a dealer's price. Then it times listStock (features/stock-desk, the function the /stock page
 * calls) for an owner of the group and a salesperson of the big site: the first page, text searches (stock number,
 * rego, VIN, make and model words), filters, and a deep page. Many runs each; prints p50 and p95 in ms per case.
 * Target (reported, not asserted): p95 at most 100 ms. `-- --quick`: 10,000 + 2 × 2,000 cars. The database is dropped.
 */
import { sql } from "drizzle-orm";
import type { Member } from "@/features/staff";
import { listStock } from "@/features/stock-desk/stock-list.db";
import type { StockListFilters } from "@/features/stock-desk";
import { timeCases } from "./timed-cases";
import {
  benchMembers,
  insertBenchGroup,
  insertBenchSites,
  onThrowawayPostgres,
  secondsSince,
} from "./throwaway-postgres";

const QUICK = process.argv.includes("--quick");
const BIG_SITE_CARS = QUICK ? 10_000 : 50_000;
const OTHER_SITE_CARS = QUICK ? 2_000 : 10_000;
const RUNS = QUICK ? 20 : 30;
const TARGET_P95_MS = 100;
const GROUP = "bench-group";

const NONE: StockListFilters = {
  site: null,
  dealership: null,
  location: null,
  carType: null,
  status: null,
  shown: null,
  make: null,
  model: null,
  priceFrom: null,
  priceTo: null,
  yearFrom: null,
  yearTo: null,
  override: false,
  q: null,
  after: null,
};

async function main() {
  await onThrowawayPostgres("bench:stock-desk", async (db, rowsOf) => {
    let started = performance.now();
    await insertBenchSites(db, 3);
    await insertBenchGroup(db, GROUP);
    const makes = sql.raw(`(array['Toyota', 'Ford', 'Mazda', 'Hyundai', 'Kia', 'Nissan', 'Subaru'])`);
    const models = sql.raw(`(array['HiLux', 'Ranger', 'CX-5', 'Tucson', 'Sportage', 'Navara', 'Outback'])`);
    const badges = sql.raw(`(array['SR5', 'XLT', 'Maxx', 'Elite', 'GT-Line', 'ST-X', 'Touring'])`);
    const carsOf = (siteSlug: string, count: number) => sql`
      insert into vehicles (site_id, dealership_id, slug, stocknum, vin, regplate, car_type, status, show_on_dealer_website,
        sold_at, name, make, make_slug, model, model_slug, badge, year, price, km, layers, feed_values, created_at)
      select s.id, d.id, 'car-' || i, 'S' || i, 'JTBENCH' || lpad(i::text, 10, '0'), 'B' || lpad((i % 1000000)::text, 6, '0'),
        (array['new', 'used', 'demo'])[1 + i % 3],
        case when i % 10 = 0 then 'sold' when i % 17 = 0 then 'coming_soon' else 'in_stock' end,
        i % 13 <> 0,
        case when i % 10 = 0 then now() - (i % 30) * interval '1 day' end,
        ${makes}[1 + i % 7] || ' ' || ${models}[1 + i % 7],
        ${makes}[1 + i % 7], lower(${makes}[1 + i % 7]),
        ${models}[1 + i % 7], lower(${models}[1 + i % 7]),
        ${badges}[1 + i % 7], 2012 + i % 14, 8000 + (i * 37) % 90000, (i * 113) % 200000,
        case when i % 50 = 0 then '{"dealer": {"price": 9990}}'::jsonb else '{}'::jsonb end,
        null,
        now() - (i * interval '1 minute')
      from generate_series(1, ${count}) i
      join sites s on s.slug = ${siteSlug}
      join dealerships d on d.site_id = s.id`;
    await db.execute(carsOf("bench-1", BIG_SITE_CARS));
    await db.execute(carsOf("bench-2", OTHER_SITE_CARS));
    await db.execute(carsOf("bench-3", OTHER_SITE_CARS));
    await db.execute(sql`analyze`);
    const [{ count } = { count: 0 }] = await rowsOf<{ count: number }>(
      sql`select count(*)::int as count from vehicles`,
    );
    console.log(`bench:stock-desk: ${count.toLocaleString("en-AU")} cars stored (${secondsSince(started)} s)`);

    started = performance.now();
    const { owner, sales, bigSiteId } = await benchMembers(rowsOf, GROUP);
    const [deep] = await rowsOf<{ id: number }>(
      sql`select id from vehicles where site_id = ${bigSiteId} order by id desc offset ${Math.floor(BIG_SITE_CARS / 2)} limit 1`,
    );
    const cases: [string, Member, Partial<StockListFilters>][] = [
      ["owner, 3 sites: first page", owner, {}],
      ["owner: search stock number 'S4242'", owner, { q: "S4242" }],
      ["owner: search 'hilux sr5'", owner, { q: "hilux sr5" }],
      ["sales, big site: first page", sales, {}],
      ["sales: search stock number 'S42424'", sales, { q: "S42424" }],
      ["sales: search rego 'B004242'", sales, { q: "B004242" }],
      ["sales: search VIN tail '0000012345'", sales, { q: "0000012345" }],
      ["sales: search 'outback touring'", sales, { q: "outback touring" }],
      ["sales: status sold", sales, { status: "sold" }],
      ["sales: hidden", sales, { shown: "hidden" }],
      ["sales: make toyota, used", sales, { make: "toyota", carType: "used" }],
      ["sales: price 20,000-25,000, 2020+", sales, { priceFrom: 20000, priceTo: 25000, yearFrom: 2020 }],
      ["sales: dealer's values", sales, { override: true }],
      ["sales: a page halfway down", sales, { after: deep!.id }],
    ];
    await timeCases(
      `listStock, ${RUNS} runs each (ms)`,
      cases.map(([name, member, filters]) => [name, { member, filters }]),
      ({ member, filters }) => listStock(db, member, { ...NONE, ...filters }),
      { runs: RUNS, targetP95Ms: TARGET_P95_MS },
    );
  });
}

await main();
