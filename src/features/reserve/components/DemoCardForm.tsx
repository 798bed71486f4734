"use client";
import { useActionState } from "react";
import { payDemoDeposit } from "@/features/reserve/reserve-actions.server";

/**
 * The demo provider's card form: only Stripe's published test card numbers are taken, and none is stored. A payment
 * charged at once (an online payment) passes its own action and says "Pay" instead of "Authorise".
 */
export function DemoCardForm({
  paymentId,
  amount,
  pay = payDemoDeposit,
  verb = "Authorise",
}: {
  paymentId: string;
  amount: string;
  pay?: typeof payDemoDeposit;
  verb?: "Authorise" | "Pay";
}) {
  const [state, action, pending] = useActionState(pay, { error: null });
  return (
    <form action={action} noValidate className="mt-6 space-y-4" aria-busy={pending}>
      <input type="hidden" name="payment_id" value={paymentId} />
      <div>
        <label htmlFor="card_number" className="block font-semibold">
          Card number
        </label>
        <input
          id="card_number"
          name="card_number"
          inputMode="numeric"
          autoComplete="off"
          aria-invalid={state.error ? true : undefined}
          aria-describedby={state.error ? "card_number-error card_number-hint" : "card_number-hint"}
          className="mt-1 w-full max-w-xs rounded border border-gray-500 bg-white px-3 py-2 text-lg"
        />
        <p id="card_number-hint" className="mt-1 text-sm text-gray-700">
          Test card 4242 4242 4242 4242 {verb === "Pay" ? "pays" : "authorises"}; 4000 0000 0000 0002 is declined. Never
          enter a real card here.
        </p>
        {state.error ? (
          <p id="card_number-error" role="alert" className="mt-1 text-sm font-semibold text-red-700">
            {state.error}
          </p>
        ) : null}
      </div>
      <button
        type="submit"
        disabled={pending}
        className="rounded bg-primary px-6 py-3 text-lg font-semibold text-on-primary"
      >
        {verb} {amount} (demo)
      </button>
    </form>
  );
}
