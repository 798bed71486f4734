import { getDb } from "@/platform/db/db.server";
import { demoPayment } from "@/platform/payments/demo-provider.db";
import type { CurrentSite } from "@/platform/site/current-site.server";
import { DemoCardForm } from "@/features/reserve/components/DemoCardForm";
import { DemoNotice } from "@/features/reserve/components/DemoNotice";
import { payOnlineDemo } from "@/features/online-payment/online-payment-actions.server";
import { paymentByProviderId } from "@/features/online-payment/online-payments.db";
import { centsLabel } from "@/features/online-payment/payment-form";

/** Whether a demo payment id is one of this site's online payments (the demo page then shows this page). */
export async function isOnlinePaymentOf(site: CurrentSite, paymentId: string): Promise<boolean> {
  const payment = await paymentByProviderId(await getDb(), paymentId);
  return payment?.siteId === site.id;
}

/** /payments/demo/{id} for an online payment: the demo provider's page, charged at once with a test card. */
export async function OnlineDemoPaymentPage({ paymentId }: { paymentId: string }) {
  const payment = await demoPayment(await getDb(), paymentId);
  if (!payment) return null;
  const amount = centsLabel(payment.amountCents);
  return (
    <div className="mx-auto max-w-2xl px-4 py-8">
      <h1 className="text-3xl font-bold">Pay online (demo)</h1>
      <DemoNotice />
      <p className="mt-4">{payment.description}</p>
      <p className="mt-2 text-lg font-semibold">Amount: {amount} AUD, charged at once.</p>
      {payment.status === "awaiting_payment" ? (
        <DemoCardForm paymentId={payment.id} amount={amount} pay={payOnlineDemo} verb="Pay" />
      ) : (
        <p role="status" className="mt-6 rounded bg-surface p-3">
          This payment is {payment.status === "captured" ? "paid" : payment.status.replace("_", " ")}.{" "}
          <a className="underline" href={payment.returnUrl}>
            See your receipt
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
