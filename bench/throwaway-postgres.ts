/**
 * What every PostgreSQL bench starts with: the server named by its first `postgres://` argument (else
 * BENCH_DATABASE_URL or TEST_DATABASE_URL), a throwaway database on it migrated as `npm start` does, dropped again
 * however the bench ends; `--name=N` arguments; and the bench sites every data set hangs from.
 */
import { sql, type SQL } from "drizzle-orm";
import type { Member } from "@/features/staff";
import type { Database } from "@/platform/db/client";
import { openThrowawayPostgres } from "@/platform/db/testing/test-database";

export type RowsOf = <T>(query: SQL) => Promise<T[]>;

/** `--name=N` from the command line, or the fallback. */
export function numberArg(name: string, fallback: number): number {
  const given = process.argv.find((a) => a.startsWith(`--${name}=`));
  return given ? Number(given.slice(name.length + 3)) : fallback;
}

/** Seconds since a `performance.now()` reading, for progress lines. */
export const secondsSince = (since: number, digits = 1) => ((performance.now() - since) / 1000).toFixed(digits);

/** A whole number written into the SQL: bound, generate_series and arithmetic on it cannot pick their types. */
export const wholeNumber = (value: number) => sql.raw(String(Math.floor(value)));

/**
 * Runs `work` on a fresh migrated database named after the bench, and drops it afterwards. Without a server to use,
 * says how to give one and exits 2.
 */
export async function onThrowawayPostgres(
  bench: string,
  work: (db: Database, rowsOf: RowsOf) => Promise<void>,
): Promise<void> {
  const serverUrl =
    process.argv.slice(2).find((a) => a.startsWith("postgres")) ??
    process.env.BENCH_DATABASE_URL ??
    process.env.TEST_DATABASE_URL;
  if (!serverUrl) {
    console.error(`${bench} needs PostgreSQL: pass a postgres:// URL, or set BENCH_DATABASE_URL or TEST_DATABASE_URL.`);
    process.exitCode = 2;
    return;
  }
  const handle = await openThrowawayPostgres(serverUrl, bench.replace(/\W/g, "_"));
  try {
    await handle.migrate();
    const rowsOf: RowsOf = async <T>(query: SQL) => ((await handle.db.execute(query)) as unknown as { rows: T[] }).rows;
    await work(handle.db, rowsOf);
  } finally {
    await handle.close();
  }
}

/** Sites `bench-1` to `bench-{count}`, each with one dealership `main` (its leads' address invented). */
export async function insertBenchSites(db: Database, count: number): Promise<void> {
  await db.execute(sql`
    insert into sites (slug, name, template, brand)
    select 'bench-' || i, 'Bench site ' || i, 'bench', 'bench' from generate_series(1, ${wholeNumber(count)}) i`);
  await db.execute(sql`
    insert into dealerships (site_id, name, slug, lead_email)
    select id, name, 'main', 'leads@' || slug || '.example' from sites where slug like 'bench-%'`);
}

/** One dealer group holding every bench site, so one owner of it sees them all. */
export async function insertBenchGroup(db: Database, group: string): Promise<void> {
  await db.execute(sql`insert into staff_organizations (id, name, slug) values (${group}, 'Bench group', ${group})`);
  await db.execute(sql`
    insert into staff_group_sites (site_id, organization_id) select id, ${group} from sites where slug like 'bench-%'`);
}

/** The group's owner (every site) and a salesperson of its first site, `bench-1`, whose id comes with them. */
export async function benchMembers(
  rowsOf: RowsOf,
  group: string,
): Promise<{ owner: Member; sales: Member; bigSiteId: number }> {
  const [big] = await rowsOf<{ id: number }>(sql`select id from sites where slug = 'bench-1'`);
  const scopes = [{ siteId: big!.id, dealershipId: null, locationId: null }];
  return {
    owner: { groupId: group, role: "owner", scopes: [] },
    sales: { groupId: group, role: "sales", scopes },
    bigSiteId: big!.id,
  };
}
