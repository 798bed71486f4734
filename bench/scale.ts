/**
 * `npm run bench:scale`: the platform at 500 sites and 1,000,000 vehicles on PostgreSQL.
 *  1. generates 500 site and dealer files in a temporary SITES_DIR (bench/scale-data.ts), a throwaway
 *     database on BENCH_DATABASE_URL (or TEST_DATABASE_URL), prepares it as `npm start` does (migrations,
 *     site sync, the demo dealers' stock), then 2,000 vehicles per generated site in SQL;
 *  2. times the search engine itself on that database (as bench:search does): each site's index build
 *     (its first query) and the server time of a query mix;
 *  3. starts TWO server processes on the database (ports 3310 and 3311) and runs a mixed workload of
 *     search pages, /api/search queries, vehicle pages and home pages across the sites for a fixed time
 *     (sites picked with a Zipf-like skew: a few busy sites, a long tail): p50/p95 per kind, each server's
 *     memory (RSS), the search index evictions they logged (SEARCH_INDEX_MEMORY_MB), and /api/search's own
 *     `ms` (server time of the search);
 *  4. changes one car's price with SQL and polls both servers until each shows it (search and car page).
 * Target (reported, not asserted): search p95 at most 10 ms at 1,000,000 vehicles.
 * `-- --quick`: 20 sites, 40,000 vehicles, 5 s of load. Writes bench/results/scale-{date}.json.
 */
import { mkdirSync, readFileSync, writeFileSync } from "node:fs";
import { Agent, request } from "node:http";
import os from "node:os";
import path from "node:path";
import { sql } from "drizzle-orm";
import { IndexedStockSearch } from "@/features/search/indexed-stock-search.db";
import { parseSearchParams } from "@/features/search/search-params";
import type { SearchSite } from "@/features/search/stock-search";
import { loadSiteRegistry } from "@/platform/site/registry";
import { openThrowawayPostgres } from "@/platform/db/testing/test-database";
import { prepareDatabase } from "../scripts/prepare-database";
import { machine } from "./machine";
import { startPlatform, type RunningPlatform } from "./platform";
import { processTree, treeRssMb } from "./process-cpu";
import { generateSitesDir, generateVehicles } from "./scale-data";
import { percentile } from "./stats";

const QUICK = process.argv.includes("--quick");
const SITES = QUICK ? 20 : 500;
const PER_SITE = 2_000;
const LOAD_SECONDS = QUICK ? 5 : 60;
const CONNECTIONS = 8;
const PORTS = [3310, 3311];
const INDEX_MEMORY_MB = Number(process.env.SEARCH_INDEX_MEMORY_MB ?? 512);
const TARGET_SEARCH_P95_MS = 10;
const ENGINE_SITES = QUICK ? 10 : 40;
const ENGINE_QUERIES = QUICK ? 300 : 1_000;
const COLD_SITES = QUICK ? 10 : 30;

const log = (line: string) => console.log(line);
const seconds = (since: number) => ((performance.now() - since) / 1000).toFixed(1);
const round = (n: number) => Math.round(n * 100) / 100;
const summary = (times: number[]) => {
  const sorted = [...times].sort((a, b) => a - b);
  return {
    n: sorted.length,
    p50: round(percentile(sorted, 50)),
    p95: round(percentile(sorted, 95)),
    max: round(sorted[sorted.length - 1] ?? NaN),
  };
};

