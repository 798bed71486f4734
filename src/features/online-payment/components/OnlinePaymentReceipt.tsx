import { notFound } from "next/navigation";
import type { CurrentSite } from "@/platform/site/current-site.server";
import { DemoNotice, paymentSetup } from "@/features/reserve/index.server";
import { paymentAnswers } from "@/features/online-payment/online-payment-lead";
import { paymentForReceipt, settleOnlinePayment } from "@/features/online-payment/online-payment.server";
import { centsLabel } from "@/features/online-payment/payment-form";

/**
 * /online-payment/receipt/{id}?key=...: where the payer comes back from the payment page. Reading it asks the provider
 * once more, so the payment is recorded (and the dealer told) even if the provider's webhook has not come yet.
 */
export async function OnlinePaymentReceipt({
  site,
  id,
  paymentKey,
}: {
  site: CurrentSite;
  id: number;
  paymentKey: string;
}) {
  const found = await paymentForReceipt(site, id, paymentKey);
  if (!found) notFound();
  const payment = await settleOnlinePayment(site, found);
  const movesMoney = paymentSetup().provider?.movesMoney ?? true;
  return (
    <div className="mx-auto max-w-2xl px-4 py-8">
      {payment.state === "paid" && payment.paidAt ? (
        <>
          <h1 className="text-3xl font-bold">Receipt OP-{payment.id}</h1>
          <p role="status" className="mt-4 rounded bg-surface p-3 font-semibold">
            Thank you: {centsLabel(payment.amountCents)} paid to {site.config.name}. A receipt has been e-mailed to you.
          </p>
          <DemoNotice />
          <dl className="mt-6 grid grid-cols-[max-content_1fr] gap-x-6 gap-y-2">
            {Object.entries(
              paymentAnswers({ ...payment, paidAt: payment.paidAt, movesMoney }, site.config.timeZone),
            ).map(([label, text]) => (
              <div key={label} className="contents">
                <dt className="font-semibold">{label}</dt>
                <dd>{text}</dd>
              </div>
            ))}
          </dl>
        </>
      ) : payment.state === "failed" ? (
        <>
          <h1 className="text-3xl font-bold">Payment not made</h1>
          <p role="status" className="mt-4 rounded bg-surface p-3">
            This payment did not go through, and nothing was charged.{" "}
            <a className="underline" href="/online-payment">
              Try again
            </a>
          </p>
        </>
      ) : (
        <>
          <h1 className="text-3xl font-bold">Payment waiting</h1>
          <p role="status" className="mt-4 rounded bg-surface p-3">
            We have not received this payment yet.{" "}
            {payment.payUrl ? (
              <a className="underline" href={payment.payUrl}>
                Go to the payment page
              </a>
            ) : null}
          </p>
        </>
      )}
    </div>
  );
}
