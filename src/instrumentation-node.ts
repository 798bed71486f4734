import path from "node:path";
import { loadSiteFiles } from "./features/locations/site-files";
import { formatProblem } from "./platform/site/config-layers";
import { startPageCacheListener } from "./platform/page-cache/page-cache-listener.server";
import { startLeadWorker } from "./features/leads/lead-worker.server";
import { startSmsWorker } from "./platform/sms/sms-worker.server";
import { startReserveWorker } from "./features/reserve/reserve-worker.server";

/**
 * The server's start (instrumentation.ts, Node only). A bad site or dealer file stops the platform here, with the
 * file, field and reason, rather than serving a half-configured dealer site (also when `next start` is run
 * directly). Kept apart from instrumentation.ts so the build does not look for Node's APIs in the Edge runtime.
 */
export async function startServer() {
  const dir = path.resolve(/*turbopackIgnore: true*/ process.cwd(), process.env.SITES_DIR || "sites");
  const { problems } = loadSiteFiles(dir);
  if (problems.length > 0) {
    console.error(
      `Refusing to start: site configuration is invalid:\n${problems.map((p) => `  ${formatProblem(p)}`).join("\n")}`,
    );
    process.exit(1);
  }
  // Hear every change to stock, from this process or any other, so cached pages are never served stale.
  await startPageCacheListener();
  // Deliver leads that are due (including any left from before a restart) from inside the server process.
  startLeadWorker();
  // Send due text messages (sign-in codes) the same way; without a gateway it says where they are written.
  startSmsWorker();
  // Record holds that have run out and capture or release deposits, retrying while the provider is down.
  startReserveWorker();
}
