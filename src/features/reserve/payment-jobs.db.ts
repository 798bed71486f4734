import { eq } from "drizzle-orm";
import type { Database } from "@/platform/db/client";
import { paymentJobs, reservationEvents, reservations } from "@/platform/db/schema";
import { workDueJobs, type Job } from "@/platform/outbox/due-jobs.db";
import { failedAttempt } from "@/platform/outbox/outbox-rules";
import { isPermanentPaymentError, type PaymentProvider } from "@/platform/payments/payment-provider";

/**
 * Captures and releases of deposits, run from their outbox (payment_jobs) like every outbox (due-jobs.db.ts):
 * claimed with a renewed lease so two processes never send one twice, retried with the outbox's backoff while the provider is down,
 * each under its own idempotency key so a retry after a lost answer never captures twice.
 */
export interface PaymentRun {
  done: number;
  retrying: number;
  failed: number;
}

/** The deposit outbox as the platform's outbox engine works it (optionally, one reservation's jobs only). */
function paymentOutbox(reservationId?: number) {
  return {
    name: "deposit outbox",
    table: paymentJobs,
    id: paymentJobs.id,
    status: paymentJobs.status,
    nextAttemptAt: paymentJobs.nextAttemptAt,
    due: reservationId ? [eq(paymentJobs.reservationId, reservationId)] : [],
    fields: {
      id: paymentJobs.id,
      reservationId: paymentJobs.reservationId,
      action: paymentJobs.action,
      key: paymentJobs.idempotencyKey,
      attempts: paymentJobs.attempts,
    },
    outcomes: ["done", "retrying", "failed"] as const,
  };
}

export function runDuePaymentJobs(
  db: Database,
  provider: PaymentProvider,
  now = new Date(),
  options: { limit?: number; reservationId?: number } = {},
): Promise<PaymentRun> {
  return workDueJobs(db, paymentOutbox(options.reservationId), (job) => runPaymentJob(db, provider, job, now), {
    ...options,
    now,
  });
}

/** Captures or releases one claimed deposit and records how it went. */
async function runPaymentJob(
  db: Database,
  provider: PaymentProvider,
  job: Job<ReturnType<typeof paymentOutbox>["fields"]>,
  now: Date,
): Promise<keyof PaymentRun> {
  const [reservation] = await db
    .select({ paymentId: reservations.paymentId })
    .from(reservations)
    .where(eq(reservations.id, job.reservationId));
  try {
    const paymentId = reservation?.paymentId;
    if (paymentId) {
      if (job.action === "capture") await provider.capture(paymentId, job.key);
      else await provider.cancel(paymentId, job.key);
    }
    await db
      .update(paymentJobs)
      .set({ status: "done", doneAt: now, attempts: job.attempts + 1, lastError: null })
      .where(eq(paymentJobs.id, job.id));
    return "done";
  } catch (err) {
    const failed = failedAttempt(job.attempts, err, now, isPermanentPaymentError(err));
    await db.transaction(async (tx) => {
      await tx.update(paymentJobs).set(failed).where(eq(paymentJobs.id, job.id));
      // A refusal nobody can retry away is for a person to look at: it joins the reservation's history.
      if (failed.status === "failed")
        await tx.insert(reservationEvents).values({
          reservationId: job.reservationId,
          state: "payment_failed",
          note: `the deposit's ${job.action} was refused: ${failed.lastError}`,
          at: now,
        });
    });
    console.warn(
      `reservation ${job.reservationId} ${job.action} attempt ${failed.attempts} failed: ${failed.lastError}`,
    );
    return failed.status === "failed" ? "failed" : "retrying";
  }
}
