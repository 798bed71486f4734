import { and, eq, inArray, lte } from "drizzle-orm";
import type { Database } from "@/platform/db/client";
import { smsOutbox } from "@/platform/db/schema";
import { afterFailure, CLAIM_LEASE_MS } from "@/platform/outbox/outbox-rules";
import { isPermanentSmsError, type SmsSender } from "./sms-sender";
import { smsErrorText, smsProblem } from "./sms-rules";

/**
 * The SMS outbox, the same kind as the lead outbox: a message is stored first; workers claim due
 * messages with a lease (so two processes never send one twice), send them, and mark them sent or
 * schedule the next attempt with the leads' backoff. A message past its expiry is never sent, and a
 * message's text is erased once it is sent, failed or expired, so no sign-in code stays stored.
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
      // Due by this process's clock, which is the clock the worker compares with (not the database server's).
      nextAttemptAt: new Date(),
    })
    .returning({ id: smsOutbox.id });
  return row!.id;
}

interface SmsRun {
  sent: number;
  retrying: number;
  failed: number;
  expired: number;
}

/** Sends the messages that are due; a send that throws is retried later, until it would arrive too late. */
export async function deliverDueSms(
  db: Database,
  sender: SmsSender,
  now: Date = new Date(),
  options: { limit?: number } = {},
): Promise<SmsRun> {
  const due = db
    .select({ id: smsOutbox.id })
    .from(smsOutbox)
    .where(and(eq(smsOutbox.status, "pending"), lte(smsOutbox.nextAttemptAt, now)))
    .orderBy(smsOutbox.nextAttemptAt)
    .limit(options.limit ?? 20)
    .for("update", { skipLocked: true });
  const claimed = await db
    .update(smsOutbox)
    .set({ nextAttemptAt: new Date(now.getTime() + CLAIM_LEASE_MS) })
    .where(inArray(smsOutbox.id, due))
    .returning({
      id: smsOutbox.id,
      to: smsOutbox.toPhone,
      body: smsOutbox.body,
      purpose: smsOutbox.purpose,
      attempts: smsOutbox.attempts,
      expiresAt: smsOutbox.expiresAt,
    });
  const run: SmsRun = { sent: 0, retrying: 0, failed: 0, expired: 0 };
  for (const message of claimed) {
    const expiredBy = (at: Date) => message.expiresAt !== null && message.expiresAt.getTime() <= at.getTime();
    if (expiredBy(now)) {
      await db.update(smsOutbox).set({ status: "expired", body: "" }).where(eq(smsOutbox.id, message.id));
      run.expired++;
      continue;
    }
    const attempts = message.attempts + 1;
    try {
      await sender.send({ to: message.to, body: message.body });
      await db
        .update(smsOutbox)
        .set({ status: "sent", sentAt: now, attempts, lastError: null, body: "" })
        .where(eq(smsOutbox.id, message.id));
      run.sent++;
    } catch (err) {
      const retry = isPermanentSmsError(err)
        ? { status: "failed" as const, nextAttemptAt: now }
        : afterFailure(attempts, now);
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
        .where(eq(smsOutbox.id, message.id));
      console.warn(`SMS ${message.id} (${message.purpose}) attempt ${attempts} failed: ${lastError}`);
      run[status === "pending" ? "retrying" : status]++;
    }
  }
  return run;
}
