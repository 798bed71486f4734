import { PGlite, type Transaction } from "@electric-sql/pglite";
import { btree_gist } from "@electric-sql/pglite/contrib/btree_gist";
import { pg_trgm } from "@electric-sql/pglite/contrib/pg_trgm";
import { query as templatedQuery } from "@electric-sql/pglite/template";
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
import { storableParams, storableText } from "./storable";

type Schema = typeof schema;
/** Either driver: every query is written once against this type. */
export type Database = PgDatabase<PgQueryResultHKT, Schema>;

export interface DatabaseHandle {
  db: Database;
  kind: "pglite" | "postgres";
  migrate(): Promise<void>;
  close(): Promise<void>;
  /**
   * Hears the notices sent on a channel (NOTIFY, pg_notify) by any connection, once their transaction commits.
   * `onGap` is called whenever notices may have been missed (a PostgreSQL listening connection was lost; it is opened
   * again). Returns a function that stops listening.
   */
  listen(channel: string, onNotice: (payload: string) => void, onGap: () => void): Promise<() => Promise<void>>;
  /** PGlite only: its data directory as a tarball, which `{ memory: true, snapshot }` starts from. */
  dumpDataDir?(): Promise<Blob>;
}

/**
 * btree_gist: the reservations' one-hold-per-car exclusion constraint (migration 0008) needs it. pg_trgm: the lead
 * list's text search indexes (migration 0021).
 */
const PGLITE_OPTIONS = { extensions: { btree_gist, pg_trgm } };

const MIGRATIONS_DIR = path.join(process.cwd(), "src/platform/db/migrations");

/** `snapshot`: an in-memory PGlite started from a dumped data directory (the test suite's seeded copy). */
export type DatabaseTarget = { url: string } | { dataDir: string } | { memory: true; snapshot?: Blob };

/** The database the environment names: DATABASE_URL, else PGlite in PGLITE_DIR. */
export function targetFromEnv(e: { DATABASE_URL?: string; PGLITE_DIR: string }): DatabaseTarget {
  return e.DATABASE_URL ? { url: e.DATABASE_URL } : { dataDir: e.PGLITE_DIR };
}

/** Opens a database: a PostgreSQL server by URL, or PGlite in a data directory (or in memory). */
export async function openDatabase(target: DatabaseTarget): Promise<DatabaseHandle> {
  if ("url" in target) {
    const pool = new pg.Pool({ connectionString: target.url, max: 10, Client: StorableClient });
    // An idle connection the server drops (restart, failover) must not bring the process down; the pool replaces it.
    pool.on("error", (err) => console.warn(`database connection lost: ${err.message}`));
    // So must one lost while it is checked out (a transaction between its queries), when the pool does not listen for
    // it: its error is heard here, the transaction's next query fails, and the pool drops it when it is released.
    pool.on("connect", (client) => client.on("error", () => {}));
    const db = drizzleNodePg(pool, { schema }) as unknown as Database;
    return {
      db,
      kind: "postgres",
      migrate: () => migrateNodePg(db as never, { migrationsFolder: MIGRATIONS_DIR }),
      listen: (channel, onNotice, onGap) => listenOnServer(target.url, channel, onNotice, onGap),
      close: () => pool.end(),
    };
  }
  let client: PGlite;
  let release = () => {};
  if ("dataDir" in target) {
    release = acquireEmbeddedLock(target.dataDir);
    mkdirSync(target.dataDir, { recursive: true });
    client = await PGlite.create(target.dataDir, PGLITE_OPTIONS);
  } else {
    client = await PGlite.create({ ...PGLITE_OPTIONS, loadDataDir: target.snapshot });
  }
  const db = drizzlePglite(storablePglite(client), { schema }) as unknown as Database;
  return {
    db,
    kind: "pglite",
    migrate: () => migratePglite(db as never, { migrationsFolder: MIGRATIONS_DIR }),
    // One process holds the embedded database: every writer is in it, and no notice can be missed.
    listen: async (channel, onNotice) => {
      const stop = await client.listen(channel, onNotice);
      return () => stop();
    },
    close: async () => {
      await client.close();
      release();
    },
    dumpDataDir: () => client.dumpDataDir("none"),
  };
}

