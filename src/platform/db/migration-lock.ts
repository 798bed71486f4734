import pg from "pg";
import type { DatabaseTarget } from "./client";

/**
 * The advisory lock key that migrating and seeding a PostgreSQL database is done under (any number, fixed; a
 * PostgreSQL server's advisory locks are per database, so one key serves every deployment).
 */
const MIGRATION_LOCK_KEY = 7_301_466_027_114_020n;

/**
 * Runs `work` (migrations and seeding) as the only process doing so on the database. On PostgreSQL, which several
 * server processes share, that is a session advisory lock on a connection of its own: the first process to start
 * migrates and seeds while the others wait, then each finds nothing left to do. The lock is the server's, so it is
 * let go even when the process holding it dies. The embedded database is one process's alone (embedded-lock.ts):
 * nothing else can be migrating it.
 */
export async function underMigrationLock<T>(
  target: DatabaseTarget,
  work: () => Promise<T>,
  log: (line: string) => void = console.log,
): Promise<T> {
  if (!("url" in target)) return work();
  const client = new pg.Client({ connectionString: target.url });
  // A lost connection fails the query under way; with no listener it would also end the process.
  client.on("error", () => {});
  await client.connect();
  try {
    const key = String(MIGRATION_LOCK_KEY);
    const { rows } = await client.query<{ locked: boolean }>("select pg_try_advisory_lock($1::bigint) as locked", [
      key,
    ]);
    if (!rows[0]!.locked) {
      log("another process is migrating the database: waiting for it");
      await client.query("select pg_advisory_lock($1::bigint)", [key]);
    }
    try {
      return await work();
    } finally {
      // Once the work is done, a lost connection does not undo it: the server lets go of a lost session's locks.
      await client.query("select pg_advisory_unlock($1::bigint)", [key]).catch(() => undefined);
    }
  } finally {
    await client.end().catch(() => undefined);
  }
}
