import { randomBytes } from "node:crypto";
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import pg from "pg";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { startRoundRobinProxy, type RoundRobinProxy } from "./round-robin-proxy";
import {
  ensureBuild,
  ensureStopped,
  freshDatabase,
  startServerProcess,
  untilReady,
  type ServerProcess,
} from "./server-process";

/**
 * The production shape: three server processes of the production build on one PostgreSQL database (the system of
 * record; pages and search indexes are caches each process rebuilds from it), behind a round-robin proxy. The test
 * plays a CDN in front of the proxy: each shopper's address arrives in X-Forwarded-For, and the processes trust the
 * two proxies (TRUSTED_PROXIES=2).
 */
const serverUrl = process.env.TEST_DATABASE_URL;
if (!serverUrl)
  throw new Error("the process suite needs TEST_DATABASE_URL (a PostgreSQL server whose role can CREATEDB)");
const BASE_PORT = Number(process.env.PROCESS_TEST_PORT ?? 3810) + 10;
const PORTS = [BASE_PORT, BASE_PORT + 1, BASE_PORT + 2];
const PROXY_PORT = BASE_PORT + 10;
/** fetch sends no Host header of its own choosing: the site is the one served on a bare address (DEFAULT_SITE). */
const SITE = "harbour-toyota";

let database: Awaited<ReturnType<typeof freshDatabase>>;
let db: pg.Client;
let dataDir: string;
let env: Record<string, string>;
const servers: ServerProcess[] = [];
let proxy: RoundRobinProxy;

beforeAll(async () => {
  ensureBuild();
  database = await freshDatabase(serverUrl, "forecourt_processes");
  dataDir = mkdtempSync(path.join(tmpdir(), "forecourt-processes-"));
  env = {
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
  for (const port of PORTS) servers.push(startServerProcess(port, env));
  await Promise.all(servers.map((server) => untilReady(server)));
  proxy = await startRoundRobinProxy(PROXY_PORT, PORTS);
  db = new pg.Client({ connectionString: database.url });
  await db.connect();
});

afterAll(async () => {
  await proxy?.close();
  await db?.end();
  await Promise.all(servers.map(ensureStopped));
  await database?.drop();
  rmSync(dataDir, { recursive: true, force: true });
});

/** A request through the proxy, from a shopper at `client` (as the CDN in front reports it). */
function viaProxy(pathname: string, client: string, init: RequestInit = {}): Promise<Response> {
  return fetch(`${proxy.origin}${pathname}`, {
    redirect: "manual",
    ...init,
    headers: { "x-forwarded-for": client, ...(init.headers as Record<string, string>) },
    signal: AbortSignal.timeout(300_000),
  });
}

const count = async (query: string, params: unknown[]) =>
  Number((await db.query<{ n: string }>(query, params)).rows[0]!.n);

function multipart(fields: Record<string, string>): { body: string; type: string } {
  const boundary = `----forecourt${randomBytes(8).toString("hex")}`;
  const parts = Object.entries(fields).map(
    ([name, value]) => `--${boundary}\r\nContent-Disposition: form-data; name="${name}"\r\n\r\n${value}\r\n`,
  );
  return { body: `${parts.join("")}--${boundary}--\r\n`, type: `multipart/form-data; boundary=${boundary}` };
}

async function carsInStock(): Promise<{ slug: string; status: string; reserved: boolean; price: number }[]> {
  const search = await viaProxy("/api/search?car_type=new&sortBy=price-desc", "10.50.0.1");
  const found = (await search.json()) as { hits: { slug: string; status: string; reserved: boolean; price: number }[] };
  return found.hits.filter((h) => h.status === "in_stock" && !h.reserved && h.price > 200);
}

describe("three server processes on one PostgreSQL database, racing", () => {
  it("ends a 200-way reservation race on one car across the processes with exactly one hold", async () => {
    const car = (await carsInStock())[0]!;
    const checkout = `/cars/${car.slug}/checkout`;
    const html = await (await viaProxy(checkout, "10.62.0.1")).text();
    const actionId = /&quot;id&quot;:&quot;([0-9a-f]{40,})&quot;/.exec(html)?.[1];
    expect(actionId, "the checkout form's action").toBeTruthy();
    const before = [...proxy.answeredBy];
    const answers = await Promise.all(
      Array.from({ length: 200 }, async (_, i) => {
        const form = multipart({
          $ACTION_REF_1: "",
          "$ACTION_1:0": JSON.stringify({ id: actionId, bound: "$@1" }),
          "$ACTION_1:1": JSON.stringify([{ status: "idle", errors: {}, formError: null, values: {} }]),
          $ACTION_KEY: "k0",
          car_slug: car.slug,
          mode: "reserve",
          request_key: randomBytes(18).toString("base64url"),
          name: `Racer ${i}`,
          email: `racer${i}@example.com`,
          phone: `0400 000 ${String(i).padStart(3, "0")}`,
          refund_terms: "on",
        });
        const res = await viaProxy(checkout, `10.63.${Math.floor(i / 250)}.${(i % 250) + 1}`, {
          method: "POST",
          headers: { "content-type": form.type, origin: proxy.origin },
          body: form.body,
        });
        const text = await res.text();
        if (res.status === 303 && (res.headers.get("location") ?? "").includes("/payments/demo/")) return "won";
        if (res.status === 200 && text.includes("just reserved by someone else")) return "taken";
        return `other ${res.status}`;
      }),
    );
    const tally = answers.reduce<Record<string, number>>((t, a) => ({ ...t, [a]: (t[a] ?? 0) + 1 }), {});
    expect(tally).toEqual({ won: 1, taken: 199 });
    expect(proxy.answeredBy.map((n, i) => n - before[i]!).every((n) => n >= 50)).toBe(true);
    const holds = await count(
      "select count(*) as n from reservations r join vehicles v on v.id = r.vehicle_id where v.slug = $1 and r.state in ('pending_payment', 'held')",
      [car.slug],
    );
    expect(holds).toBe(1);
  }, 480_000);
});
