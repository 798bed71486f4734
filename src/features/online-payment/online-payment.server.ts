import "server-only";
import { timingSafeEqual } from "node:crypto";
import { getDb } from "@/platform/db/db.server";
import { type CurrentSite } from "@/platform/site/current-site.server";
import { nudgeLeadDelivery, recordLeadIn } from "@/features/leads/index.server";
import { leadDealerships } from "@/features/locations/index.server";
import { paymentSetup } from "@/features/reserve/index.server";
import { onlinePaymentLead } from "./online-payment-lead";
import { markFailed, markPaid, paymentById, receiptPath, type OnlinePayment } from "./online-payments.db";

/**
 * Brings a waiting payment up to date with the provider (the payer's return, a reload, the demo's card page, Stripe's
 * webhook): charged, it is paid and the dealer's notice and the payer's receipt are stored with it, once; refused,
 * cancelled or expired, it failed and nothing was charged.
 */
export async function settleOnlinePayment(site: CurrentSite, payment: OnlinePayment): Promise<OnlinePayment> {
  const { provider } = paymentSetup();
  if (payment.state !== "awaiting_payment" || !payment.paymentId || !provider) return payment;
  const state = await provider.depositState(payment.paymentId);
  const db = await getDb();
  if (state === "captured") {
    const dealerships = await leadDealerships(site);
    const paid = await markPaid(db, payment.id, new Date(), (tx, row) =>
      recordLeadIn(
        tx,
        onlinePaymentLead(
          site,
          { ...row, paidAt: row.paidAt ?? new Date(), movesMoney: provider.movesMoney },
          { dealerships },
          `${row.origin}${receiptPath(row)}`,
        ),
      ),
    );
    if (paid) nudgeLeadDelivery();
  } else if (state === "failed" || state === "cancelled") await markFailed(db, payment.id);
  return (await paymentById(db, site.id, payment.id)) ?? payment;
}

/** The payment a receipt link names, when its key is the payment's own (compared in constant time). */
export async function paymentForReceipt(site: CurrentSite, id: number, key: string): Promise<OnlinePayment | null> {
  if (!Number.isSafeInteger(id) || id <= 0 || !/^[A-Za-z0-9_-]{32}$/.test(key)) return null;
  const payment = await paymentById(await getDb(), site.id, id);
  if (!payment) return null;
  const a = Buffer.from(payment.receiptKey);
  const b = Buffer.from(key);
  return a.length === b.length && timingSafeEqual(a, b) ? payment : null;
}
