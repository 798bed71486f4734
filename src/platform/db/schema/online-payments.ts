import { index, integer, jsonb, pgTable, text, timestamp, uniqueIndex } from "drizzle-orm/pg-core";
import { siteRowColumns, createdAtColumn } from "./columns";
import { authUsers } from "./accounts";
import { leads } from "./leads";

export const ONLINE_PAYMENT_STATES = ["awaiting_payment", "paid", "failed"] as const;

/**
 * A payment to the dealer against a reference (a service invoice, a parts order), charged at once. The form's
 * idempotency key is unique per site, so a retried or doubled submission finds the same row and, through the provider's
 * own idempotency key (derived from this row's id), the same single charge.
 */
export const onlinePayments = pgTable(
  "online_payments",
  {
    ...siteRowColumns(),
    /** The signed-in payer, if any; unlinked when the account is deleted. */
    userId: text("user_id").references(() => authUsers.id, { onDelete: "set null" }),
    idempotencyKey: text("idempotency_key").notNull(),
    /** The receipt page's secret (its link works without an account). */
    receiptKey: text("receipt_key").notNull(),
    state: text("state", { enum: ONLINE_PAYMENT_STATES }).notNull().default("awaiting_payment"),
    amountCents: integer("amount_cents").notNull(),
    currency: text("currency").notNull().default("aud"),
    referenceKind: text("reference_kind").notNull(),
    reference: text("reference").notNull(),
    payer: jsonb("payer").$type<{ name: string; email: string; phone: string | null; note: string | null }>().notNull(),
    /** The site's address the payer paid on: the receipt's links use it. */
    origin: text("origin").notNull(),
    paymentProvider: text("payment_provider").notNull(),
    paymentId: text("payment_id"),
    payUrl: text("pay_url"),
    leadId: integer("lead_id").references(() => leads.id, { onDelete: "set null" }),
    paidAt: timestamp("paid_at", { withTimezone: true }),
    createdAt: createdAtColumn(),
  },
  (t) => [
    uniqueIndex("online_payments_site_idempotency_key").on(t.siteId, t.idempotencyKey),
    index("online_payments_payment_idx").on(t.paymentId),
  ],
);
