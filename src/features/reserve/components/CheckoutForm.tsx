"use client";
import { useActionState } from "react";
import { reserveCar } from "@/features/reserve/reserve-actions.server";
import { IDLE_CHECKOUT } from "@/features/reserve/checkout-state";
import { PurchaseFieldset, type PurchaseOptions } from "./PurchaseFieldset";
import { Field } from "@/ui/Field";
import { ContactFields } from "@/ui/ContactFields";
import { FieldError, FormError } from "@/ui/FormMessages";
import { SUBMIT_BUTTON, formReaders } from "@/ui/form-control";

export interface CheckoutFormProps {
  carSlug: string;
  mode: "reserve" | "purchase";
  requestKey: string;
  deposit: string;
  prefill: { name?: string; email?: string; phone?: string };
  purchase: PurchaseOptions | null;
}

/**
 * The checkout form: who is reserving, the refund terms to agree to, then the deposit's payment page.
 * One server action, with or without JavaScript; the request key makes a double click one reservation.
 */
export function CheckoutForm(props: CheckoutFormProps) {
  const [state, action, pending] = useActionState(reserveCar, IDLE_CHECKOUT);
  const { value, error } = formReaders(state);
  return (
    <form action={action} noValidate className="mt-6 space-y-5" aria-busy={pending}>
      <FormError message={state.formError} />
      {state.status === "invalid" ? (
        <p role="alert" className="font-semibold text-red-800">
          Please check the highlighted fields.
        </p>
      ) : null}
      <input type="hidden" name="car_slug" value={props.carSlug} />
      <input type="hidden" name="mode" value={props.mode} />
      <input type="hidden" name="request_key" value={props.requestKey} />
      <fieldset className="space-y-4">
        <legend className="text-xl font-bold">Your details</legend>
        <ContactFields
          value={value}
          error={error}
          prefill={props.prefill}
          emailHint="Your confirmation is sent here."
        />
        <Field
          name="phone"
          label="Mobile number"
          type="tel"
          autoComplete="tel"
          defaultValue={value("phone", props.prefill.phone)}
          error={error("phone")}
          hint="An Australian mobile: we text you the hold's end time."
        />
        <Field
          name="postcode"
          label="Postcode (optional)"
          autoComplete="postal-code"
          inputMode="numeric"
          defaultValue={value("postcode")}
          error={error("postcode")}
        />
      </fieldset>
      {props.purchase ? <PurchaseFieldset options={props.purchase} value={value} error={error} /> : null}
      <div>
        <label className="flex items-start gap-3">
          <input
            type="checkbox"
            name="refund_terms"
            value="on"
            defaultChecked={value("refund_terms") === "on"}
            aria-invalid={error("refund_terms") ? true : undefined}
            aria-describedby={error("refund_terms") ? "refund_terms-error" : "refund-terms"}
            className="mt-1 h-5 w-5"
          />
          <span>
            I have read the refund terms above and want to reserve this car with a {props.deposit} refundable deposit.
          </span>
        </label>
        <FieldError name="refund_terms" error={error("refund_terms")} />
      </div>
      <button type="submit" className={SUBMIT_BUTTON} disabled={pending}>
        Continue to payment: {props.deposit} deposit
      </button>
    </form>
  );
}
