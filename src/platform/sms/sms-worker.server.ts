import "server-only";
import { getDb } from "@/platform/db/db.server";
import { env } from "@/platform/env";
import { drainOutbox } from "@/platform/outbox/due-jobs.db";
import { redact } from "@/platform/outbox/outbox-rules";
import { periodicWorker } from "@/platform/outbox/periodic-worker";
import { smsSenderFromEnv } from "./sms-config";
import { deliverDueSms } from "./sms-outbox.db";
import type { SmsSender } from "./sms-sender";

/**
 * The SMS worker inside the server process: it sends due messages every SMS_WORKER_INTERVAL_MS and
 * right after a message is queued (`kickSmsWorker`), so a sign-in code goes out within about a second.
 * Messages are claimed with a lease, so several server processes can work the same outbox.
 */
// The sender is made once per process: instrumentation and the app's routes are bundled separately, so it
// lives on globalThis rather than in this module.
const holder = globalThis as unknown as { __forecourtSmsSender?: SmsSender };

/** The configured sender, made once; without a gateway the server says so here, once. */
function sender(): SmsSender {
  if (!holder.__forecourtSmsSender) {
    const configured = smsSenderFromEnv(env());
    if (configured.notice) console.warn(configured.notice);
    holder.__forecourtSmsSender = configured.sender;
  }
  return holder.__forecourtSmsSender;
}

const worker = periodicWorker(
  "SMS outbox",
  () => env().SMS_WORKER_INTERVAL_MS,
  async () => {
    const db = await getDb();
    await drainOutbox(() => deliverDueSms(db, sender()));
  },
  (err) => redact(err.message ?? String(err)),
);

/** Runs a sending pass now (or right after the one in progress); never throws. */
export const kickSmsWorker = worker.nudge;

export function startSmsWorker(): void {
  sender();
  worker.start();
}
