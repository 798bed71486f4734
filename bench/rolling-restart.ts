/**
 * `npm run bench:rolling-restart`: a rolling restart of three server processes under load fails no request.
 *
 * The production shape (docs/deployment.md): three processes of the production build on one PostgreSQL database, behind
 * a round-robin proxy that sends requests only to processes whose /readyz answers 200 and retries a request a stopping
 * process refused or dropped before answering (scripts/processes/round-robin-proxy.ts). While autocannon loads the
 * proxy (the home and search pages of the demo site, 10 connections), each process in turn is told to stop (SIGTERM),
 * waited for, started again and waited for until ready. Reports the requests, every failed one (non-2xx, errors,
 * timeouts, requests no process could take), latency, and each restart's stop and start times; exits 1 if any request
 * failed. Needs a PostgreSQL server whose role can CREATEDB: `-- postgres://user@host:5432/db` (default: the
 * TEST_DATABASE_URL or postgres://postgres@127.0.0.1:5432/test); its own database is made and dropped.
 */
import autocannon from "autocannon";
import { startRoundRobinProxy } from "../scripts/processes/round-robin-proxy";
import {
  ensureBuild,
  ensureStopped,
  freshDatabase,
  startServerProcess,
  untilReady,
  type ServerProcess,
} from "../scripts/processes/server-process";
import { machine } from "./machine";

const SERVER_URL =
  process.argv.slice(2).find((a) => a.startsWith("postgres")) ??
  process.env.TEST_DATABASE_URL ??
  "postgres://postgres@127.0.0.1:5432/test";
const BASE_PORT = Number(process.env.BENCH_ROLLING_PORT ?? 3860);
const PORTS = [BASE_PORT, BASE_PORT + 1, BASE_PORT + 2];
const PROXY_PORT = BASE_PORT + 10;
const CONNECTIONS = 10;
/** Load before the first restart and after the last, so the restarts happen under steady load. */
const SETTLE_MS = 3_000;

async function main() {
  const m = machine();
  console.log(`bench:rolling-restart, ${m.ranAt}, ${m.cpus} × ${m.cpuModel}, Node ${m.node}`);
  ensureBuild();
  const database = await freshDatabase(SERVER_URL, "forecourt_rolling");
  const env = {
    DATABASE_URL: database.url,
    DEFAULT_SITE: "harbour-toyota",
    SEED_DEMO: "true",
    TRUSTED_PROXIES: "1",
    SHUTDOWN_GRACE_MS: "15000",
  };
  const servers: ServerProcess[] = PORTS.map((port) => startServerProcess(port, env));
  try {
    await Promise.all(servers.map((server) => untilReady(server)));
    const proxy = await startRoundRobinProxy(PROXY_PORT, PORTS);
    const restarts: string[] = [];
    let restarting = true;
    const load = autocannon({
      url: proxy.origin,
      connections: CONNECTIONS,
      timeout: 30,
      // Runs until stopped, after the last restart.
      duration: 3_600,
      requests: [{ path: "/" }, { path: "/search/used-cars" }],
    });
    const restartAll = (async () => {
      await new Promise((resolve) => setTimeout(resolve, SETTLE_MS));
      for (let i = 0; i < servers.length; i++) {
        const stopAt = Date.now();
        servers[i]!.child.kill("SIGTERM");
        const code = await servers[i]!.exited;
        const stoppedMs = Date.now() - stopAt;
        if (code !== 0) throw new Error(`process ${i + 1} exited ${code}:\n${servers[i]!.output()}`);
        const startAt = Date.now();
        servers[i] = startServerProcess(PORTS[i]!, env);
        await untilReady(servers[i]!);
        restarts.push(
          `process ${i + 1}: stopped in ${stoppedMs} ms (exit 0), ready again in ${Date.now() - startAt} ms`,
        );
      }
      await new Promise((resolve) => setTimeout(resolve, SETTLE_MS));
      restarting = false;
      (load as unknown as { stop(): void }).stop();
    })();
    const [result] = await Promise.all([load, restartAll]);
    if (restarting) throw new Error("the load ended before the restarts did");
    await proxy.close();
    const failed = result.non2xx + result.errors + result.timeouts + proxy.failed;
    console.log(restarts.join("\n"));
    console.log(
      `requests ${result.requests.total} in ${result.duration} s (${Math.round(result.requests.average)} req/s), ` +
        `answered by process 1/2/3 through the proxy: ${proxy.answeredBy.join("/")}\n` +
        `failed: ${failed} (non-2xx ${result.non2xx}, errors ${result.errors}, timeouts ${result.timeouts}, ` +
        `no process could take ${proxy.failed})\n` +
        `latency p50 ${result.latency.p50} ms, p99 ${result.latency.p99} ms, max ${result.latency.max} ms`,
    );
    if (failed > 0) process.exitCode = 1;
  } finally {
    await Promise.all(servers.map(ensureStopped));
    await database.drop();
  }
}

main().catch((err: Error) => {
  console.error(err.message);
  process.exit(1);
});
