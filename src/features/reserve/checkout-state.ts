import type { FieldErrors } from "./checkout-schema";

/** What the checkout form shows after a try: field errors, a message about the whole form, the values typed. */
export interface CheckoutState {
  status: "idle" | "invalid" | "failed";
  errors: FieldErrors;
  formError: string | null;
  values: Record<string, string>;
}

export const IDLE_CHECKOUT: CheckoutState = { status: "idle", errors: {}, formError: null, values: {} };
