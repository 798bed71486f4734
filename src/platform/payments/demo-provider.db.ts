import { randomBytes } from "node:crypto";
import { and, eq, inArray, sql } from "drizzle-orm";
import type { Database } from "@/platform/db/client";
import { demoPayments } from "@/platform/db/schema";
import { PermanentPaymentError, type PaymentProvider } from "./payment-provider";

/**
 * The demo payment provider: the quick start's stand-in for a card processor when none is configured. Its page
 * (/payments/demo/{id} on the site) takes only the card processors' published test numbers, stores no card
 * number, and moves no money; every page of the flow says so. It keeps its payments in `demo_payments`, so
 * every server process agrees on them, with the same idempotency rules as the real provider.
 */
const DEMO_CARDS = { approved: "4242424242424242", declined: "4000000000000002" } as const;
export const DEMO_CARD_ERROR =
  "Card number: this demo takes only the test card 4242 4242 4242 4242; no real card is charged.";

export function demoProvider(db: () => Promise<Database>): PaymentProvider {
  return {
    kind: "demo",
    movesMoney: false,
    async startDeposit(input) {
      if (!Number.isInteger(input.amountCents) || input.amountCents <= 0)
        throw new PermanentPaymentError("the deposit must be a whole number of cents above zero");
      const d = await db();
      const [row] = await d
        .insert(demoPayments)
        .values({
          id: `demo_${randomBytes(18).toString("base64url")}`,
          idempotencyKey: input.idempotencyKey,
          amountCents: input.amountCents,
          currency: input.currency,
          description: input.description,
          reference: input.reference,
          returnUrl: input.returnUrl,
          cancelUrl: input.cancelUrl,
          expiresAt: input.expiresAt,
          captureMethod: input.capture ?? "manual",
        })
        .onConflictDoUpdate({
          target: demoPayments.idempotencyKey,
          set: { idempotencyKey: sql`excluded.idempotency_key` },
        })
        .returning({ id: demoPayments.id });
      return { paymentId: row!.id, payUrl: `/payments/demo/${row!.id}` };
    },
    async depositState(paymentId) {
      const payment = await demoPayment(await db(), paymentId);
      if (!payment) throw new PermanentPaymentError("no such demo payment");
      if (payment.status === "awaiting_payment" && payment.expiresAt.getTime() <= Date.now()) return "failed";
      return payment.status;
    },
    async capture(paymentId) {
      const d = await db();
      const moved = await d
        .update(demoPayments)
        .set({ status: "captured", updatedAt: new Date() })
        .where(and(eq(demoPayments.id, paymentId), inArray(demoPayments.status, ["authorised", "captured"])))
        .returning({ id: demoPayments.id });
      if (moved.length === 0)
        throw new PermanentPaymentError("demo payment is not authorised, so it cannot be captured");
    },
    async cancel(paymentId) {
      const d = await db();
      const [payment] = await d
        .select({ status: demoPayments.status })
        .from(demoPayments)
        .where(eq(demoPayments.id, paymentId));
      if (!payment) throw new PermanentPaymentError("no such demo payment");
      if (payment.status === "captured")
        throw new PermanentPaymentError("demo payment was already captured; refund it instead");
      await d
        .update(demoPayments)
        .set({ status: "cancelled", updatedAt: new Date() })
        .where(and(eq(demoPayments.id, paymentId), inArray(demoPayments.status, ["awaiting_payment", "authorised"])));
    },
  };
}

/** One demo payment, for its page. */
export async function demoPayment(db: Database, id: string) {
  const [row] = await db.select().from(demoPayments).where(eq(demoPayments.id, id));
  return row ?? null;
}

export type TestCardResult = { ok: true; returnUrl: string } | { ok: false; error: string };

/** The demo page's card: the approved test card authorises, the declined one fails the payment, anything else is refused. */
export async function payWithTestCard(
  db: Database,
  id: string,
  cardNumber: string,
  now = new Date(),
): Promise<TestCardResult> {
  const payment = await demoPayment(db, id);
  if (!payment) return { ok: false, error: "This payment page is not valid." };
  if (payment.status === "authorised" || payment.status === "captured")
    return { ok: true, returnUrl: payment.returnUrl };
  if (payment.status !== "awaiting_payment") return { ok: false, error: `This payment is ${payment.status}.` };
  if (payment.expiresAt.getTime() <= now.getTime()) return { ok: false, error: "This payment page has expired." };
  const digits = cardNumber.replace(/[\s-]/g, "");
  if (digits !== DEMO_CARDS.approved && digits !== DEMO_CARDS.declined) return { ok: false, error: DEMO_CARD_ERROR };
  // An automatic-capture payment (an online payment) is charged at once; a deposit is only authorised.
  const approved = payment.captureMethod === "automatic" ? "captured" : "authorised";
  const status = digits === DEMO_CARDS.approved ? approved : "failed";
  await db
    .update(demoPayments)
    .set({ status, cardLast4: digits.slice(-4), updatedAt: now })
    .where(and(eq(demoPayments.id, id), eq(demoPayments.status, "awaiting_payment")));
  return status !== "failed"
    ? { ok: true, returnUrl: payment.returnUrl }
    : { ok: false, error: "Your card was declined. (Demo test card.)" };
}
