/**
 * The platform's server process (started by `npm start` / `npm run dev`): Next behind the front door
 * (src/platform/http/front-door-server.ts) on PORT. On the embedded database, which this process alone holds, it
 * also opens the operator door (serve-operator.ts) through which `stock:import` hands it files.
 *
 * Its life (readiness.ts): it listens at once, answering /healthz and, with 503, /readyz and every other request
 * while it starts; with --prepare it first migrates and seeds the database (prepare-database.ts, under the migration
 * lock); then it serves. On SIGTERM (or SIGINT) it stops (shutdown-server.ts).
 */
import next from "next";
import type { IncomingMessage, ServerResponse } from "node:http";
import { env } from "@/platform/env";
import { createFrontDoor } from "@/platform/http/front-door-server";
import type { ServingPhase } from "@/platform/http/readiness";
import { closeProcessDatabase, databaseAnswers, processDatabaseHandle } from "@/platform/db/process-database";
import { targetFromEnv } from "@/platform/db/client";
import { stopWorkers } from "@/platform/outbox/periodic-worker";
import { createLogger } from "@/platform/observability/logger";
import { watchRequests } from "@/platform/observability/request-watch";
import { createMetrics, serveMetrics } from "@/platform/observability/metrics";
import { sharedPageCache } from "@/platform/page-cache/next-cache-handler";
import { allowServerModules } from "./server-modules";
import { prepareDatabase } from "./prepare-database";
import { lastAnswersOnStop, shutDownServer } from "@/platform/http/shutdown-server";
import { appStarted } from "@/platform/http/app-start-signal";

let phase: ServingPhase = "starting";
/** Told to stop while still starting: it stops there (read through a call, as a signal can change it mid-start). */
const stopping = () => phase === "stopping";

/** Until it serves, a request other than the health checks is told to come back (and a proxy sends it elsewhere). */
function notYet(_req: IncomingMessage, res: ServerResponse): void {
  res.writeHead(503, { "Content-Type": "text/plain; charset=utf-8", "Retry-After": "5", "Cache-Control": "no-store" });
  res.end("Starting: try again shortly\n");
}

const dev = process.argv.includes("--dev");
// JSON lines on stdout (a readable line per request in development): the request log, and the process's own events.
const logger = createLogger({ readable: dev });

async function main() {
  const e = env();
  const target = targetFromEnv(e);
  const metrics = createMetrics({ db: async () => (await processDatabaseHandle()).db, pageCache: sharedPageCache });
  let handle: (req: IncomingMessage, res: ServerResponse) => void = notYet;
  const server = createFrontDoor((req, res) => handle(req, res), {
    trustedProxies: e.TRUSTED_PROXIES,
    // A page post that failed because the database is down is told to try again (503), not that it was unreadable.
    databaseAnswers,
    consoleHost: e.CONSOLE_HOST,
    watch: watchRequests({
      logger,
      trustedProxies: e.TRUSTED_PROXIES,
      consoleHost: e.CONSOLE_HOST,
      counted: metrics.countRequest,
    }),
    phase: () => phase,
  });
  // Like `next start`: idle keep-alive connections outlive a proxy's own timeout, so it never reuses a closed one.
  server.keepAliveTimeout = 65_000;
  // Once stopping, every answer closes its connection: the client's next request opens one to another process.
  const closeAfterEachAnswer = lastAnswersOnStop(server);
  await new Promise<void>((resolve) => server.listen(e.PORT, resolve)); // every interface, like `next start`
  logger.info({ port: e.PORT }, `listening on port ${e.PORT}, starting`);
  const metricsServer = e.METRICS_PORT ? serveMetrics(metrics) : undefined;
  metricsServer?.listen(e.METRICS_PORT, e.METRICS_HOST, () =>
    logger.info({ port: e.METRICS_PORT, host: e.METRICS_HOST }, "metrics on /metrics"),
  );

  let operatorDoor: { close: () => void } | undefined;
  // Waited for before serving: Next starts the app (instrumentation.ts) in the background after prepare().
  const started = appStarted();
  const app = next({ dev, dir: process.cwd(), port: e.PORT });
  for (const signal of ["SIGINT", "SIGTERM"] as const) {
    process.on(signal, () => {
      if (phase === "stopping") return;
      phase = "stopping";
      closeAfterEachAnswer();
      logger.info(`${signal}: stopping (finishing the requests under way, at most ${e.SHUTDOWN_GRACE_MS} ms)`);
      void shutDownServer(server, {
        graceMs: e.SHUTDOWN_GRACE_MS,
        stopWorkers,
        closeApp: async () => {
          operatorDoor?.close();
          metricsServer?.close();
          await app.close();
        },
        closeDatabase: closeProcessDatabase,
      }).then(
        (report) => {
          logger.info(`stopped: ${report}`);
          process.exit(0);
        },
        (err: Error) => {
          logger.error(`stopping failed: ${err.message}`);
          process.exit(1);
        },
      );
    });
  }

  if (process.argv.includes("--prepare")) await prepareDatabase(target, e.SITES_DIR, { seedDemo: e.SEED_DEMO });
  if (stopping()) return;
  logger.info("starting the app");
  const nextHandle = app.getRequestHandler();
  await app.prepare();
  await started.catch((err: Error) => {
    // Next keeps a failed start and would answer every request 500: stop, for the process manager to start it again.
    logger.fatal(`the app could not start: ${err.message}`);
    process.exit(1);
  });
  if ("dataDir" in target) {
    allowServerModules(); // the feed engine, loaded here outside Next's bundle
    const { openOperatorDoor } = await import("./serve-operator");
    operatorDoor = await openOperatorDoor(target.dataDir);
  }
  if (stopping()) return;
  handle = (req, res) => void nextHandle(req, res);
  phase = "serving";
  logger.info({ port: e.PORT }, `ready on port ${e.PORT}`);
}

main().catch((err: Error) => {
  logger.fatal(err.message);
  process.exit(1);
});
