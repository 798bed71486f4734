"use server";
import "server-only";
import { redirect } from "next/navigation";
import { z } from "zod";
import { getDb } from "@/platform/db/db.server";
import { allowRequest, type RateLimit } from "@/platform/http/rate-limits.server";
import { payWithTestCard } from "@/platform/payments/demo-provider.db";
import { isGated } from "@/features/accounts";
import { currentShopper } from "@/features/accounts/index.server";
import { paymentSetup } from "@/features/reserve/index.server";
import { formStrings } from "@/ui/form-strings";
import { kindLabel } from "./online-payment-lead";
import { paymentByProviderId, receiptPath, startOnlinePayment } from "./online-payments.db";
import { siteAction } from "@/platform/site/site-action.server";
import { settleOnlinePayment } from "./online-payment.server";
import { parsePaymentForm, type FieldErrors } from "./payment-form";

export interface PaymentFormState {
  status: "idle" | "invalid" | "failed";
  errors: FieldErrors;
  formError: string | null;
  values: Record<string, string>;
}

const NOT_OFFERED = "Online payment is not offered on this site.";
/** The payment form posts its fields as text; parsePaymentForm checks them against the site's payment rules. */
const paymentInput = z.record(z.string(), z.string());
const FAILED = "Something went wrong on our side and nothing was charged. Please try again.";
/** Each submission may open a payment page at the provider: a script cannot open thousands. */
const PAYMENTS_PER_CLIENT: RateLimit = { bucket: "online-payment:client", limit: 10, windowMs: 10 * 60_000 };

/** The online payment form: validates, finds or starts this form's one payment, and sends the payer to pay. */
export async function startPayment(previous: PaymentFormState, formData: FormData): Promise<PaymentFormState> {
  const values = formStrings(formData);
  const pay = siteAction(
    paymentInput,
    async (found): Promise<PaymentFormState> => {
      const { site, origin } = found;
      if (!origin || !site.config.onlinePayment.enabled)
        return { status: "failed", errors: {}, formError: NOT_OFFERED, values };
      const shopper = await currentShopper(site);
      if (!shopper && isGated(site.config, "/online-payment"))
        return { status: "failed", errors: {}, formError: "Please sign in to pay online.", values };
      const parsed = parsePaymentForm(values, site.config.onlinePayment);
      if (!parsed.ok) return { status: "invalid", errors: parsed.errors, formError: null, values };
      const { provider } = paymentSetup();
      if (!provider)
        return {
          status: "failed",
          errors: {},
          formError: "Online payment is switched off at the moment. Please call us to pay.",
          values,
        };
      if (!(await allowRequest(PAYMENTS_PER_CLIENT, found.client)))
        return {
          status: "failed",
          errors: {},
          formError: "Too many payments from this connection. Please try again in a few minutes, or call us.",
          values,
        };
      const f = parsed.value;
      const payment = await startOnlinePayment(await getDb(), provider, {
        siteId: site.id,
        userId: shopper?.userId ?? null,
        fields: f,
        phone: shopper?.phoneNumber ?? null,
        origin,
        description: `${site.config.name}: ${kindLabel(f.referenceKind).toLowerCase()} ${f.reference}`,
        now: new Date(),
      });
      if (payment.state === "failed")
        return {
          status: "failed",
          errors: {},
          formError: "This payment did not go through and nothing was charged. Please reload the page to try again.",
          values,
        };
      redirect(payment.state === "paid" || !payment.payUrl ? receiptPath(payment) : payment.payUrl);
    },
    {
      name: "online payment",
      failure: FAILED,
      noSite: NOT_OFFERED,
      answer: (formError): PaymentFormState => ({ ...previous, status: "failed", errors: {}, formError, values }),
    },
  );
  return pay(values);
}

const demoCardForm = z.object({ payment_id: z.string(), card_number: z.string() });

const payDemo = siteAction(
  demoCardForm,
  async (found, input): Promise<{ error: string | null }> => {
    const payment = found.origin ? await paymentByProviderId(await getDb(), input.payment_id) : null;
    if (!payment || payment.siteId !== found.site.id) return { error: "This payment page is not valid." };
    const paid = await payWithTestCard(await getDb(), input.payment_id, input.card_number);
    if (!paid.ok) return { error: paid.error };
    await settleOnlinePayment(found.site, payment);
    redirect(paid.returnUrl);
  },
  {
    name: "demo online payment",
    failure: "Something went wrong on our side. Nothing was charged; please try again.",
    noSite: "This payment page is not valid.",
    answer: (error) => ({ error }),
  },
);

/** The demo payment page's card form for an online payment: the test card charges at once (no money moves). */
export async function payOnlineDemo(
  _previous: { error: string | null },
  formData: FormData,
): Promise<{ error: string | null }> {
  return payDemo({
    payment_id: String(formData.get("payment_id") ?? ""),
    card_number: String(formData.get("card_number") ?? ""),
  });
}
