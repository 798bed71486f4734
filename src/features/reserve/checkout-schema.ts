import { z } from "zod";
import { australianMobile } from "@/features/accounts";
import { checkbox, contactFields } from "@/features/leads";
import { PAYMENT_CHOICES, TRADE_IN_CHOICES } from "./purchase-choices";

/**
 * The checkout form's fields: who is reserving, their agreement to the refund
 * terms shown above the button, and the page's one-time request key (a double click or a resent form finds
 * the same reservation). The online purchase adds the buyer's choices.
 */
export const REFUND_TERMS_MESSAGE = "Please confirm you have read the refund terms";

const checkoutSchema = z.object({
  request_key: z
    .string({ error: "This form has expired. Please reload the page." })
    .regex(/^[A-Za-z0-9_-]{16,64}$/, "This form has expired. Please reload the page."),
  name: contactFields.name,
  email: contactFields.email,
  phone: z.string({ error: "Please enter a valid Australian mobile number" }).transform((v, ctx) => {
    const e164 = australianMobile(v);
    if (!e164) ctx.addIssue({ code: "custom", message: "Please enter a valid Australian mobile number" });
    return e164 ?? "";
  }),
  postcode: z
    .string()
    .trim()
    .optional()
    .transform((v) => (v ? v : undefined))
    .pipe(
      z
        .string()
        .regex(/^\d{4}$/, "Please enter a 4-digit postcode")
        .optional(),
    ),
  refund_terms: checkbox(false).refine((agreed) => agreed, REFUND_TERMS_MESSAGE),
});
export type CheckoutFields = z.infer<typeof checkoutSchema>;

const purchaseSchema = z.object({
  payment_method: z.enum(PAYMENT_CHOICES, { error: "Please choose cash or finance" }),
  trade_in: z.enum(TRADE_IN_CHOICES, { error: "Please say whether you have a trade-in" }),
  pickup_location: z
    .string({ error: "Please choose where to pick the car up" })
    .regex(/^\d{1,9}$/, "Please choose where to pick the car up"),
  pickup_date: z.iso.date({ error: "Please choose a pick-up date" }),
  pickup_time: z
    .string({ error: "Please choose a pick-up time" })
    .regex(/^([01]\d|2[0-3]):[0-5]\d$/, "Please choose a pick-up time"),
});
export type PurchaseFields = z.infer<typeof purchaseSchema>;

export type FieldErrors = Partial<Record<string, string>>;

function errorsOf(error: z.ZodError): FieldErrors {
  const errors: FieldErrors = {};
  for (const issue of error.issues) {
    const field = String(issue.path[0] ?? "form");
    errors[field] ??= issue.message;
  }
  return errors;
}

export function parseCheckout(
  values: Record<string, string>,
): { ok: true; value: CheckoutFields } | { ok: false; errors: FieldErrors } {
  const parsed = checkoutSchema.safeParse(values);
  return parsed.success ? { ok: true, value: parsed.data } : { ok: false, errors: errorsOf(parsed.error) };
}

/**
 * The online purchase's choices, checked against what the site offers: a pick-up location of its own, a date
 * from tomorrow to 30 days ahead and a time within business hours (9:00 to 17:00, on the half hour).
 */
export function parsePurchase(
  values: Record<string, string>,
  offer: { locationIds: number[]; today: string },
): { ok: true; value: PurchaseFields } | { ok: false; errors: FieldErrors } {
  const parsed = purchaseSchema.safeParse(values);
  if (!parsed.success) return { ok: false, errors: errorsOf(parsed.error) };
  const errors: FieldErrors = {};
  const p = parsed.data;
  if (!offer.locationIds.includes(Number(p.pickup_location)))
    errors.pickup_location = "Please choose where to pick the car up";
  const days = (Date.parse(p.pickup_date) - Date.parse(offer.today)) / 86_400_000;
  if (!(days >= 1 && days <= 30)) errors.pickup_date = "Please choose a date from tomorrow to 30 days ahead";
  if (!PICKUP_TIMES.includes(p.pickup_time)) errors.pickup_time = "Please choose a time between 9:00 am and 5:00 pm";
  return Object.keys(errors).length ? { ok: false, errors } : { ok: true, value: p };
}

/** Pick-up times offered: business hours on the half hour. */
export const PICKUP_TIMES: string[] = Array.from({ length: 17 }, (_, i) => {
  const minutes = 9 * 60 + i * 30;
  return `${String(Math.floor(minutes / 60)).padStart(2, "0")}:${minutes % 60 === 0 ? "00" : "30"}`;
});