/** Channel names are identifiers in LISTEN: only plain ones are taken. */
function channelIdentifier(channel: string): string {
  if (!/^[a-z_][a-z0-9_]*$/.test(channel)) throw new Error(`not a plain channel name: ${channel}`);
  return channel;
}

const RELISTEN_MS = 1000;

/**
 * A connection of its own that LISTENs (a pooled one may be handed to a query mid-notice, or closed when idle). When
 * it is lost it is opened again every second until it works, and `onGap` is called once it listens again: whatever
 * was sent in between was not heard.
 */
async function listenOnServer(
  url: string,
  channel: string,
  onNotice: (payload: string) => void,
  onGap: () => void,
): Promise<() => Promise<void>> {
  const name = channelIdentifier(channel);
  let stopped = false;
  let client: pg.Client | null = null;
  const connect = async (): Promise<void> => {
    const next = new pg.Client({ connectionString: url });
    next.on("notification", (n) => {
      if (n.channel === name) onNotice(n.payload ?? "");
    });
    next.on("error", (err) => console.warn(`page cache listener lost its connection: ${err.message}`));
    next.on("end", () => {
      if (stopped || client !== next) return;
      client = null;
      setTimeout(() => void reconnect(), RELISTEN_MS).unref();
    });
    await next.connect();
    await next.query(`LISTEN ${name}`);
    client = next;
  };
  const reconnect = async (): Promise<void> => {
    if (stopped) return;
    try {
      await connect();
      onGap();
    } catch {
      setTimeout(() => void reconnect(), RELISTEN_MS).unref();
    }
  };
  await connect();
  return async () => {
    stopped = true;
    await client?.end().catch(() => undefined);
  };
}

/*
 * The one place every value meets the database (storable.ts says why). drizzle hands each query to
 * the driver client: client.query(text, params) for PGlite, and inside db.transaction the
 * transaction object PGlite passes to its callback; pool.query and, for transactions,
 * pool.connect()'s client for node-postgres. Wrapping these, rather than columns or call sites,
 * means no field added later can lose a row to a NUL. The query text is covered too (sql.raw,
 * exec): PostgreSQL refuses NUL in it anyway, so no query that could run is changed.
 */

/** Every connection the pool opens, so pool.query and transactions' pool.connect() clients alike. */
const pgClientQuery = pg.Client.prototype.query as (...args: unknown[]) => unknown;
class StorableClient extends pg.Client {
  // One signature for pg's overloads: (text or config[, values][, callback]).
  // eslint-disable-next-line @typescript-eslint/no-explicit-any
  override query(...args: unknown[]): any {
    const [config, values] = args;
    args[0] = storableQueryConfig(config);
    if (Array.isArray(values)) args[1] = storableParams(values);
    return pgClientQuery.apply(this, args);
  }
}

function storableQueryConfig(config: unknown): unknown {
  if (typeof config === "string") return storableText(config);
  if (!config || typeof config !== "object") return config;
  const made: { text?: unknown; values?: unknown } = {};
  if ("text" in config && typeof config.text === "string") made.text = storableText(config.text);
  if ("values" in config && Array.isArray(config.values)) made.values = storableParams(config.values);
  // A Query or Cursor object carries its own state and is used once: made storable in place. A plain
  // config (drizzle reuses one per prepared query) is copied.
  return "submit" in config && typeof config.submit === "function"
    ? Object.assign(config, made)
    : { ...config, ...made };
}

function storablePglite(client: PGlite): PGlite {
  const query = client.query.bind(client);
  const exec = client.exec.bind(client);
  const transaction = client.transaction.bind(client);
  client.query = (text, params, options) => query(storableText(text), storableParams(params), options);
  client.exec = (text, options) => exec(storableText(text), options);
  // PGlite's transaction object runs its queries without going through client.query.
  client.transaction = (callback) => transaction((tx) => callback(storableTransaction(tx)));
  return client;
}

function storableTransaction(tx: Transaction): Transaction {
  const query = tx.query.bind(tx);
  const exec = tx.exec.bind(tx);
  tx.query = (text, params, options) => query(storableText(text), storableParams(params), options);
  tx.exec = (text, options) => exec(storableText(text), options);
  // PGlite's own templating, then the wrapped query (mapping the template's values directly would break its nested fragments).
  tx.sql = (strings, ...values) => {
    const templated = templatedQuery(strings, ...values);
    return tx.query(templated.query, templated.params);
  };
  return tx;
}
