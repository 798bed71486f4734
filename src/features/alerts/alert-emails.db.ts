import { and, eq } from "drizzle-orm";
import type { Database } from "@/platform/db/client";
import { savedSearches, searchAlertEmails, watchlistEntries } from "@/platform/db/schema";
import { workDueJobs, type Job } from "@/platform/outbox/due-jobs.db";
import { failedAttempt } from "@/platform/outbox/outbox-rules";
import { permanentMailRefusal, type MailTransport } from "@/platform/mail/smtp";
import { dealerSender } from "./alert-message";

interface AlertEmailRun {
  sent: number;
  retrying: number;
  failed: number;
  withdrawn: number;
}

/** The alert e-mail outbox as the platform's outbox engine works it (claimed with a lease: never sent twice). */
const alertEmailJobs = {
  name: "alert e-mail outbox",
  table: searchAlertEmails,
  id: searchAlertEmails.id,
  status: searchAlertEmails.status,
  nextAttemptAt: searchAlertEmails.nextAttemptAt,
  fields: {
    id: searchAlertEmails.id,
    siteId: searchAlertEmails.siteId,
    savedSearchId: searchAlertEmails.savedSearchId,
    watchlistEntryId: searchAlertEmails.watchlistEntryId,
    to: searchAlertEmails.toAddress,
    subject: searchAlertEmails.subject,
    text: searchAlertEmails.text,
    html: searchAlertEmails.html,
    unsubscribeUrl: searchAlertEmails.unsubscribeUrl,
    attempts: searchAlertEmails.attempts,
  },
  outcomes: ["sent", "retrying", "failed", "withdrawn"] as const,
};

/**
 * The headers of RFC 8058's one-click unsubscribe: a mail client shows an Unsubscribe button that POSTs
 * `List-Unsubscribe=One-Click` to the URL, which stops the alerts at once (no page, no sign-in).
 */
const oneClickHeaders = (url: string) => ({
  "List-Unsubscribe": `<${url}>`,
  "List-Unsubscribe-Post": "List-Unsubscribe=One-Click",
});

/** Sends the due alert e-mails; a send that throws is retried with the outboxes' backoff, never doubled. */
export function deliverDueAlertEmails(
  db: Database,
  transport: MailTransport,
  options: { from: string; dealers?: ReadonlyMap<number, string>; now?: Date; limit?: number },
): Promise<AlertEmailRun> {
  const now = options.now ?? new Date();
  const from = (siteId: number) => dealerSender(options.from, options.dealers?.get(siteId));
  return workDueJobs(db, alertEmailJobs, (job) => send(db, transport, job, from(job.siteId), now), {
    now,
    limit: options.limit,
  });
}

async function send(
  db: Database,
  transport: MailTransport,
  job: Job<typeof alertEmailJobs.fields>,
  from: string,
  now: Date,
): Promise<keyof AlertEmailRun> {
  // An unsubscribe is honoured at once: a message queued before it is withdrawn, not sent.
  if (!(await stillWanted(db, job))) {
    await db.update(searchAlertEmails).set({ status: "withdrawn" }).where(eq(searchAlertEmails.id, job.id));
    return "withdrawn";
  }
  try {
    await transport.send({
      from,
      to: job.to,
      subject: job.subject,
      text: job.text,
      html: job.html,
      headers: oneClickHeaders(job.unsubscribeUrl),
      attachments: [],
    });
    await db
      .update(searchAlertEmails)
      .set({ status: "sent", sentAt: now, attempts: job.attempts + 1, lastError: null })
      .where(eq(searchAlertEmails.id, job.id));
    return "sent";
  } catch (err) {
    const failed = failedAttempt(job.attempts, err, now, permanentMailRefusal(err));
    await db.update(searchAlertEmails).set(failed).where(eq(searchAlertEmails.id, job.id));
    console.warn(`alert e-mail ${job.id} attempt ${failed.attempts} failed: ${failed.lastError}`);
    return failed.status === "pending" ? "retrying" : "failed";
  }
}

/** Whether the message's saved search (or saved car) still has e-mail alerts on. */
async function stillWanted(
  db: Database,
  job: { savedSearchId: number | null; watchlistEntryId: number | null },
): Promise<boolean> {
  const rows =
    job.watchlistEntryId !== null
      ? await db
          .select({ id: watchlistEntries.id })
          .from(watchlistEntries)
          .where(and(eq(watchlistEntries.id, job.watchlistEntryId), eq(watchlistEntries.alertEmail, true)))
      : await db
          .select({ id: savedSearches.id })
          .from(savedSearches)
          .where(and(eq(savedSearches.id, job.savedSearchId ?? 0), eq(savedSearches.alertEmail, true)));
  return rows.length > 0;
}
