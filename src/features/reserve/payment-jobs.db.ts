import { and, eq, inArray, lte } from "drizzle-orm";
import type { Database } from "@/platform/db/client";
import { paymentJobs, reservationEvents, reservations } from "@/platform/db/schema";
import { afterFailure, CLAIM_LEASE_MS, redact } from "@/platform/outbox/outbox-rules";
import { isPermanentPaymentError, type PaymentProvider } from "@/platform/payments/payment-provider";

/**
 * Captures and releases of deposits, run from their outbox (payment_jobs) like lead e-mails: claimed with a
 * lease so two processes never send one twice, retried with the outbox's backoff while the provider is down,
 * each under its own idempotency key so a retry after a lost answer never captures twice.
 */
export interface PaymentRun {
  done: number;
  retrying: number;
  failed: number;
}

export async function runDuePaymentJobs(
  db: Database,
  provider: PaymentProvider,
  now = new Date(),
  options: { limit?: number; reservationId?: number } = {},
): Promise<PaymentRun> {
  const conditions = [eq(paymentJobs.status, "pending"), lte(paymentJobs.nextAttemptAt, now)];
  if (options.reservationId) conditions.push(eq(paymentJobs.reservationId, options.reservationId));
  const due = db
    .select({ id: paymentJobs.id })
    .from(paymentJobs)
    .where(and(...conditions))
    .orderBy(paymentJobs.nextAttemptAt)
    .limit(options.limit ?? 20)
    .for("update", { skipLocked: true });
  const claimed = await db
    .update(paymentJobs)
    .set({ nextAttemptAt: new Date(now.getTime() + CLAIM_LEASE_MS) })
    .where(inArray(paymentJobs.id, due))
    .returning({
      id: paymentJobs.id,
      reservationId: paymentJobs.reservationId,
      action: paymentJobs.action,
      key: paymentJobs.idempotencyKey,
      attempts: paymentJobs.attempts,
    });
  const run: PaymentRun = { done: 0, retrying: 0, failed: 0 };
  for (const job of claimed) {
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
      run.done++;
    } catch (err) {
      const attempts = job.attempts + 1;
      const lastError = redact((err as Error).message ?? String(err));
      const next = isPermanentPaymentError(err)
        ? { status: "failed" as const, nextAttemptAt: now }
        : afterFailure(attempts, now);
      await db.transaction(async (tx) => {
        await tx
          .update(paymentJobs)
          .set({ attempts, status: next.status, nextAttemptAt: next.nextAttemptAt, lastError })
          .where(eq(paymentJobs.id, job.id));
        // A refusal nobody can retry away is for a person to look at: it joins the reservation's history.
        if (next.status === "failed")
          await tx.insert(reservationEvents).values({
            reservationId: job.reservationId,
            state: "payment_failed",
            note: `the deposit's ${job.action} was refused: ${lastError}`,
            at: now,
          });
      });
      console.warn(`reservation ${job.reservationId} ${job.action} attempt ${attempts} failed: ${lastError}`);
      if (next.status === "failed") run.failed++;
      else run.retrying++;
    }
  }
  return run;
}
