/**
 * Retry rules of the platform's outboxes (lead e-mails and webhooks, SMS, deposit captures and releases). A dealer's
 * mail server, the SMS gateway or the payment provider being down delays a job, never loses it: attempts back off from a minute to twelve
 * hours and continue for about a week before the delivery is marked failed (still stored, and
 * reported) for a person to look at.
 */
const MINUTE = 60_000;
const RETRY_DELAYS_MS = [1, 5, 15, 60, 180, 360, 720].map((m) => m * MINUTE);
export const MAX_ATTEMPTS = 20;
/**
 * Every outbox's lease on the jobs it claimed: short, so a job whose worker crashed mid-send is due again about a
 * minute later, and renewed by its live worker every third of it, so a slow send never outlives it and is never sent
 * twice.
 */
export const RENEWED_LEASE = { ms: MINUTE, renewEveryMs: MINUTE / 3 };

/** The wait after the given number of failed attempts (1 = the first failure). */
export function retryDelay(failedAttempts: number): number {
  const index = Math.min(Math.max(failedAttempts, 1), RETRY_DELAYS_MS.length) - 1;
  return RETRY_DELAYS_MS[index]!;
}

/**
 * A job's state after a failed attempt: due again after the backoff, or failed once the attempts run out or the
 * refusal is permanent (a retry could only be refused again).
 */
export function afterFailure(
  failedAttempts: number,
  now: Date,
  permanent = false,
): { status: "pending" | "failed"; nextAttemptAt: Date } {
  if (permanent || failedAttempts >= MAX_ATTEMPTS) return { status: "failed", nextAttemptAt: now };
  return { status: "pending", nextAttemptAt: new Date(now.getTime() + retryDelay(failedAttempts)) };
}

/**
 * What a failed attempt writes on its job: one more attempt, the state after it, and the error as it may be stored.
 */
export function failedAttempt(
  attemptsBefore: number,
  err: unknown,
  now: Date,
  permanent = false,
): { attempts: number; status: "pending" | "failed"; nextAttemptAt: Date; lastError: string } {
  const attempts = attemptsBefore + 1;
  const lastError = redact((err as Error).message ?? String(err));
  return { attempts, ...afterFailure(attempts, now, permanent), lastError };
}

/** Error text as stored and logged: shoppers' e-mail addresses and phone numbers never appear in it. */
export function redact(message: string): string {
  return (
    message
      .replace(/[^\s<>"'@]+@[^\s<>"'@]+\.[a-z]{2,}/gi, "[email]")
      .replace(/(?:\+?61|0)[\s-]?\(?\d\)?(?:[\s-]?\d){7,8}/g, "[phone]")
      // Any other number in international (E.164) form, as an SMS gateway may echo it.
      .replace(/\+[1-9]\d{6,14}\b/g, "[phone]")
      .slice(0, 500)
  );
}
