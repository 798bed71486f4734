import { PGlite } from "@electric-sql/pglite";
import { drizzle as drizzlePglite } from "drizzle-orm/pglite";
import { drizzle as drizzleNodePg } from "drizzle-orm/node-postgres";
import { migrate as migratePglite } from "drizzle-orm/pglite/migrator";
import { migrate as migrateNodePg } from "drizzle-orm/node-postgres/migrator";
import type { PgDatabase, PgQueryResultHKT } from "drizzle-orm/pg-core";
import { mkdirSync } from "node:fs";
import path from "node:path";
import pg from "pg";
import * as schema from "./schema";
import { acquireEmbeddedLock } from "./embedded-lock";

export type Schema = typeof schema;
/** Either driver: every query is written once against this type. */
export type Database = PgDatabase<PgQueryResultHKT, Schema>;

export interface DatabaseHandle {
  db: Database;
  kind: "pglite" | "postgres";
  migrate(): Promise<void>;
  close(): Promise<void>;
}

export const MIGRATIONS_DIR = path.join(process.cwd(), "src/platform/db/migrations");

export type DatabaseTarget = { url: string } | { dataDir: string } | { memory: true };

/** The database the environment names: DATABASE_URL, else PGlite in PGLITE_DIR. */
export function targetFromEnv(e: { DATABASE_URL?: string; PGLITE_DIR: string }): DatabaseTarget {
  return e.DATABASE_URL ? { url: e.DATABASE_URL } : { dataDir: e.PGLITE_DIR };
}

/** Opens a database: a PostgreSQL server by URL, or PGlite in a data directory (or in memory). */
export async function openDatabase(target: DatabaseTarget): Promise<DatabaseHandle> {
  if ("url" in target) {
    const pool = new pg.Pool({ connectionString: target.url, max: 10 });
    // An idle connection the server drops (restart, failover) must not bring the process down; the pool replaces it.
    pool.on("error", (err) => console.warn(`database connection lost: ${err.message}`));
    const db = drizzleNodePg(pool, { schema }) as unknown as Database;
    return {
      db,
      kind: "postgres",
      migrate: () => migrateNodePg(db as never, { migrationsFolder: MIGRATIONS_DIR }),
      close: () => pool.end(),
    };
  }
  let client: PGlite;
  let release = () => {};
  if ("dataDir" in target) {
    release = acquireEmbeddedLock(target.dataDir);
    mkdirSync(target.dataDir, { recursive: true });
    client = await PGlite.create(target.dataDir);
  } else {
    client = await PGlite.create();
  }
  const db = drizzlePglite(client, { schema }) as unknown as Database;
  return {
    db,
    kind: "pglite",
    migrate: () => migratePglite(db as never, { migrationsFolder: MIGRATIONS_DIR }),
    close: async () => {
      await client.close();
      release();
    },
  };
}
