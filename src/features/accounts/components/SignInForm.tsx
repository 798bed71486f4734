"use client";
import { useActionState } from "react";
import { signInStep } from "@/features/accounts/sign-in-actions.server";
import type { SignInState } from "@/features/accounts/sign-in-state";

const CONTROL = "mt-1 w-full max-w-xs rounded border border-gray-500 bg-white px-3 py-2 text-lg";
const BUTTON = "rounded bg-primary px-5 py-2 font-semibold text-on-primary disabled:opacity-60";

/**
 * Sign-in by mobile number and SMS code. One server action does both steps, with or without JavaScript;
 * the code field lets phones offer the code from the message (autocomplete one-time-code).
 */
export function SignInForm({ initial }: { initial: SignInState }) {
  const [state, action, pending] = useActionState(signInStep, initial);
  const carried = (
    <>
      <input type="hidden" name="redirect" value={state.redirect} />
      <input type="hidden" name="back" value={state.back} />
      <input type="hidden" name="type" value={state.kind} />
    </>
  );
  const error = (field: "mobile" | "code") =>
    state.fieldError?.field === field ? (
      <p id={`${field}-error`} className="mt-1 text-sm font-semibold text-red-700">
        {state.fieldError.message}
      </p>
    ) : null;
  return (
    <div className="mt-6 space-y-4" aria-busy={pending}>
      {state.formError ? (
        <p role="alert" className="rounded border border-red-700 bg-red-50 p-3 font-semibold text-red-800">
          {state.formError}
        </p>
      ) : null}
      {state.notice ? (
        <p role="status" className="rounded bg-surface p-3">
          {state.notice}
        </p>
      ) : null}
      {state.step === "mobile" ? (
        <form action={action} noValidate className="space-y-4">
          {carried}
          <input type="hidden" name="intent" value="send" />
          <div>
            <label htmlFor="mobile" className="block font-semibold">
              Mobile number
            </label>
            <input
              id="mobile"
              name="mobile"
              type="tel"
              inputMode="tel"
              autoComplete="tel"
              required
              defaultValue={state.mobileValue}
              aria-invalid={state.fieldError?.field === "mobile" ? true : undefined}
              aria-describedby={state.fieldError?.field === "mobile" ? "mobile-error mobile-hint" : "mobile-hint"}
              className={CONTROL}
            />
            <p id="mobile-hint" className="mt-1 text-sm text-gray-700">
              An Australian mobile, e.g. 0400 000 000. We text you a code; standard rates may apply.
            </p>
            {error("mobile")}
          </div>
          <button type="submit" className={BUTTON} disabled={pending}>
            Send code
          </button>
        </form>
      ) : (
        <>
          <form action={action} noValidate className="space-y-4">
            {carried}
            <input type="hidden" name="intent" value="verify" />
            <input type="hidden" name="phone" value={state.phone ?? ""} />
            <div>
              <label htmlFor="code" className="block font-semibold">
                6-digit code
              </label>
              <input
                id="code"
                name="code"
                type="text"
                inputMode="numeric"
                autoComplete="one-time-code"
                maxLength={9}
                required
                aria-invalid={state.fieldError?.field === "code" ? true : undefined}
                aria-describedby={state.fieldError?.field === "code" ? "code-error" : undefined}
                className={CONTROL}
              />
              {error("code")}
            </div>
            <button type="submit" className={BUTTON} disabled={pending}>
              Sign in
            </button>
          </form>
          <form action={action} className="flex flex-wrap items-center gap-4">
            {carried}
            <input type="hidden" name="intent" value="send" />
            <input type="hidden" name="mobile" value={state.phone ?? ""} />
            <button type="submit" className="underline" disabled={pending}>
              Send a new code
            </button>
          </form>
        </>
      )}
    </div>
  );
}
