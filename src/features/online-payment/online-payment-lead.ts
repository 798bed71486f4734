import { siteMomentFormat } from "@/platform/site/site-moment";
import type { SiteConfig } from "@/platform/site/config-schema";
import type { LeadDraft } from "@/features/leads";
import { centsLabel, REFERENCE_KINDS, type ReferenceKind } from "./payment-form";

/** A paid online payment, as the dealer's notice and the payer's receipt tell it. */
export interface PaidPayment {
  id: number;
  userId: string | null;
  amountCents: number;
  referenceKind: string;
  reference: string;
  payer: { name: string; email: string; phone: string | null; note: string | null };
  origin: string;
  paymentId: string | null;
  paidAt: Date;
  /** False for the demo provider: the receipt and the notice then say no money moved. */
  movesMoney: boolean;
}

const PAYMENT_CATEGORY = "Online Payment";

export function kindLabel(kind: string): string {
  return REFERENCE_KINDS[kind as ReferenceKind] ?? kind;
}

/** When it was paid, in the site's time zone: "Wednesday 25 November 2026, 8:45 pm AWST". */
function paidAtText(paidAt: Date, timeZone: string): string {
  return siteMomentFormat(timeZone).format(paidAt);
}

/** What the dealer reads (ADF comments and the plain-text e-mail) and the receipt repeats. */
export function paymentAnswers(p: PaidPayment, timeZone: string): Record<string, string> {
  return {
    "Payment for": kindLabel(p.referenceKind),
    Reference: p.reference,
    Amount: `${centsLabel(p.amountCents)} AUD`,
    Paid: paidAtText(p.paidAt, timeZone),
    "Receipt number": `OP-${p.id}`,
    ...(p.paymentId ? { "Payment id": p.paymentId } : {}),
    ...(p.payer.note ? { Note: p.payer.note } : {}),
    ...(p.movesMoney ? {} : { Demo: "Demo payment provider: no money moved." }),
  };
}

/** The payer's receipt e-mail. */
function receiptEmail(p: PaidPayment, site: { name: string; timeZone: string }, receiptUrl: string) {
  const lines = Object.entries(paymentAnswers(p, site.timeZone)).map(([k, v]) => `${k}: ${v}`);
  return {
    subject: `Receipt ${`OP-${p.id}`}: ${centsLabel(p.amountCents)} paid to ${site.name}`,
    text: [
      `Hello ${p.payer.name},`,
      "",
      `Thank you. ${site.name} has received your payment.`,
      "",
      ...lines,
      "",
      `Your receipt: ${receiptUrl}`,
    ].join("\n"),
  };
}

/**
 * The dealer's notice of a payment (category Online Payment, the kind as subcategory), with the payer's receipt in the
 * same outbox. It goes to the site's first dealership, routed like any lead of its category.
 */
export function onlinePaymentLead(
  site: { id: number; config: Pick<SiteConfig, "name" | "leads" | "timeZone"> },
  p: PaidPayment,
  place: { dealerships: { id: number; name: string; leadEmail: string }[] },
  receiptUrl: string,
): LeadDraft {
  const dealership = place.dealerships[0];
  if (!dealership) throw new Error(`site ${site.id} has no dealership to receive online payment ${p.id}`);
  const subcategory = kindLabel(p.referenceKind);
  return {
    site,
    origin: p.origin,
    url: `${p.origin}/online-payment`,
    category: PAYMENT_CATEGORY,
    subcategory,
    dealership,
    customer: { name: p.payer.name, email: p.payer.email, phone: p.payer.phone },
    message: p.payer.note,
    answers: paymentAnswers(p, site.config.timeZone),
    userId: p.userId,
    event: { name: "online_payment", params: { online_payment_id: p.id, amount_cents: p.amountCents } },
    receipt: {
      to: p.payer.email,
      ...receiptEmail(p, { name: site.config.name, timeZone: site.config.timeZone }, receiptUrl),
    },
  };
}
