import type { FieldErrors } from "./checkout-schema";

/** What the checkout form shows after a try: field errors, a message about the whole form, the values typed. */
export interface CheckoutState {
  status: "idle" | "invalid" | "failed";
  errors: FieldErrors;
  formError: string | null;
  values: Record<string, string>;
}

export const IDLE_CHECKOUT: CheckoutState = { status: "idle", errors: {}, formError: null, values: {} };

/** The form's text values, bounded (no field is longer than this), so nothing large is echoed back. */
export function formStrings(formData: FormData): Record<string, string> {
  const values: Record<string, string> = {};
  for (const [key, value] of formData.entries()) {
    if (typeof value === "string" && !key.startsWith("$") && key.length <= 40) values[key] = value.slice(0, 300);
  }
  return values;
}
