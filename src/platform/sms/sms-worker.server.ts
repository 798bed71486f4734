import "server-only";
import { getDb } from "@/platform/db/db.server";
import { env } from "@/platform/env";
import { redact } from "@/platform/outbox/outbox-rules";
import { smsSenderFromEnv } from "./sms-config";
import { deliverDueSms } from "./sms-outbox.db";
import type { SmsSender } from "./sms-sender";

/**
 * The SMS worker inside the server process: it sends due messages every SMS_WORKER_INTERVAL_MS and
 * right after a message is queued (`kickSmsWorker`), so a sign-in code goes out within about a second.
 * Messages are claimed with a lease, so several server processes can work the same outbox.
 */
interface WorkerState {
  sender: SmsSender | undefined;
  running: Promise<void> | null;
  again: boolean;
  timer: NodeJS.Timeout | null;
}
const BATCH = 20;
// One worker per process: instrumentation and the app's routes are bundled separately, so the state
// lives on globalThis rather than in this module.
const holder = globalThis as unknown as { __forecourtSmsWorker?: WorkerState };
const state = (holder.__forecourtSmsWorker ??= { sender: undefined, running: null, again: false, timer: null });

/** The configured sender, made once; without a gateway the server says so here, once. */
function sender(): SmsSender {
  if (!state.sender) {
    const configured = smsSenderFromEnv(env());
    if (configured.notice) console.warn(configured.notice);
    state.sender = configured.sender;
  }
  return state.sender;
}

async function runOnce(): Promise<void> {
  const db = await getDb();
  for (;;) {
    const run = await deliverDueSms(db, sender(), new Date(), { limit: BATCH });
    if (run.sent + run.retrying + run.failed + run.expired < BATCH) return; // a full batch means more may be due
  }
}

/** Runs a sending pass now (or right after the one in progress); never throws. */
export function kickSmsWorker(): void {
  if (state.running) {
    state.again = true;
    return;
  }
  state.running = runOnce()
    .catch((err: Error) => console.error(`SMS outbox pass failed: ${redact(err.message ?? String(err))}`))
    .finally(() => {
      state.running = null;
      if (state.again) {
        state.again = false;
        kickSmsWorker();
      }
    });
}

export function startSmsWorker(): void {
  if (state.timer) return;
  sender();
  state.timer = setInterval(kickSmsWorker, env().SMS_WORKER_INTERVAL_MS);
  state.timer.unref();
  kickSmsWorker();
}
