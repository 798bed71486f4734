"use client";
import { useActionState } from "react";
import { startPayment, type PaymentFormState } from "@/features/online-payment/online-payment-actions.server";
import { Field } from "@/ui/Field";
import { ContactFields } from "@/ui/ContactFields";
import { ErrorSummary, FieldError, FormError } from "@/ui/FormMessages";
import { SelectField } from "@/ui/SelectField";
import { CONTROL, SUBMIT_BUTTON, formReaders } from "@/ui/form-control";

const IDLE: PaymentFormState = { status: "idle", errors: {}, formError: null, values: {} };

export interface OnlinePaymentFormProps {
  idempotencyKey: string;
  kinds: { value: string; label: string }[];
  amountHint: string;
  prefill: { name?: string };
}

/**
 * The online payment form: what it is for, the reference and amount, and who pays. One server action, with
 * or without JavaScript; the form's idempotency key makes a double click or a resend one payment.
 */
export function OnlinePaymentForm(props: OnlinePaymentFormProps) {
  const [state, action, pending] = useActionState(startPayment, IDLE);
  const { value, error } = formReaders(state);
  return (
    <form action={action} noValidate className="mt-6 space-y-5" aria-busy={pending}>
      <FormError message={state.formError} />
      {state.status === "invalid" ? <ErrorSummary errors={state.errors} /> : null}
      <input type="hidden" name="idempotency_key" value={props.idempotencyKey} />
      <fieldset className="space-y-4">
        <legend className="text-xl font-bold">What you are paying</legend>
        <SelectField
          name="reference_kind"
          label="Payment for"
          options={props.kinds.map((k) => [k.value, k.label])}
          value={value("reference_kind", props.kinds[0]?.value)}
          error={error("reference_kind")}
        />
        <Field
          name="reference"
          label="Reference"
          defaultValue={value("reference")}
          error={error("reference")}
          hint="The invoice or order number as printed, e.g. INV-20431 (3 to 30 characters)."
        />
        <Field
          name="amount"
          label="Amount (AUD)"
          inputMode="text"
          defaultValue={value("amount")}
          error={error("amount")}
          hint={props.amountHint}
        />
      </fieldset>
      <fieldset className="space-y-4">
        <legend className="text-xl font-bold">Your details</legend>
        <ContactFields value={value} error={error} prefill={props.prefill} emailHint="Your receipt is sent here." />
        <div>
          <label htmlFor="note" className="block font-semibold">
            Note for us (optional)
          </label>
          <textarea
            id="note"
            name="note"
            rows={3}
            maxLength={300}
            defaultValue={value("note")}
            aria-invalid={error("note") ? true : undefined}
            aria-describedby={error("note") ? "note-error" : undefined}
            className={CONTROL}
          />
          <FieldError name="note" error={error("note")} />
        </div>
      </fieldset>
      <button type="submit" disabled={pending} className={SUBMIT_BUTTON}>
        Continue to payment
      </button>
    </form>
  );
}
