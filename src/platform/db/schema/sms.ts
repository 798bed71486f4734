import { index, integer, pgTable, text, timestamp } from "drizzle-orm/pg-core";
import { siteRowColumns, createdAtColumn } from "./columns";

export const SMS_STATUSES = ["pending", "sent", "failed", "expired", "withdrawn"] as const;

/**
 * The SMS outbox, the same kind as the lead outbox: a message is stored first, then workers claim due
 * messages with a lease, send them through the configured gateway and retry with backoff. A message
 * may carry an expiry (a sign-in code is worthless after five minutes): past it, it is never sent.
 * The body is erased once the message is sent, failed, expired or withdrawn, so no code outlives its use here.
 */
export const smsOutbox = pgTable(
  "sms_outbox",
  {
    ...siteRowColumns(),
    /** E.164. */
    toPhone: text("to_phone").notNull(),
    /** Emptied once the message is no longer due. */
    body: text("body").notNull(),
    /** What the message is for, e.g. "sign-in-code". */
    purpose: text("purpose").notNull(),
    /**
     * What the message is about, when something can stop it before it is sent (an alert's "saved-search:12"): an
     * unsubscribe withdraws the queued, unsent messages about what it stops. Null for a message nothing withdraws.
     */
    about: text("about"),
    status: text("status", { enum: SMS_STATUSES }).notNull().default("pending"),
    attempts: integer("attempts").notNull().default(0),
    nextAttemptAt: timestamp("next_attempt_at", { withTimezone: true }).notNull().defaultNow(),
    expiresAt: timestamp("expires_at", { withTimezone: true }),
    lastError: text("last_error"),
    sentAt: timestamp("sent_at", { withTimezone: true }),
    createdAt: createdAtColumn(),
  },
  (t) => [index("sms_outbox_due_idx").on(t.status, t.nextAttemptAt)],
);
