import { randomBytes } from "node:crypto";
import { notFound } from "next/navigation";
import type { CurrentSite } from "@/platform/site/current-site.server";
import { isGated } from "@/features/accounts/gated-routes";
import { currentShopper, requireShopper } from "@/features/accounts/shopper-session.server";
import { DemoNotice } from "@/features/reserve/components/DemoNotice";
import { paymentSetup } from "@/features/reserve/payments.server";
import { centsLabel, MIN_AMOUNT_CENTS, REFERENCE_KINDS } from "@/features/online-payment/payment-form";
import { OnlinePaymentForm } from "@/features/online-payment/components/OnlinePaymentForm";

/**
 * /online-payment: pay the dealer against a service invoice
 * or a parts order, charged at once through the payment provider. Sign-in first where the site gates it; the site's
 * 404 where it does not offer it.
 */
export async function OnlinePaymentPage({ site, cancelled }: { site: CurrentSite; cancelled: boolean }) {
  const settings = site.config.onlinePayment;
  if (!settings.enabled) notFound();
  const shopper = isGated(site.config, "/online-payment")
    ? await requireShopper(site, "/online-payment", "payment")
    : await currentShopper(site);
  const { provider } = paymentSetup();
  return (
    <div className="mx-auto max-w-2xl px-4 py-8">
      <h1 className="text-3xl font-bold">Pay online</h1>
      <p className="mt-2">
        Pay {site.config.name} for a service invoice or parts order. The amount is charged to your card at once, and a
        receipt is e-mailed to you.
      </p>
      <DemoNotice />
      {cancelled ? (
        <p role="status" className="mt-4 rounded bg-surface p-3">
          You left the payment page without paying: nothing was charged.
        </p>
      ) : null}
      {provider ? (
        <OnlinePaymentForm
          idempotencyKey={randomBytes(18).toString("base64url")}
          kinds={settings.referenceKinds.map((k) => ({ value: k, label: REFERENCE_KINDS[k] }))}
          amountHint={`In dollars and cents, from ${centsLabel(MIN_AMOUNT_CENTS)} to ${centsLabel(settings.maxAmountCents)}.`}
          prefill={{}}
        />
      ) : (
        <p role="note" className="mt-6 rounded bg-surface p-3">
          Online payment is switched off at the moment. Please call us on {site.config.contact.phone} to pay.
        </p>
      )}
      {shopper ? null : (
        <p className="mt-6 text-sm text-gray-700">You can pay without an account; your receipt comes by e-mail.</p>
      )}
    </div>
  );
}
