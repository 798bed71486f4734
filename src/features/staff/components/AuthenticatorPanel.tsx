"use client";
import { useActionState, type ReactNode } from "react";
import { Field } from "@/ui/Field";
import { FormError } from "@/ui/FormMessages";
import { confirmAuthenticator, type ConfirmState } from "@/features/staff/account-actions.server";

const INITIAL: ConfirmState = { error: null, backupCodes: null };

/**
 * The account page's authenticator section: what the server says of it (children), and while it is being set up the
 * form for its first code, which turns it on; then the backup codes, shown this once. The form posts to a server
 * action, so it works before any script has loaded. The section stays mounted when the page is drawn again after the
 * action (the authenticator now on), so the codes stay on screen until the member leaves the page.
 */
export function AuthenticatorPanel({ confirming, children }: { confirming: boolean; children: ReactNode }) {
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
  if (!confirming) return children;
  return (
    <>
      {children}
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
    </>
  );
}
