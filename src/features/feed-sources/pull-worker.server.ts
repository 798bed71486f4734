import "server-only";
import { getDb } from "@/platform/db/db.server";
import { env, feedPullAllowsLocal } from "@/platform/env";
import { consoleOrigin } from "@/platform/http/console-origin";
import { personalMailFromEnv } from "@/platform/mail/local-inbox";
import { redact } from "@/platform/outbox/outbox-rules";
import { runPeriodicJob } from "@/platform/outbox/periodic-jobs.db";
import { periodicWorker } from "@/platform/outbox/periodic-worker";
import { sendPullNotices } from "./pull-notice.db";
import { runDuePulls } from "./pull.db";

/** How often the server looks for pull sources whose next run has come. */
const PULL_CHECK_MS = 30_000;

/**
 * Inside the server process: every 30 s, one worker across every process (periodic_jobs) pulls the sources that are
 * due, and e-mails the site's managers and owners of a run that failed or was held. Plain http to this machine and
 * private addresses are allowed outside production only (tests and the quick start serve feeds locally), or where
 * FEED_PULL_ALLOW_LOCAL=true says so.
 */
const worker = periodicWorker(
  "feed pull",
  () => PULL_CHECK_MS,
  async () => {
    const local = feedPullAllowsLocal(env());
    await runPeriodicJob(await getDb(), {
      name: "feed pull",
      intervalMs: PULL_CHECK_MS - 1_000,
      run: async (db) => {
        const outcomes = await runDuePulls(db, { allowLoopbackHttp: local, allowPrivateAddresses: local });
        if (outcomes.length === 0) return;
        const e = env();
        await sendPullNotices(db, personalMailFromEnv(e).transport, outcomes, {
          from: e.MAIL_FROM,
          consoleOrigin: consoleOrigin(),
        });
      },
    });
  },
  (err) => redact(err.message ?? String(err)),
);

export const startFeedPullWorker = worker.start;
