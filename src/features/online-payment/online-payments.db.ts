import { randomBytes } from "node:crypto";
import { and, eq, isNull } from "drizzle-orm";
import type { Database } from "@/platform/db/client";
import { onlinePayments } from "@/platform/db/schema";
import type { PaymentProvider } from "@/platform/payments/payment-provider";
import type { PaymentFields } from "./payment-form";

export type OnlinePayment = typeof onlinePayments.$inferSelect;

/** How long the provider's payment page takes payment (Stripe allows 30 minutes to 24 hours). */
const PAY_PAGE_MINUTES = 60;

export interface StartPayment {
  siteId: number;
  userId: string | null;
  fields: PaymentFields;
  phone: string | null;
  origin: string;
  description: string;
  now: Date;
}

/** The receipt page's address: the row's id and its secret key. */
export function receiptPath(p: Pick<OnlinePayment, "id" | "receiptKey">): string {
  return `/online-payment/receipt/${p.id}?key=${p.receiptKey}`;
}

/**
 * Starts (or finds) the payment for a submitted form. The form's idempotency key is unique per site, so every
 * submission of one form (a double click, a retry after a lost answer, two at once) lands on one row; the provider is
 * then asked with a key derived from that row, so it makes one payment page and charges at most once.
 */
export async function startOnlinePayment(
  db: Database,
  provider: PaymentProvider,
  input: StartPayment,
): Promise<OnlinePayment> {
  const f = input.fields;
  const [inserted] = await db
    .insert(onlinePayments)
    .values({
      siteId: input.siteId,
      userId: input.userId,
      idempotencyKey: f.idempotencyKey,
      receiptKey: randomBytes(24).toString("base64url"),
      amountCents: f.amountCents,
      referenceKind: f.referenceKind,
      reference: f.reference,
      payer: { name: f.name, email: f.email, phone: input.phone, note: f.note },
      origin: input.origin,
      paymentProvider: provider.kind,
    })
    .onConflictDoNothing({ target: [onlinePayments.siteId, onlinePayments.idempotencyKey] })
    .returning();
  const row = inserted ?? (await paymentByKey(db, input.siteId, f.idempotencyKey));
  if (!row) throw new Error("online payment vanished after its insert");
  if (row.state !== "awaiting_payment" || row.payUrl) return row;
  const started = await provider.startDeposit({
    amountCents: row.amountCents,
    currency: "aud",
    description: input.description,
    reference: `online-payment-${row.id}`,
    idempotencyKey: `online-payment-${row.id}`,
    customerEmail: row.payer.email,
    returnUrl: `${row.origin}${receiptPath(row)}`,
    cancelUrl: `${row.origin}/online-payment?cancelled=${row.id}`,
    expiresAt: new Date(input.now.getTime() + PAY_PAGE_MINUTES * 60_000),
    capture: "automatic",
  });
  const [updated] = await db
    .update(onlinePayments)
    .set({ paymentId: started.paymentId, payUrl: started.payUrl })
    .where(and(eq(onlinePayments.id, row.id), isNull(onlinePayments.paymentId)))
    .returning();
  return updated ?? (await paymentById(db, input.siteId, row.id))!;
}

async function paymentByKey(db: Database, siteId: number, key: string): Promise<OnlinePayment | null> {
  const [row] = await db
    .select()
    .from(onlinePayments)
    .where(and(eq(onlinePayments.siteId, siteId), eq(onlinePayments.idempotencyKey, key)));
  return row ?? null;
}

/** One site's payment by id (never another site's). */
export async function paymentById(db: Database, siteId: number, id: number): Promise<OnlinePayment | null> {
  const [row] = await db
    .select()
    .from(onlinePayments)
    .where(and(eq(onlinePayments.siteId, siteId), eq(onlinePayments.id, id)));
  return row ?? null;
}

/** The payment a provider's payment id belongs to (the demo page checks its site with it). */
export async function paymentByProviderId(db: Database, paymentId: string): Promise<OnlinePayment | null> {
  const [row] = await db.select().from(onlinePayments).where(eq(onlinePayments.paymentId, paymentId));
  return row ?? null;
}

/**
 * Marks a waiting payment paid, once: only the request whose update moves it from awaiting_payment runs `onPaid` (the
 * dealer's notice and the receipt), in the same transaction, so a reload or a webhook racing the return never sends
 * them twice.
 */
export async function markPaid(
  db: Database,
  id: number,
  now: Date,
  onPaid: (tx: Database, row: OnlinePayment) => Promise<number>,
): Promise<OnlinePayment | null> {
  return db.transaction(async (tx) => {
    const [row] = await tx
      .update(onlinePayments)
      .set({ state: "paid", paidAt: now })
      .where(and(eq(onlinePayments.id, id), eq(onlinePayments.state, "awaiting_payment")))
      .returning();
    if (!row) return null;
    // A transaction offers every query a database does (nested transactions become savepoints).
    const leadId = await onPaid(tx as unknown as Database, row);
    const [withLead] = await tx.update(onlinePayments).set({ leadId }).where(eq(onlinePayments.id, id)).returning();
    return withLead ?? row;
  });
}

/** A payment refused, cancelled or whose page expired: nothing was charged. */
export async function markFailed(db: Database, id: number): Promise<void> {
  await db
    .update(onlinePayments)
    .set({ state: "failed" })
    .where(and(eq(onlinePayments.id, id), eq(onlinePayments.state, "awaiting_payment")));
}
