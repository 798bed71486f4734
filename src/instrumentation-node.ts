import { startServingDocuments } from "./features/site-documents/index.server";
import { startPageCacheListener } from "./platform/page-cache/page-cache-listener.server";
import { startLeadWorker } from "./features/leads/lead-worker.server";
import { startSmsWorker } from "./platform/sms/sms-worker.server";
import { startReserveWorker } from "./features/reserve/reserve-worker.server";
import { startLeadDigestWorker } from "./features/lead-desk/lead-digest-worker.server";
import { startFeedPullWorker } from "./features/feed-sources/pull-worker.server";
import { startSpecialsWorker } from "./features/stock-specials/special-worker.server";
import { startReportsWorker } from "./features/reports/index.server";
import { startAlertWorker, startSmsReplyWorker } from "./features/alerts/index.server";

/**
 * The server's start (instrumentation.ts, Node only). A site whose site, dealer or content files are invalid is
 * refused alone, with each file, field and reason in the log: its host answers 503 rather than a half-configured
 * dealer site, and one dealer's mistake does not take every other dealer's site down (also when `next start` is run
 * directly). Kept apart from instrumentation.ts so the build does not look for Node's APIs in the Edge runtime.
 */
export async function startServer() {
  // Serve the site documents as the database holds them, and every later publish (from any process) as it lands.
  await startServingDocuments();
  // Hear every change to stock, from this process or any other, so cached pages are never served stale.
  await startPageCacheListener();
  // Deliver leads that are due (including any left from before a restart) from inside the server process.
  startLeadWorker();
  // Send due text messages (sign-in codes) the same way; without a gateway it says where they are written.
  startSmsWorker();
  // Record holds that have run out and capture or release deposits, retrying while the provider is down.
  startReserveWorker();
  // Send each site's daily lead digest to its managers once its local digest hour has come.
  startLeadDigestWorker();
  // Pull each feed source whose schedule has come, and tell managers of a run that failed or was held.
  startFeedPullWorker();
  // Start and end cars' price specials at their instants (a timer to the next one, and a sweep once a minute).
  startSpecialsWorker();
  // Roll up the dealer reports' daily figures as rows arrive, and delete raw events past their retention period.
  startReportsWorker();
  // Match stock changes against shoppers' saved searches and send the alerts they consented to.
  startAlertWorker();
  // Read replies to text messages and stop a number's SMS alerts at once when it replies STOP.
  startSmsReplyWorker();
}
