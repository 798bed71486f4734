import type { ReactNode } from "react";
import { Field } from "@/ui/Field";
import type { signInError } from "@/features/staff/sign-in-steps";
import {
  sendStaffCode,
  verifyStaffAuthenticator,
  verifyStaffBackupCode,
  verifyStaffCode,
} from "@/features/staff/staff-sign-in-actions.server";

type StepError = ReturnType<typeof signInError>;

const BUTTON = "mt-6 rounded bg-gray-900 px-4 py-2 font-semibold text-white hover:bg-gray-700";

/** One step's frame: its heading, what it asks, and an error about the form as a whole. */
function Step({
  title,
  intro,
  error,
  children,
}: {
  title: string;
  intro: string;
  error: StepError;
  children: ReactNode;
}) {
  return (
    <main className="mx-auto max-w-md p-8">
      <h1 className="text-2xl font-bold">{title}</h1>
      <p className="mt-2 text-gray-700">{intro}</p>
      {error && error.field === null && (
        <p role="alert" className="mt-4 rounded border border-red-700 bg-red-50 p-3 text-red-800">
          {error.message}
        </p>
      )}
      {children}
    </main>
  );
}

/** A step's one field (the platform's labelled field), its error naming it when the step came back about it. */
function StepField(props: {
  name: string;
  label: string;
  error: StepError;
  type?: string;
  autoComplete: string;
  inputMode: "numeric" | "email" | "text";
}) {
  const { error, ...field } = props;
  return (
    <div className="mt-6">
      <Field {...field} error={error?.field === props.name ? `${props.label}: ${error.message}` : undefined} />
    </div>
  );
}

export function EmailStep({ error }: { error: StepError }) {
  return (
    <Step title="Sign in to the dealer console" intro="We will e-mail you a 6-digit sign-in code." error={error}>
      <form action={sendStaffCode} noValidate>
        <StepField name="email" label="Work e-mail" type="email" autoComplete="email" inputMode="email" error={error} />
        <button type="submit" className={BUTTON}>
          Send me a code
        </button>
      </form>
    </Step>
  );
}

export function CodeStep({ email, error }: { email: string; error: StepError }) {
  return (
    <Step
      title="Enter your sign-in code"
      intro={`If ${email} belongs to a staff member, a 6-digit code is on its way there. It lasts 5 minutes.`}
      error={error}
    >
      <form action={verifyStaffCode} noValidate>
        <input type="hidden" name="email" value={email} />
        <StepField
          name="code"
          label="Code from the e-mail"
          autoComplete="one-time-code"
          inputMode="numeric"
          error={error}
        />
        <button type="submit" className={BUTTON}>
          Sign in
        </button>
      </form>
      <p className="mt-6">
        <a href="/sign-in" className="underline">
          Use another address or get a new code
        </a>
      </p>
    </Step>
  );
}

export function AuthenticatorStep({ error }: { error: StepError }) {
  return (
    <Step
      title="Enter your authenticator code"
      intro="Open the authenticator app you set up for the console and enter the code it shows now."
      error={error}
    >
      <form action={verifyStaffAuthenticator} noValidate>
        <StepField
          name="totp"
          label="Authenticator code"
          autoComplete="one-time-code"
          inputMode="numeric"
          error={error}
        />
        <button type="submit" className={BUTTON}>
          Continue
        </button>
      </form>
      <p className="mt-6">
        <a href="/sign-in/backup-code" className="underline">
          Use a backup code instead
        </a>
      </p>
    </Step>
  );
}

/** The third step with one of the backup codes shown when the authenticator was set up (each works once). */
export function BackupCodeStep({ error }: { error: StepError }) {
  return (
    <Step
      title="Enter a backup code"
      intro="Enter one of the backup codes you kept when you set up your authenticator. Each code works once."
      error={error}
    >
      <form action={verifyStaffBackupCode} noValidate>
        <StepField name="backupCode" label="Backup code" autoComplete="one-time-code" inputMode="text" error={error} />
        <button type="submit" className={BUTTON}>
          Continue
        </button>
      </form>
      <p className="mt-6">
        <a href="/sign-in/authenticator" className="underline">
          Use the authenticator code instead
        </a>
      </p>
    </Step>
  );
}
