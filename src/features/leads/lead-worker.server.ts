import "server-only";
import { getDb } from "@/platform/db/db.server";
import { env } from "@/platform/env";
import { smtpTransport, type MailTransport } from "@/platform/mail/smtp";
import { httpWebhookSender } from "@/platform/webhook/webhook";
import { deliverDueLeads } from "./outbox.db";
import { redact } from "./outbox-rules";

/**
 * The outbox worker inside the server process: it delivers due leads every few seconds and right
 * after a lead is stored. Deliveries are claimed with a lease, so several server processes (or a
 * CLI run) can work the same outbox without sending a lead twice.
 */
interface WorkerState {
  mail: MailTransport | null | undefined;
  running: Promise<void> | null;
  again: boolean;
  timer: NodeJS.Timeout | null;
}
// One worker per process: instrumentation and the app's routes are bundled separately, so the state
// lives on globalThis rather than in this module.
const holder = globalThis as unknown as { __forecourtLeadWorker?: WorkerState };
const state = (holder.__forecourtLeadWorker ??= { mail: undefined, running: null, again: false, timer: null });

function mailTransport(): MailTransport | null {
  if (state.mail === undefined) {
    const e = env();
    state.mail = e.SMTP_HOST
      ? smtpTransport({
          host: e.SMTP_HOST,
          port: e.SMTP_PORT,
          secure: e.SMTP_SECURE,
          user: e.SMTP_USER,
          password: e.SMTP_PASSWORD,
        })
      : null;
    if (!state.mail)
      console.warn("SMTP_HOST is not set: leads are stored and their e-mails wait in the outbox until it is.");
  }
  return state.mail;
}

async function runOnce(): Promise<void> {
  const db = await getDb();
  const channels = {
    mail: mailTransport(),
    webhook: httpWebhookSender,
    secret: (name: string) => process.env[name] || undefined,
  };
  for (;;) {
    const run = await deliverDueLeads(db, channels, { from: env().MAIL_FROM });
    if (run.sent + run.retrying + run.failed < 20) return; // a full batch means more may be due
  }
}

/** Runs a delivery pass now (or right after the one in progress); never throws. */
export function nudgeLeadWorker(): void {
  if (state.running) {
    state.again = true;
    return;
  }
  state.running = runOnce()
    .catch((err: Error) => console.error(`lead outbox pass failed: ${redact(err.message ?? String(err))}`))
    .finally(() => {
      state.running = null;
      if (state.again) {
        state.again = false;
        nudgeLeadWorker();
      }
    });
}

export function startLeadWorker(): void {
  if (state.timer) return;
  state.timer = setInterval(nudgeLeadWorker, env().LEAD_WORKER_INTERVAL_MS);
  state.timer.unref();
  nudgeLeadWorker();
}
