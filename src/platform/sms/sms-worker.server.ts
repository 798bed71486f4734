import "server-only";
import { env } from "@/platform/env";
import { outboxWorker } from "@/platform/outbox/outbox-worker.server";
import { smsSenderFromEnv } from "./sms-config";
import { deliverDueSms } from "./sms-outbox.db";
import type { SmsSender } from "./sms-sender";

/**
 * The SMS outbox's worker: it sends due messages every SMS_WORKER_INTERVAL_MS and right after a message is queued
 * (`kickSmsWorker`), so a sign-in code goes out within about a second.
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

const worker = outboxWorker(
  "SMS outbox",
  () => env().SMS_WORKER_INTERVAL_MS,
  (db) => deliverDueSms(db, sender()),
);

/** Runs a sending pass now (or right after the one in progress); never throws. */
export const kickSmsWorker = worker.nudge;

export function startSmsWorker(): void {
  sender();
  worker.start();
}
