import { randomBytes } from "node:crypto";
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import pg from "pg";
import { afterAll, beforeAll } from "vitest";
import { startRoundRobinProxy, type RoundRobinProxy } from "./round-robin-proxy";
import {
  ensureBuild,
  ensureStopped,
  freshDatabase,
  startServerProcess,
  untilReady,
  type ServerProcess,
} from "./server-process";

/** fetch sends no Host header of its own choosing: the site is the one served on a bare address (DEFAULT_SITE). */
const SITE = "harbour-toyota";
const BASE_PORT = Number(process.env.PROCESS_TEST_PORT ?? 3810) + 10;
/** The three server processes' ports. */
export const PORTS = [BASE_PORT, BASE_PORT + 1, BASE_PORT + 2];
const PROXY_PORT = BASE_PORT + 10;

/** Three processes behind the proxy, as a test file's hooks made them (read inside its tests). */
export interface ThreeBehindProxy {
  env: Record<string, string>;
  /** A connection to their database, for what the test checks there. */
  db: pg.Client;
  proxy: RoundRobinProxy;
}

/**
 * The production shape: three server processes of the production build on one PostgreSQL database (the system of
 * record; pages and search indexes are caches each process rebuilds from it), behind a round-robin proxy. The test
 * plays a CDN in front of the proxy: each shopper's address arrives in X-Forwarded-For, and the processes trust the
 * two proxies (TRUSTED_PROXIES=2). Registers the test file's hooks: all three start at once on a fresh database
 * before its tests, and are stopped, with the database dropped, after them.
 */
export function threeProcessesBehindProxy(): ThreeBehindProxy {
  const serverUrl = process.env.TEST_DATABASE_URL;
  if (!serverUrl)
    throw new Error("the process suite needs TEST_DATABASE_URL (a PostgreSQL server whose role can CREATEDB)");
  const made = {} as ThreeBehindProxy;
  let database: Awaited<ReturnType<typeof freshDatabase>> | undefined;
  let dataDir: string | undefined;
  const servers: ServerProcess[] = [];

  beforeAll(async () => {
    ensureBuild();
    database = await freshDatabase(serverUrl, "forecourt_processes");
    dataDir = mkdtempSync(path.join(tmpdir(), "forecourt-processes-"));
    made.env = {
      DATABASE_URL: database.url,
      DEFAULT_SITE: SITE,
      SEED_DEMO: "true",
      PAYMENTS_DEMO: "true",
      TRUSTED_PROXIES: "2",
      SHUTDOWN_GRACE_MS: "15000",
      SMS_LOCAL_INBOX: path.join(dataDir, "sms-inbox.txt"),
      MAIL_LOCAL_INBOX: path.join(dataDir, "mail-inbox.txt"),
    };
    // All three start at once on the empty database: one migrates and seeds it, the others wait for it.
    for (const port of PORTS) servers.push(startServerProcess(port, made.env));
    await Promise.all(servers.map((server) => untilReady(server)));
    made.proxy = await startRoundRobinProxy(PROXY_PORT, PORTS);
    made.db = new pg.Client({ connectionString: database.url });
    await made.db.connect();
  });

  afterAll(async () => {
    await made.proxy?.close();
    await made.db?.end();
    await Promise.all(servers.map(ensureStopped));
    await database?.drop();
    if (dataDir) rmSync(dataDir, { recursive: true, force: true });
  });

  return made;
}

/** A request through the proxy, from a shopper at `client` (as the CDN in front reports it), given `timeoutMs`. */
export function viaProxy(
  proxy: RoundRobinProxy,
  timeoutMs: number,
  pathname: string,
  client: string,
  init: RequestInit = {},
): Promise<Response> {
  return fetch(`${proxy.origin}${pathname}`, {
    redirect: "manual",
    ...init,
    headers: { "x-forwarded-for": client, ...(init.headers as Record<string, string>) },
    signal: AbortSignal.timeout(timeoutMs),
  });
}

/** The `n` a counting query answers. */
export async function countOf(db: pg.Client, query: string, params: unknown[]): Promise<number> {
  return Number((await db.query<{ n: string }>(query, params)).rows[0]!.n);
}

/** A multipart/form-data body of the fields (a form post as a browser sends it). */
export function multipart(fields: Record<string, string>): { body: string; type: string } {
  const boundary = `----forecourt${randomBytes(8).toString("hex")}`;
  const parts = Object.entries(fields).map(
    ([name, value]) => `--${boundary}\r\nContent-Disposition: form-data; name="${name}"\r\n\r\n${value}\r\n`,
  );
  return { body: `${parts.join("")}--${boundary}--\r\n`, type: `multipart/form-data; boundary=${boundary}` };
}
