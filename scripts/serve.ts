/**
 * The platform's server process (started by `npm start` / `npm run dev`): Next behind the front door
 * (src/platform/http/front-door-server.ts) on PORT. On the embedded database, which this process alone holds, it
 * also opens the operator door (serve-operator.ts) through which `stock:import` hands it files.
 */
import next from "next";
import { env } from "@/platform/env";
import { createFrontDoor } from "@/platform/http/front-door-server";
import { databaseAnswers, processDatabaseHandle } from "@/platform/db/process-database";
import { targetFromEnv } from "@/platform/db/client";
import { createLogger } from "@/platform/observability/logger";
import { watchRequests } from "@/platform/observability/request-watch";
import { createMetrics, serveMetrics } from "@/platform/observability/metrics";
import { sharedPageCache } from "@/platform/page-cache/next-cache-handler";
import { allowServerModules } from "./server-modules";

const dev = process.argv.includes("--dev");
// JSON lines on stdout (a readable line per request in development): the request log, and the process's own events.
const logger = createLogger({ readable: dev });

async function main() {
  const e = env();
  const app = next({ dev, dir: process.cwd(), port: e.PORT });
  const handle = app.getRequestHandler();
  await app.prepare();
  const metrics = createMetrics({ db: async () => (await processDatabaseHandle()).db, pageCache: sharedPageCache });
  const server = createFrontDoor((req, res) => void handle(req, res), {
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
  });
  // Like `next start`: idle keep-alive connections outlive a proxy's own timeout, so it never reuses a closed one.
  server.keepAliveTimeout = 65_000;
  const target = targetFromEnv(e);
  let operatorDoor: { close: () => void } | undefined;
  if ("dataDir" in target) {
    allowServerModules(); // the feed engine, loaded here outside Next's bundle
    const { openOperatorDoor } = await import("./serve-operator");
    operatorDoor = await openOperatorDoor(target.dataDir);
  }
  server.listen(e.PORT, () => logger.info({ port: e.PORT }, `ready on port ${e.PORT}`)); // every interface, like `next start`
  const metricsServer = e.METRICS_PORT ? serveMetrics(metrics) : undefined;
  metricsServer?.listen(e.METRICS_PORT, e.METRICS_HOST, () =>
    logger.info({ port: e.METRICS_PORT, host: e.METRICS_HOST }, "metrics on /metrics"),
  );
  for (const signal of ["SIGINT", "SIGTERM"] as const) {
    process.on(signal, () => {
      operatorDoor?.close();
      metricsServer?.close();
      server.close();
      void app.close().finally(() => process.exit(0));
    });
  }
}

main().catch((err: Error) => {
  logger.fatal(err.message);
  process.exit(1);
});
