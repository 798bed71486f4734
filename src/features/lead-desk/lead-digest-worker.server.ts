import "server-only";
import { getDb } from "@/platform/db/db.server";
import { env } from "@/platform/env";
import { consoleOrigin } from "@/platform/http/console-origin";
import { personalMailFromEnv } from "@/platform/mail/local-inbox";
import { periodicWorker } from "@/platform/outbox/periodic-worker";
import { redact } from "@/platform/outbox/outbox-rules";
import { sendLeadDigests } from "./lead-digest.db";

/** How often the server looks for sites whose digest hour has come (the digest itself goes once a day). */
const DIGEST_CHECK_MS = 5 * 60_000;

/**
 * Inside the server process: every few minutes, sends the daily lead digest of each site whose local digest hour has
 * come and whose digest has not gone today (periodic_jobs makes that once across every process). Without a mail
 * server the digests are written to the local mail inbox, as console sign-in codes are.
 */
const worker = periodicWorker(
  "lead digest",
  () => DIGEST_CHECK_MS,
  async () => {
    const e = env();
    await sendLeadDigests(await getDb(), personalMailFromEnv(e).transport, {
      from: e.MAIL_FROM,
      consoleOrigin: consoleOrigin(),
    });
  },
  (err) => redact(err.message ?? String(err)),
);

export const startLeadDigestWorker = worker.start;
