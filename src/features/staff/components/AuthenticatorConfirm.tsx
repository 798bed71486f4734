"use client";
import { useActionState } from "react";
import { Field } from "@/ui/Field";
import { FormError } from "@/ui/FormMessages";
import { confirmAuthenticator, type ConfirmState } from "@/features/staff/account-actions.server";

const INITIAL: ConfirmState = { error: null, backupCodes: null };

/**
 * The first code from the authenticator, which turns it on; then the backup codes, shown this once. A form posting to
 * a server action, so it works before any script has loaded.
 */
export function AuthenticatorConfirm() {
  const [state, action, pending] = useActionState(confirmAuthenticator, INITIAL);
  if (state.backupCodes)
    return (
      <div className="mt-4">
        <p role="status" className="rounded border border-green-700 bg-green-50 p-3 font-semibold text-green-900">
          Your authenticator is on.
        </p>
        <h3 className="mt-4 text-lg font-semibold">Your backup codes</h3>
        <p className="mt-1 text-gray-700">
          Keep these somewhere safe: each one signs you in once if you lose your phone. They are shown only now.
        </p>
        <ul aria-label="Backup codes" className="mt-2 grid grid-cols-2 gap-2 font-mono sm:grid-cols-5">
          {state.backupCodes.map((code) => (
            <li key={code}>{code}</li>
          ))}
        </ul>
        <p className="mt-4">
          <a href="/" className="font-semibold underline">
            Continue to the console
          </a>
        </p>
      </div>
    );
  const fieldError = state.error?.startsWith("Authenticator code:") ? state.error : undefined;
  return (
    <form action={action} noValidate className="mt-4">
      {!fieldError && <FormError message={state.error} />}
      <Field
        name="totp"
        label="Authenticator code"
        autoComplete="one-time-code"
        inputMode="numeric"
        hint="The 6-digit code the app shows for the Forecourt console."
        error={fieldError}
      />
      <button
        type="submit"
        disabled={pending}
        className="mt-4 rounded bg-gray-900 px-4 py-2 font-semibold text-white hover:bg-gray-700"
      >
        Turn on
      </button>
    </form>
  );
}