/** A seeded pseudo-random generator, so two runs load the same mix. */
function random(seed: number) {
  let s = seed >>> 0;
  return () => {
    s = (s + 0x6d2b79f5) >>> 0;
    let t = s;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}
const rand = random(20);
const pick = <T>(items: readonly T[]): T => items[Math.floor(rand() * items.length)]!;

interface SiteSample {
  id: number;
  slug: string;
  makes: { name: string; slug: string }[];
  cars: string[];
  minPrice: number;
  maxPrice: number;
}

/** What the workload asks for on each site: its makes, some listed cars and its price span. */
async function sampleSites(db: Awaited<ReturnType<typeof openThrowawayPostgres>>["db"]): Promise<SiteSample[]> {
  const rows = (await db.execute(sql`
    select s.id, s.slug,
      (select json_agg(distinct jsonb_build_object('name', v.make, 'slug', v.make_slug)) from vehicles v where v.site_id = s.id) as makes,
      (select array_agg(x.slug) from (select v.slug from vehicles v where v.site_id = s.id and v.status = 'in_stock'
         and v.show_on_dealer_website order by v.id limit 30) x) as cars,
      (select min(price) from vehicles v where v.site_id = s.id and v.price > 0) as min_price,
      (select max(price) from vehicles v where v.site_id = s.id) as max_price
    from sites s where s.slug like 'scale-%' order by s.slug`)) as unknown as {
    rows: {
      id: number;
      slug: string;
      makes: { name: string; slug: string }[];
      cars: string[];
      min_price: number;
      max_price: number;
    }[];
  };
  return rows.rows.map((r) => ({
    id: Number(r.id),
    slug: r.slug,
    makes: r.makes,
    cars: r.cars,
    minPrice: Number(r.min_price),
    maxPrice: Number(r.max_price),
  }));
}

/** A query string like a shopper's: a make, a price range, a body type or a keyword, sometimes sorted. */
function searchQuery(site: SiteSample): string {
  const params = new URLSearchParams();
  const roll = rand();
  if (roll < 0.35) params.set("make", pick(site.makes).name);
  else if (roll < 0.5) params.set("body", pick(["suv", "ute", "hatch", "sedan", "wagon"]));
  else if (roll < 0.6) params.set("query", pick(["auto", "diesel", "white", "4x4", "hybrid"]));
  if (rand() < 0.5) {
    const span = site.maxPrice - site.minPrice;
    const low = Math.round((site.minPrice + rand() * span * 0.5) / 1000) * 1000;
    params.set("price", `${low}:${Math.round((low + span * (0.2 + rand() * 0.5)) / 1000) * 1000}`);
  }
  if (rand() < 0.3) params.set("sortBy", pick(["price-asc", "price-desc", "latest"]));
  if (rand() < 0.15) params.set("page", "2");
  return params.toString();
}

const agent = new Agent({ keepAlive: true, maxSockets: 64 });
function get(port: number, host: string, pathAndQuery: string): Promise<{ status: number; body: string; ms: number }> {
  const started = performance.now();
  return new Promise((resolve, reject) => {
    const req = request(
      { host: "127.0.0.1", port, path: pathAndQuery, agent, headers: { host: `${host}:${port}` } },
      (res) => {
        const chunks: Buffer[] = [];
        res.on("data", (c: Buffer) => chunks.push(c));
        res.on("end", () =>
          resolve({
            status: res.statusCode ?? 0,
            body: Buffer.concat(chunks).toString("utf8"),
            ms: performance.now() - started,
          }),
        );
      },
    );
    req.setTimeout(30_000, () => req.destroy(new Error("timed out after 30 s")));
    req.on("error", reject);
    req.end();
  });
}

type Kind = "search page" | "api search" | "vehicle page" | "home page";
const KINDS: [Kind, number][] = [
  ["search page", 0.25],
  ["api search", 0.35],
  ["vehicle page", 0.2],
  ["home page", 0.2],
];
function requestFor(kind: Kind, site: SiteSample): string {
  switch (kind) {
    case "search page":
      return rand() < 0.5 ? `/search/${pick(site.makes).slug}` : `/search/used-cars?${searchQuery(site)}`;
    case "api search":
      return `/api/search?${searchQuery(site)}`;
    case "vehicle page":
      return `/cars/${pick(site.cars)}`;
    case "home page":
      return "/";
  }
}

/** Zipf-like site popularity (weight 1/rank) over a shuffled order: a few busy sites and a long tail. */
function sitePicker(sites: SiteSample[]) {
  const order = [...sites].sort(() => rand() - 0.5);
  const weights = order.map((_, i) => 1 / (i + 1));
  const total = weights.reduce((a, b) => a + b, 0);
  const cumulative: number[] = [];
  weights.reduce((sum, w, i) => (cumulative[i] = sum + w / total), 0);
  return () => {
    const r = rand();
    const i = cumulative.findIndex((c) => c >= r);
    return order[i === -1 ? order.length - 1 : i]!;
  };
}

/** The Next server's own process (the platform runs it under launchers). */
function serverPid(launcher: number): number {
  for (const pid of processTree(launcher)) {
    try {
      if (readFileSync(`/proc/${pid}/cmdline`, "utf8").includes("scripts/serve.ts")) return pid;
    } catch {
      // gone
    }
  }
  return launcher;
}

async function main() {
  const serverUrl = process.env.BENCH_DATABASE_URL || process.env.TEST_DATABASE_URL;
  if (!serverUrl) {
    console.error(
      "bench:scale needs a PostgreSQL server: set BENCH_DATABASE_URL (or TEST_DATABASE_URL) to a postgres:// URL whose role may CREATE DATABASE (a throwaway database is created there and dropped at the end)",
    );
    process.exit(2);
  }
  const runStarted = performance.now();
  log(
    `scale benchmark: node ${process.version}, ${os.cpus().length} CPU(s), ${SITES} sites x ${PER_SITE} vehicles${QUICK ? " (quick)" : ""}, index budget ${INDEX_MEMORY_MB} MB per process`,
  );
  const generated = generateSitesDir(SITES);
  const handle = await openThrowawayPostgres(serverUrl, "forecourt_bench_scale");
  const servers: RunningPlatform[] = [];
  const stopAll = () => servers.forEach((s) => s.stop());
  process.on("SIGINT", () => {
    stopAll();
    process.exit(130);
  });
  const report: Record<string, unknown> = {
    ...machine(),
    sites: SITES,
    vehiclesPerSite: PER_SITE,
    indexMemoryMb: INDEX_MEMORY_MB,
    quick: QUICK,
    // The machine's load when the run started and ended (other work on it slows every figure).
    loadAverageAtStart: os.loadavg(),
  };
  try {
    // 1. Data.
    let t = performance.now();
    await prepareDatabase({ url: handle.url }, generated.dir, { seedDemo: true, log: () => undefined });
    log(`prepared the database (migrations, ${SITES + 3} sites' dealer files, demo stock) in ${seconds(t)} s`);
    t = performance.now();
    const vehicles = await generateVehicles(handle.db, generated.sites, PER_SITE, log);
    await handle.db.execute(sql`vacuum analyze vehicles`);
    const generateSeconds = Number(seconds(t));
    log(`generated ${vehicles.toLocaleString("en-AU")} vehicles in ${generateSeconds} s (with vacuum analyze)`);
    report.generatedVehicles = vehicles;
    report.generateSeconds = generateSeconds;
    const samples = await sampleSites(handle.db);
    const bySlug = new Map(samples.map((s) => [s.slug, s]));

    // 2. The engine itself, in this process.
    const configs = loadSiteRegistry(generated.dir).sites;
    const searchSite = (s: SiteSample): SearchSite => ({ id: s.id, config: configs.find((c) => c.slug === s.slug)! });
    const engine = new IndexedStockSearch(async () => handle.db, { refreshMs: 3_600_000 });
    const engineSites = samples.slice(0, ENGINE_SITES);
    const builds: number[] = [];
    const heapBefore = process.memoryUsage().heapUsed;
    for (const s of engineSites) {
      const started = performance.now();
      await engine.warm(searchSite(s));
      builds.push(performance.now() - started);
    }
    const heapPerVehicle = Math.round((process.memoryUsage().heapUsed - heapBefore) / (ENGINE_SITES * PER_SITE));
    const queryTimes: number[] = [];
    for (let i = 0; i < ENGINE_QUERIES * 2; i++) {
      const s = pick(engineSites);
      const { state } = parseSearchParams(new URLSearchParams(searchQuery(s)));
      const started = performance.now();
      await engine.search(searchSite(s), {}, state);
      if (i >= ENGINE_QUERIES) queryTimes.push(performance.now() - started); // the first half warms up
    }
    report.engine = {
      indexBuildMs: summary(builds),
      heapBytesPerVehicle: heapPerVehicle,
      queryMs: summary(queryTimes),
    };
    log(
      `engine: index build per site (${PER_SITE} vehicles) ${JSON.stringify(summary(builds))} ms; about ${heapPerVehicle} heap bytes per vehicle (no GC forced)`,
    );
    log(
      `engine: search server time over ${ENGINE_QUERIES} queries on ${ENGINE_SITES} sites ${JSON.stringify(summary(queryTimes))} ms`,
    );

    // 3. Two server processes on the database.
    const evictions = PORTS.map(() => 0);
    for (const [i, port] of PORTS.entries()) {
      t = performance.now();
      servers.push(
        await startPlatform({
          port,
          host: "localhost",
          pgliteDir: `.data/bench-scale-unused-${port}`,
          startTimeoutMs: 20 * 60_000,
          env: {
            DATABASE_URL: handle.url,
            SITES_DIR: generated.dir,
            SEED_DEMO: "false",
            SEARCH_INDEX_MEMORY_MB: String(INDEX_MEMORY_MB),
            LEAD_WORKER_INTERVAL_MS: "3600000",
            RESERVE_WORKER_INTERVAL_MS: "3600000",
            SMS_WORKER_INTERVAL_MS: "3600000",
          },
          // Evictions are counted; the slider's "ignored" notes (the price-change polls cause them) are dropped.
          onOutput: (line) => {
            if (line.includes("evicted")) evictions[i]!++;
            else if (!/^search on .*: ignored price/.test(line) && /error|fail/i.test(line))
              log(`  [server ${i + 1}] ${line}`);
          },
        }),
      );
      log(`server ${i + 1} ready on port ${port} in ${seconds(t)} s`);
    }
    const pids = servers.map((s) => serverPid(s.pid));
    const rssAtStart = pids.map((p) => Math.round(treeRssMb(p)));

    // Cold first queries of sites over HTTP (each builds that site's index on that server), then the same again.
    const coldSites = samples.slice(samples.length - COLD_SITES);
    const first: number[] = [];
    const again: number[] = [];
    for (const s of coldSites) first.push((await get(PORTS[0]!, `${s.slug}.localhost`, "/api/search")).ms);
    for (const s of coldSites) again.push((await get(PORTS[0]!, `${s.slug}.localhost`, "/api/search")).ms);
    report.httpFirstQuery = { first: summary(first), again: summary(again) };
    log(`HTTP /api/search, first query of a site (builds its index): ${JSON.stringify(summary(first))} ms`);
    log(`HTTP /api/search, the same query again: ${JSON.stringify(summary(again))} ms`);

    // The mixed workload.
    const nextSite = sitePicker(samples);
    const times = new Map<Kind, number[]>(KINDS.map(([k]) => [k, []]));
    const apiServerMs: number[] = [];
    const failures: string[] = [];
    const rssPeak = [...rssAtStart];
    const sampler = setInterval(() => {
      pids.forEach((p, i) => (rssPeak[i] = Math.max(rssPeak[i]!, Math.round(treeRssMb(p)))));
    }, 1_000);
    const until = Date.now() + LOAD_SECONDS * 1000;
    let sent = 0;
    const worker = async (w: number) => {
      while (Date.now() < until) {
        const site = nextSite();
        const r = rand();
        let acc = 0;
        const kind = KINDS.find(([, weight]) => (acc += weight) >= r)?.[0] ?? "home page";
        const port = PORTS[(w + sent++) % PORTS.length]!;
        const target = requestFor(kind, site);
        try {
          const res = await get(port, `${site.slug}.localhost`, target);
          if (res.status >= 400) failures.push(`${res.status} ${site.slug} ${target}`);
          else {
            times.get(kind)!.push(res.ms);
            if (kind === "api search") apiServerMs.push((JSON.parse(res.body) as { ms: number }).ms);
          }
        } catch (e) {
          failures.push(`${(e as Error).message} ${site.slug} ${target}`);
        }
      }
    };
    t = performance.now();
    log(`mixed workload: ${CONNECTIONS} connections over both servers for ${LOAD_SECONDS} s ...`);
    await Promise.all(Array.from({ length: CONNECTIONS }, (_, w) => worker(w)));
    clearInterval(sampler);
    const loadSeconds = Number(seconds(t));
    const perKind = Object.fromEntries([...times].map(([k, v]) => [k, summary(v)]));
    const requests = [...times.values()].reduce((n, v) => n + v.length, 0);
    report.workload = {
      seconds: loadSeconds,
      connections: CONNECTIONS,
      requests,
      requestsPerSecond: round(requests / loadSeconds),
      perKindMs: perKind,
      apiSearchServerMs: summary(apiServerMs),
      failures: failures.length,
      failureExamples: failures.slice(0, 5),
      rssMb: PORTS.map((port, i) => ({ port, atStart: rssAtStart[i], peak: rssPeak[i] })),
      indexEvictions: PORTS.map((port, i) => ({ port, evictions: evictions[i] })),
    };

    // 4. One car's price changed in the database: how long until each server shows it.
    const hot = bySlug.get(samples[0]!.slug)!;
    const carSlug = hot.cars[0]!;
    const newPrice = 987_000 + Math.floor(rand() * 9) * 1000; // whole thousands: a price range is rounded to 1,000
    for (const port of PORTS) {
      await get(port, `${hot.slug}.localhost`, "/api/search"); // each server holds this site's index
      await get(port, `${hot.slug}.localhost`, `/cars/${carSlug}`);
    }
    await handle.db.execute(
      sql`update vehicles set price = ${newPrice}, updated_at = now() where site_id = ${hot.id} and slug = ${carSlug}`,
    );
    const changed = performance.now();
    const shown = newPrice.toLocaleString("en-AU");
    const seen = await Promise.all(
      PORTS.flatMap((port) => [
        (async () => {
          for (;;) {
            const r = await get(port, `${hot.slug}.localhost`, `/api/search?price=${newPrice}:${newPrice}`);
            const hits = (JSON.parse(r.body) as { hits: { slug: string; price: number }[] }).hits;
            if (hits.some((h) => h.slug === carSlug && h.price === newPrice)) return performance.now() - changed;
            if (performance.now() - changed > 120_000) return NaN;
            await new Promise((res) => setTimeout(res, 100));
          }
        })(),
        (async () => {
          for (;;) {
            const r = await get(port, `${hot.slug}.localhost`, `/cars/${carSlug}`);
            if (r.body.includes(shown)) return performance.now() - changed;
            if (performance.now() - changed > 120_000) return NaN;
            await new Promise((res) => setTimeout(res, 100));
          }
        })(),
      ]),
    );
    report.priceChange = PORTS.map((port, i) => ({
      port,
      searchMs: Math.round(seen[i * 2]!),
      carPageMs: Math.round(seen[i * 2 + 1]!),
    }));

    // Report.
    log("");
    log(
      `mixed workload: ${requests} requests in ${loadSeconds} s (${round(requests / loadSeconds)}/s), ${failures.length} failed`,
    );
    log("kind           requests  p50 ms   p95 ms   max ms");
    for (const [kind, s] of Object.entries(perKind))
      log(
        `${kind.padEnd(14)} ${String(s.n).padStart(8)} ${s.p50.toFixed(1).padStart(7)} ${s.p95.toFixed(1).padStart(8)} ${s.max.toFixed(1).padStart(8)}`,
      );
    const api = summary(apiServerMs);
    log(`/api/search's own server time (ms field): p50 ${api.p50} ms, p95 ${api.p95} ms, max ${api.max} ms`);
    for (const [i, port] of PORTS.entries())
      log(
        `server ${i + 1} (port ${port}): RSS ${rssAtStart[i]} MB after start, peak ${rssPeak[i]} MB; ${evictions[i]} search index evictions logged (budget ${INDEX_MEMORY_MB} MB)`,
      );
    for (const p of report.priceChange as { port: number; searchMs: number; carPageMs: number }[])
      log(`price change seen on port ${p.port}: search after ${p.searchMs} ms, car page after ${p.carPageMs} ms`);
    if (failures.length > 0) log(`failures, first few: ${failures.slice(0, 5).join(" | ")}`);
    const engineP95 = (report.engine as { queryMs: { p95: number } }).queryMs.p95;
    log(
      `target search p95 <= ${TARGET_SEARCH_P95_MS} ms at ${vehicles.toLocaleString("en-AU")} vehicles (reported, not asserted): engine ${engineP95} ms ${engineP95 <= TARGET_SEARCH_P95_MS ? "met" : "NOT met"}; /api/search server time ${api.p95} ms ${api.p95 <= TARGET_SEARCH_P95_MS ? "met" : "NOT met"}; /api/search over HTTP ${perKind["api search"]!.p95} ms ${perKind["api search"]!.p95 <= TARGET_SEARCH_P95_MS ? "met" : "NOT met"}`,
    );
    report.totalSeconds = Number(seconds(runStarted));
    report.loadAverageAtEnd = os.loadavg();
    log(
      `machine load average (1, 5, 15 min) at start ${JSON.stringify(report.loadAverageAtStart)}, at end ${JSON.stringify(report.loadAverageAtEnd)}`,
    );
    log(`whole run: ${report.totalSeconds} s`);
    const dir = path.resolve("bench/results");
    mkdirSync(dir, { recursive: true });
    const file = path.join(dir, `scale-${new Date().toISOString().slice(0, 10)}${QUICK ? "-quick" : ""}.json`);
    writeFileSync(file, `${JSON.stringify(report, null, 2)}\n`);
    log(`wrote ${path.relative(process.cwd(), file)}`);
  } finally {
    stopAll();
    agent.destroy();
    await new Promise((r) => setTimeout(r, 1_000)); // let the servers close their connections before the drop
    await handle.close();
    generated.remove();
  }
}

main().catch((err: Error) => {
  console.error(err.stack ?? err.message);
  process.exit(1);
});
