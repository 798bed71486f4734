import type { ReactNode } from "react";
import type { signInError } from "@/features/staff/sign-in-steps";
import {
  sendStaffCode,
  verifyStaffAuthenticator,
  verifyStaffCode,
} from "@/features/staff/staff-sign-in-actions.server";

type StepError = ReturnType<typeof signInError>;

const INPUT = "mt-1 block w-full rounded border border-gray-400 px-3 py-2 text-base";
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

/** A labelled field, its error named beside it and tied to it for screen readers. */
function Field(props: {
  name: string;
  label: string;
  error: StepError;
  type?: string;
  autoComplete: string;
  inputMode?: "numeric" | "email";
  defaultValue?: string;
}) {
  const failed = props.error?.field === props.name;
  const errorId = `${props.name}-error`;
  return (
    <div className="mt-6">
      <label htmlFor={props.name} className="block font-semibold">
        {props.label}
      </label>
      <input
        id={props.name}
        name={props.name}
        type={props.type ?? "text"}
        required
        autoComplete={props.autoComplete}
        inputMode={props.inputMode}
        defaultValue={props.defaultValue}
        aria-invalid={failed ? true : undefined}
        aria-describedby={failed ? errorId : undefined}
        className={INPUT}
      />
      {failed && (
        <p id={errorId} className="mt-1 text-red-800">
          {props.label}: {props.error!.message}
        </p>
      )}
    </div>
  );
}

export function EmailStep({ error }: { error: StepError }) {
  return (
    <Step title="Sign in to the dealer console" intro="We will e-mail you a 6-digit sign-in code." error={error}>
      <form action={sendStaffCode} noValidate>
        <Field name="email" label="Work e-mail" type="email" autoComplete="email" inputMode="email" error={error} />
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
        <Field
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
        <Field name="totp" label="Authenticator code" autoComplete="one-time-code" inputMode="numeric" error={error} />
        <button type="submit" className={BUTTON}>
          Continue
        </button>
      </form>
    </Step>
  );
}
