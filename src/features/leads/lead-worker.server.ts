import "server-only";
import { env } from "@/platform/env";
import { smtpTransport, type MailTransport } from "@/platform/mail/smtp";
import { outboxWorker } from "@/platform/outbox/outbox-worker.server";
import { httpWebhookSender } from "@/platform/webhook/webhook";
import { deliverDueLeads } from "./outbox.db";

// The transport is made once per process: instrumentation and the app's routes are bundled separately, so it
// lives on globalThis rather than in this module.
const holder = globalThis as unknown as { __forecourtLeadMail?: MailTransport | null };

function mailTransport(): MailTransport | null {
  if (holder.__forecourtLeadMail === undefined) {
    const e = env();
    holder.__forecourtLeadMail = e.SMTP_HOST
      ? smtpTransport({
          host: e.SMTP_HOST,
          port: e.SMTP_PORT,
          secure: e.SMTP_SECURE,
          user: e.SMTP_USER,
          password: e.SMTP_PASSWORD,
        })
      : null;
    if (!holder.__forecourtLeadMail)
      console.warn("SMTP_HOST is not set: leads are stored and their e-mails wait in the outbox until it is.");
  }
  return holder.__forecourtLeadMail;
}

/** The lead outbox's worker: it delivers due leads every LEAD_WORKER_INTERVAL_MS and right after a lead is stored. */
const worker = outboxWorker(
  "lead outbox",
  () => env().LEAD_WORKER_INTERVAL_MS,
  (db) => {
    const channels = {
      mail: mailTransport(),
      webhook: httpWebhookSender,
      secret: (name: string) => process.env[name] || undefined,
    };
    return deliverDueLeads(db, channels, { from: env().MAIL_FROM });
  },
);

/** Runs a delivery pass now (or right after the one in progress); never throws. */
export const nudgeLeadWorker = worker.nudge;
export const startLeadWorker = worker.start;
