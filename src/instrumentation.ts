import path from "node:path";

/**
 * Runs once when the server starts. A bad site or dealer file stops the platform here, with the file, field and
 * reason, rather than serving a half-configured dealer site (also when `next start` is run directly).
 */
export async function register() {
  if (process.env.NEXT_RUNTIME !== "nodejs") return;
  const { loadSiteFiles } = await import("./features/locations/site-files");
  const { formatProblem } = await import("./platform/site/config-layers");
  const dir = path.resolve(/*turbopackIgnore: true*/ process.cwd(), process.env.SITES_DIR || "sites");
  const { problems } = loadSiteFiles(dir);
  if (problems.length > 0) {
    console.error(
      `Refusing to start: site configuration is invalid:\n${problems.map((p) => `  ${formatProblem(p)}`).join("\n")}`,
    );
    process.exit(1);
  }
  // Hear every change to stock, from this process or any other, so cached pages are never served stale.
  const { startPageCacheListener } = await import("./platform/page-cache/page-cache-listener.server");
  await startPageCacheListener();
  // Deliver leads that are due (including any left from before a restart) from inside the server process.
  const { startLeadWorker } = await import("./features/leads/lead-worker.server");
  startLeadWorker();
  // Send due text messages (sign-in codes) the same way; without a gateway it says where they are written.
  const { startSmsWorker } = await import("./platform/sms/sms-worker.server");
  startSmsWorker();
  // Record holds that have run out and capture or release deposits, retrying while the provider is down.
  const { startReserveWorker } = await import("./features/reserve/reserve-worker.server");
  startReserveWorker();
}
