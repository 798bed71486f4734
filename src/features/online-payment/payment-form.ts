import { z } from "zod";
import { contactFields } from "@/features/leads";

/**
 * The online payment form: what the payment is against (a service invoice, a parts order), its reference,
 * the amount, and who pays (the receipt goes to their e-mail). Limits, stated on the form:
 * - amount: dollars and cents, at least $0.50 (Stripe's smallest charge in AUD) and at most the site's
 *   onlinePayment.maxAmountCents (platform default $20,000); held in whole cents;
 * - reference: 3 to 30 letters, digits, spaces, '-', '/' or '#', starting and ending with a letter or digit;
 * - note: optional, up to 300 characters (the longest value a form's state keeps);
 * - the form's idempotency key: 16 to 64 URL-safe characters, made when the page is drawn.
 */
export const MIN_AMOUNT_CENTS = 50;

export const REFERENCE_KINDS = {
  "service-invoice": "Service invoice",
  "parts-order": "Parts order",
  other: "Other",
} as const;
export type ReferenceKind = keyof typeof REFERENCE_KINDS;

/** "$1,234.5", "1234.50" and "1234" read as cents; null for anything else (three decimals, letters, a minus). */
export function amountToCents(typed: string): number | null {
  const cleaned = typed.trim().replace(/^\$/, "").replace(/,/g, "");
  const match = /^(\d{1,9})(?:\.(\d{1,2}))?$/.exec(cleaned);
  if (!match) return null;
  return Number(match[1]) * 100 + Number((match[2] ?? "0").padEnd(2, "0"));
}

/** Cents as the receipt writes them: "$1,234.50". */
export function centsLabel(cents: number): string {
  return `$${(cents / 100).toLocaleString("en-AU", { minimumFractionDigits: 2, maximumFractionDigits: 2 })}`;
}

export interface PaymentFields {
  idempotencyKey: string;
  referenceKind: ReferenceKind;
  reference: string;
  amountCents: number;
  name: string;
  email: string;
  note: string | null;
}

export type FieldErrors = Partial<Record<string, string>>;

export function parsePaymentForm(
  values: Record<string, string>,
  site: { maxAmountCents: number; referenceKinds: readonly ReferenceKind[] },
): { ok: true; value: PaymentFields } | { ok: false; errors: FieldErrors } {
  const amountMessage = `Amount: enter an amount from ${centsLabel(MIN_AMOUNT_CENTS)} to ${centsLabel(site.maxAmountCents)}, in dollars and cents`;
  const kinds = site.referenceKinds as [ReferenceKind, ...ReferenceKind[]];
  const schema = z.object({
    idempotency_key: z
      .string({ error: "This form has expired. Please reload the page." })
      .regex(/^[A-Za-z0-9_-]{16,64}$/, "This form has expired. Please reload the page."),
    reference_kind: z.enum(kinds, { error: "Payment for: please choose what you are paying" }),
    reference: z
      .string({ error: "Reference: please enter the invoice or order number" })
      .trim()
      .min(1, "Reference: please enter the invoice or order number")
      .regex(
        /^[A-Za-z0-9][A-Za-z0-9 /#-]{1,28}[A-Za-z0-9]$/,
        "Reference: 3 to 30 letters, digits, spaces, '-', '/' or '#', as printed on your invoice or order",
      ),
    amount: z.string({ error: amountMessage }).transform((v, ctx) => {
      const cents = amountToCents(v);
      if (cents === null || cents < MIN_AMOUNT_CENTS || cents > site.maxAmountCents) {
        ctx.addIssue({ code: "custom", message: amountMessage });
        return z.NEVER;
      }
      return cents;
    }),
    name: z
      .string({ error: "Name: please enter your name" })
      .trim()
      .min(1, "Name: please enter your name")
      .max(100, "Name: at most 100 characters"),
    email: contactFields.email,
    note: z
      .string()
      .trim()
      .max(300, "Note: at most 300 characters")
      .optional()
      .transform((v) => v || null),
  });
  const parsed = schema.safeParse(values);
  if (!parsed.success) {
    const errors: FieldErrors = {};
    for (const issue of parsed.error.issues) errors[String(issue.path[0] ?? "form")] ??= issue.message;
    return { ok: false, errors };
  }
  const d = parsed.data;
  return {
    ok: true,
    value: {
      idempotencyKey: d.idempotency_key,
      referenceKind: d.reference_kind,
      reference: d.reference.replace(/\s+/g, " "),
      amountCents: d.amount,
      name: d.name,
      email: d.email,
      note: d.note,
    },
  };
}
