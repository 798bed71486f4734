import { and, eq, inArray, type SQL } from "drizzle-orm";
import type { Database } from "@/platform/db/client";
import { smsOutbox } from "@/platform/db/schema";
import { workDueJobs, type Job } from "@/platform/outbox/due-jobs.db";
import { afterFailure } from "@/platform/outbox/outbox-rules";
import { isPermanentSmsError, type SmsSender } from "./sms-sender";
import { smsErrorText, smsProblem } from "./sms-rules";

/**
 * The SMS outbox, worked like every outbox (due-jobs.db.ts): a message is stored first; workers claim due
 * messages with a renewed lease (so two processes never send one twice), send them, and mark them sent or
 * schedule the next attempt with the outboxes' backoff. A message past its expiry is never sent, and a
 * message's text is erased once it is sent, failed, expired or withdrawn, so no sign-in code stays stored.
 */
interface NewSms {
  siteId: number;
  /** E.164, like +61400000001. */
  to: string;
  body: string;
  /** What the message is for, e.g. "sign-in-code". */
  purpose: string;
  /** After this moment the message is worthless (a code that has expired) and is never sent. */
  expiresAt?: Date | null;
  /** What it is about, when an unsubscribe may withdraw it before it is sent (e.g. "saved-search:12"). */
  about?: string | null;
}

/** Queues a message and returns its id; throws (naming the field) on a message no gateway could send. */
export async function queueSms(db: Database, sms: NewSms): Promise<number> {
  const problem = smsProblem(sms);
  if (problem) throw new Error(`SMS not queued: ${problem}`);
  const [row] = await db
    .insert(smsOutbox)
    .values({
      siteId: sms.siteId,
      toPhone: sms.to,
      body: sms.body,
      purpose: sms.purpose,
      expiresAt: sms.expiresAt ?? null,
      about: sms.about ?? null,
      // Due by this process's clock, which is the clock the worker compares with (not the database server's).
      nextAttemptAt: new Date(),
    })
    .returning({ id: smsOutbox.id });
  return row!.id;
}

/**
 * Withdraws the queued, unsent messages about these subjects, or of these purposes to this number: they are never
 * sent, and their text is erased. A message a worker is sending at this very moment is past withdrawing; one it has
 * claimed but not started is skipped, as its lease no longer holds a pending message. Returns how many were withdrawn;
 * repeating it withdraws nothing more.
 */
export async function withdrawQueuedSms(
  db: Database,
  which: { about: string[] } | { to: string; purposes: string[] },
): Promise<number> {
  const match: SQL | undefined =
    "about" in which
      ? which.about.length > 0
        ? inArray(smsOutbox.about, which.about)
        : undefined
      : which.purposes.length > 0
        ? and(eq(smsOutbox.toPhone, which.to), inArray(smsOutbox.purpose, which.purposes))
        : undefined;
  if (!match) return 0;
  const withdrawn = await db
    .update(smsOutbox)
    .set({ status: "withdrawn", body: "" })
    .where(and(eq(smsOutbox.status, "pending"), match))
    .returning({ id: smsOutbox.id });
  return withdrawn.length;
}

interface SmsRun {
  sent: number;
  retrying: number;
  failed: number;
  expired: number;
}

/** The SMS outbox as the platform's outbox engine works it. */
const smsJobs = {
  name: "SMS outbox",
  table: smsOutbox,
  id: smsOutbox.id,
  status: smsOutbox.status,
  nextAttemptAt: smsOutbox.nextAttemptAt,
  fields: {
    id: smsOutbox.id,
    to: smsOutbox.toPhone,
    body: smsOutbox.body,
    purpose: smsOutbox.purpose,
    attempts: smsOutbox.attempts,
    expiresAt: smsOutbox.expiresAt,
  },
  outcomes: ["sent", "retrying", "failed", "expired"] as const,
};

/** Sends the messages that are due; a send that throws is retried later, until it would arrive too late. */
export function deliverDueSms(
  db: Database,
  sender: SmsSender,
  now: Date = new Date(),
  options: { limit?: number } = {},
): Promise<SmsRun> {
  return workDueJobs(db, smsJobs, (message) => sendSms(db, sender, message, now), { ...options, now });
}

/** Sends one claimed message (unless it has expired) and records how it went. */
async function sendSms(
  db: Database,
  sender: SmsSender,
  message: Job<typeof smsJobs.fields>,
  now: Date,
): Promise<keyof SmsRun> {
  const expiredBy = (at: Date) => message.expiresAt !== null && message.expiresAt.getTime() <= at.getTime();
  if (expiredBy(now)) {
    await db.update(smsOutbox).set({ status: "expired", body: "" }).where(eq(smsOutbox.id, message.id));
    return "expired";
  }
  const attempts = message.attempts + 1;
  try {
    await sender.send({ to: message.to, body: message.body });
    await db
      .update(smsOutbox)
      .set({ status: "sent", sentAt: now, attempts, lastError: null, body: "" })
      .where(eq(smsOutbox.id, message.id));
    return "sent";
  } catch (err) {
    const retry = afterFailure(attempts, now, isPermanentSmsError(err));
    // A retry that would come after the expiry will never happen: the message is expired now.
    const status = retry.status === "pending" && expiredBy(retry.nextAttemptAt) ? "expired" : retry.status;
    const lastError = smsErrorText((err as Error).message ?? String(err), message);
    await db
      .update(smsOutbox)
      .set({
        attempts,
        status,
        nextAttemptAt: retry.nextAttemptAt,
        lastError,
        ...(status === "pending" ? {} : { body: "" }),
      })
      // Withdrawn while this attempt was under way: it stays withdrawn, never retried.
      .where(and(eq(smsOutbox.id, message.id), eq(smsOutbox.status, "pending")));
    console.warn(`SMS ${message.id} (${message.purpose}) attempt ${attempts} failed: ${lastError}`);
    return status === "pending" ? "retrying" : status;
  }
}
