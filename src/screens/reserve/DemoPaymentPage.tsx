import { notFound } from "next/navigation";
import { getDb } from "@/platform/db/db.server";
import { demoPayment } from "@/platform/payments/demo-provider.db";
import type { CurrentSite } from "@/platform/site/current-site.server";
import { reservationByPayment } from "@/features/reserve/reservations.db";
import { depositLabel } from "@/features/reserve/reserve-rules";
import { DemoCardForm } from "@/features/reserve/components/DemoCardForm";
import { DemoNotice } from "@/features/reserve/components/DemoNotice";

/**
 * /payments/demo/{id}: the demo provider's payment page, standing in for Stripe's hosted page when no payment
 * provider is configured. It says so, takes only test cards, and moves no money.
 */
export async function DemoPaymentPage({ site, paymentId }: { site: CurrentSite; paymentId: string }) {
  const db = await getDb();
  const [payment, reservation] = await Promise.all([demoPayment(db, paymentId), reservationByPayment(db, paymentId)]);
  if (!payment || !reservation || reservation.siteId !== site.id) notFound();
  const amount = depositLabel(payment.amountCents);
  return (
    <div className="mx-auto max-w-2xl px-4 py-8">
      <h1 className="text-3xl font-bold">Pay the deposit (demo)</h1>
      <DemoNotice />
      <p className="mt-4">{payment.description}</p>
      <p className="mt-2 text-lg font-semibold">Amount: {amount} AUD, authorised now, taken only if you buy the car.</p>
      {payment.status === "awaiting_payment" ? (
        <DemoCardForm paymentId={payment.id} amount={amount} />
      ) : (
        <p role="status" className="mt-6 rounded bg-surface p-3">
          This payment is {payment.status.replace("_", " ")}.{" "}
          <a className="underline" href={payment.returnUrl}>
            Back to your reservation
          </a>
        </p>
      )}
      <p className="mt-6">
        <a className="underline" href={payment.cancelUrl}>
          Cancel and go back
        </a>
      </p>
    </div>
  );
}
