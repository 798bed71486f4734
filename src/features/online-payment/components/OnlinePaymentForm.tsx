"use client";
import { useActionState } from "react";
import { startPayment, type PaymentFormState } from "@/features/online-payment/online-payment-actions.server";
import { Field } from "@/ui/Field";

const IDLE: PaymentFormState = { status: "idle", errors: {}, formError: null, values: {} };
const CONTROL = "mt-1 w-full max-w-md rounded border border-gray-500 bg-white px-3 py-2 text-lg";

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
  const value = (name: string, fallback = "") => state.values[name] ?? fallback;
  const error = (name: string) => state.errors[name];
  const described = (name: string, hint?: boolean) =>
    [error(name) ? `${name}-error` : null, hint ? `${name}-hint` : null].filter(Boolean).join(" ") || undefined;
  return (
    <form action={action} noValidate className="mt-6 space-y-5" aria-busy={pending}>
      {state.formError ? (
        <p role="alert" className="rounded border border-red-700 bg-red-50 p-3 font-semibold text-red-800">
          {state.formError}
        </p>
      ) : null}
      {state.status === "invalid" ? (
        <div role="alert" className="text-red-800">
          <p className="font-semibold">Please fix the following errors:</p>
          <ul className="mt-1 list-disc pl-6">
            {Object.entries(state.errors).map(([field, message]) => (
              <li key={field}>{message}</li>
            ))}
          </ul>
        </div>
      ) : null}
      <input type="hidden" name="idempotency_key" value={props.idempotencyKey} />
      <fieldset className="space-y-4">
        <legend className="text-xl font-bold">What you are paying</legend>
        <div>
          <label htmlFor="reference_kind" className="block font-semibold">
            Payment for
          </label>
          {/* Keyed by its value: React applies a select's defaultValue only on mount, and resets the form after
              each try. */}
          <select
            key={value("reference_kind", props.kinds[0]?.value)}
            id="reference_kind"
            name="reference_kind"
            defaultValue={value("reference_kind", props.kinds[0]?.value)}
            aria-invalid={error("reference_kind") ? true : undefined}
            aria-describedby={described("reference_kind")}
            className={CONTROL}
          >
            {props.kinds.map((k) => (
              <option key={k.value} value={k.value}>
                {k.label}
              </option>
            ))}
          </select>
          {error("reference_kind") ? (
            <p id="reference_kind-error" className="mt-1 text-sm font-semibold text-red-700">
              {error("reference_kind")}
            </p>
          ) : null}
        </div>
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
        <Field
          name="name"
          label="Full name"
          autoComplete="name"
          defaultValue={value("name", props.prefill.name)}
          error={error("name")}
        />
        <Field
          name="email"
          label="E-mail"
          type="email"
          autoComplete="email"
          defaultValue={value("email")}
          error={error("email")}
          hint="Your receipt is sent here."
        />
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
            aria-describedby={described("note")}
            className={CONTROL}
          />
          {error("note") ? (
            <p id="note-error" className="mt-1 text-sm font-semibold text-red-700">
              {error("note")}
            </p>
          ) : null}
        </div>
      </fieldset>
      <button
        type="submit"
        disabled={pending}
        className="rounded bg-primary px-6 py-3 text-lg font-semibold text-on-primary disabled:opacity-60"
      >
        Continue to payment
      </button>
    </form>
  );
}
