/**
 * `npm run bench:http`: requests per second and latency of a demo site's pages over loopback HTTP
 * (autocannon, 10 connections, 15 s each after a 3 s warm-up), against the floor: the smallest
 * dynamic App Router page built in the same run with the same Next and React (bench/bare-next.ts).
 * Per page: req/s, p50/p99, errors and timeouts, the server's CPU ms per request (utime + stime of
 * the server's process tree from /proc before and after the run, over the requests answered), the
 * HTML size (uncompressed; the load itself asks for br or gzip, as Chromium does), and the share of the bare
 * page's req/s; then a second pass at 50 connections (p99 and timeouts). Targets (reported, not
 * asserted): home, search and vehicle pages each at least 50% of the bare page's req/s, p99 under 100 ms at 10
 * connections.
 *
 * The platform starts as `npm start` would, on port 3300 with its own embedded database in
 * .data/bench-http (demo stock); the bare page on 3301. `-- --quick`: 5 s runs, 1 s warm-ups.
 * The load generator shares the machine with the server: on a small machine it takes CPU from it.
 */
import { mkdirSync, writeFileSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import autocannon from "autocannon";
import { startBareNext, type BareNext } from "./bare-next";
import { machine } from "./machine";
import { startPlatform, type RunningPlatform } from "./platform";
import { treeCpuMs } from "./process-cpu";

const PORT = Number(process.env.BENCH_HTTP_PORT ?? 3300);
const BARE_PORT = PORT + 1;
const HOST = "harbour-toyota.localhost";
const QUICK = process.argv.includes("--quick");
const DURATION_S = QUICK ? 5 : 15;
const WARMUP_S = QUICK ? 1 : 3;
const TARGET_SHARE = 50;
const TARGET_P99_MS = 100;
const log = (line: string) => console.log(line);

interface Target {
  name: string;
  port: number;
  host: string;
  path: string;
  pid: number;
}
interface Run {
  connections: number;
  requests: number;
  reqPerSec: number;
  p50: number;
  p99: number;
  errors: number;
  timeouts: number;
  non2xx: number;
  cpuMsPerRequest: number;
}

const BROWSER_ACCEPT_ENCODING = "gzip, deflate, br, zstd";

async function load(target: Target, connections: number, seconds: number) {
  return autocannon({
    url: `http://127.0.0.1:${target.port}${target.path}`,
    // What Chromium sends: the pages go out compressed, as browsers get them.
    headers: { host: `${target.host}:${target.port}`, "accept-encoding": BROWSER_ACCEPT_ENCODING },
    connections,
    duration: seconds,
    timeout: 10,
  });
}

async function measure(target: Target, connections: number): Promise<Run> {
  await load(target, connections, WARMUP_S);
  const cpuBefore = treeCpuMs(target.pid);
  const r = await load(target, connections, DURATION_S);
  const cpu = treeCpuMs(target.pid) - cpuBefore;
  const answered = r.requests.total;
  return {
    connections,
    requests: answered,
    reqPerSec: Math.round(r.requests.average * 10) / 10,
    p50: r.latency.p50,
    p99: r.latency.p99,
    errors: r.errors,
    timeouts: r.timeouts,
    non2xx: r.non2xx,
    cpuMsPerRequest: answered > 0 ? Math.round((cpu / answered) * 10) / 10 : NaN,
  };
}

async function htmlBytes(target: Target): Promise<number> {
  const { request } = await import("node:http");
  return new Promise((resolve, reject) => {
    const req = request(
      { host: "127.0.0.1", port: target.port, path: target.path, headers: { host: `${target.host}:${target.port}` } },
      (res) => {
        let bytes = 0;
        if ((res.statusCode ?? 500) >= 400) reject(new Error(`${target.name} ${target.path}: HTTP ${res.statusCode}`));
        res.on("data", (c: Buffer) => (bytes += c.length));
        res.on("end", () => resolve(bytes));
      },
    );
    req.on("error", reject);
    req.end();
  });
}

async function main() {
  log(
    `HTTP benchmark: node ${process.version}, ${os.cpus().length} CPU(s), ${DURATION_S} s runs${QUICK ? " (quick)" : ""}`,
  );
  let platform: RunningPlatform | null = null;
  let bare: BareNext | null = null;
  const stopAll = () => {
    platform?.stop();
    bare?.stop();
  };
  process.on("SIGINT", () => {
    stopAll();
    process.exit(130);
  });
  try {
    bare = await startBareNext(BARE_PORT, log);
    log(`starting the platform on port ${PORT} (builds first when the sources changed) ...`);
    platform = await startPlatform({
      port: PORT,
      host: HOST,
      pgliteDir: ".data/bench-http",
      startTimeoutMs: 15 * 60_000,
    });
    const hits = ((await (await platform.fetch("/api/search?car_type=used")).json()) as { hits: { slug: string }[] })
      .hits;
    if (!hits[0]) throw new Error("the demo site has no used cars to open");
    const site = (name: string, p: string): Target => ({ name, port: PORT, host: HOST, path: p, pid: platform!.pid });
    const targets: Target[] = [
      { name: "bare Next page", port: BARE_PORT, host: "localhost", path: "/", pid: bare.pid },
      site("home", "/"),
      site("search", "/search/used-cars"),
      site("search + query", "/search/used-cars?make=Toyota&sortBy=price-asc"),
      site("vehicle", `/cars/${hits[0].slug}`),
      site("location", "/locations/fremantle-sales"),
    ];

    const rows: (Target & { htmlBytes: number; at10: Run; at50: Run | null })[] = [];
    for (const target of targets) {
      const bytes = await htmlBytes(target);
      log(`${target.name} (${target.path}): 10 connections ...`);
      const at10 = await measure(target, 10);
      rows.push({ ...target, htmlBytes: bytes, at10, at50: null });
    }
    for (const row of rows) {
      log(`${row.name}: 50 connections ...`);
      row.at50 = await measure(row, 50);
    }

    const floor = rows[0]!.at10.reqPerSec;
    const share = (r: Run) => Math.round((r.reqPerSec / floor) * 100);
    log("");
    log(`10 connections, ${DURATION_S} s, loopback; Host ${HOST} (bare page: its own app)`);
    log(
      "page            req/s    p50 ms  p99 ms  errors  timeouts  non-2xx  CPU ms/req  HTML kB  % of bare  answered@50  p99@50 ms  timeouts@50",
    );
    for (const r of rows) {
      log(
        [
          r.name.padEnd(14),
          r.at10.reqPerSec.toFixed(1).padStart(7),
          String(r.at10.p50).padStart(8),
          String(r.at10.p99).padStart(7),
          String(r.at10.errors).padStart(7),
          String(r.at10.timeouts).padStart(9),
          String(r.at10.non2xx).padStart(8),
          r.at10.cpuMsPerRequest.toFixed(1).padStart(11),
          (r.htmlBytes / 1024).toFixed(1).padStart(8),
          `${share(r.at10)}%`.padStart(10),
          String(r.at50!.requests).padStart(12),
          (r.at50!.requests > 0 ? String(r.at50!.p99) : "-").padStart(10),
          String(r.at50!.timeouts).padStart(12),
        ].join(" "),
      );
    }
    log(
      "answered@50: requests completed within the run at 50 connections (one still waiting at the end is not counted, nor timed)",
    );
    log("");
    log(
      `targets (reported, not asserted): home, search and vehicle at least ${TARGET_SHARE}% of the bare page's req/s; p99 < ${TARGET_P99_MS} ms at 10 connections`,
    );
    for (const r of rows.slice(1)) {
      const checked = ["home", "search", "vehicle"].includes(r.name);
      log(
        `  ${r.name.padEnd(14)} ${checked ? `${share(r.at10)}% of bare: ${share(r.at10) >= TARGET_SHARE ? "met" : "NOT met"}; ` : ""}p99 ${r.at10.p99} ms: ${r.at10.p99 < TARGET_P99_MS ? "met" : "NOT met"}`,
      );
    }

    const dir = path.resolve("bench/results");
    mkdirSync(dir, { recursive: true });
    const file = path.join(dir, `http-${new Date().toISOString().slice(0, 10)}${QUICK ? "-quick" : ""}.json`);
    const report = {
      ...machine(),
      durationSeconds: DURATION_S,
      warmupSeconds: WARMUP_S,
      host: HOST,
      loadAverageAtEnd: os.loadavg(),
      pages: rows.map(({ pid: _pid, port: _port, ...r }) => ({ ...r, percentOfBare: share(r.at10) })),
    };
    writeFileSync(file, `${JSON.stringify(report, null, 2)}\n`);
    log(
      `machine load average (1, 5, 15 min) at the end: ${os
        .loadavg()
        .map((l) => l.toFixed(1))
        .join(", ")}`,
    );
    log(`\nwrote ${path.relative(process.cwd(), file)}`);
  } finally {
    stopAll();
  }
}

main().catch((err: Error) => {
  console.error(err.message);
  process.exit(1);
});
