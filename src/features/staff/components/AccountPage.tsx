import type { ReactNode } from "react";
import type { accountOutcome } from "@/features/staff/account-messages";
import type { AccountView } from "@/features/staff/account.server";
import {
  signOutEverywhereElse,
  signOutSession,
  startAuthenticator,
  turnOffAuthenticator,
} from "@/features/staff/account-actions.server";
import { deviceName } from "@/features/staff/security-rules";
import { AuthenticatorPanel } from "./AuthenticatorPanel";
import { QrCode } from "./QrCode";

const BUTTON = "mt-4 rounded bg-gray-900 px-4 py-2 font-semibold text-white hover:bg-gray-700";
const TIME_ZONE = "Australia/Sydney";

function when(at: Date): string {
  return at.toLocaleString("en-AU", { timeZone: TIME_ZONE, dateStyle: "medium", timeStyle: "short" });
}

function Section({ id, title, children }: { id: string; title: string; children: ReactNode }) {
  return (
    <section aria-labelledby={id} className="mt-8">
      <h2 id={id} className="text-xl font-semibold">
        {title}
      </h2>
      {children}
    </section>
  );
}

/** The secret in groups of four, easier to type into an app than one long string. */
function grouped(secret: string): string {
  return secret.replace(/(.{4})/g, "$1 ").trim();
}

function Authenticator({ view }: { view: AccountView }) {
  const { authenticator } = view;
  if (authenticator.state === "on")
    return (
      <>
        <p className="mt-2">Your authenticator is on: every sign-in asks for its code after the e-mail code.</p>
        {view.mayTurnOff ? (
          <form action={turnOffAuthenticator}>
            <button type="submit" className={BUTTON}>
              Turn off the authenticator
            </button>
          </form>
        ) : (
          <p className="mt-2 text-gray-700">Owners and managers must keep it on.</p>
        )}
      </>
    );
  if (authenticator.state === "confirming")
    return (
      <>
        <p className="mt-2">
          Scan this code with an authenticator app (such as Google Authenticator, Microsoft Authenticator or 1Password),
          or type the secret into it. Then enter the code the app shows.
        </p>
        <QrCode text={authenticator.uri} label="QR code of your authenticator secret" />
        <p className="mt-2">
          Secret:{" "}
          <code data-testid="authenticator-secret" className="break-all font-mono">
            {grouped(authenticator.secret)}
          </code>
        </p>
      </>
    );
  return (
    <>
      <p className="mt-2">
        {view.required
          ? "As an owner or manager you must turn on an authenticator app before you can use the console."
          : "Add an authenticator app for a second step at sign-in."}
      </p>
      <form action={startAuthenticator}>
        <button type="submit" className={BUTTON}>
          Set up an authenticator
        </button>
      </form>
    </>
  );
}

function Sessions({ view }: { view: AccountView }) {
  const others = view.sessions.filter((session) => session.id !== view.staff.sessionId);
  return (
    <>
      <ul className="mt-2 divide-y divide-gray-300 rounded border border-gray-300 bg-white">
        {view.sessions.map((session) => (
          <li key={session.id} className="flex flex-wrap items-center justify-between gap-2 p-3">
            <div>
              <p className="font-semibold">
                {deviceName(session.userAgent)}
                {session.id === view.staff.sessionId && " (this device)"}
              </p>
              <p className="text-sm text-gray-700">
                Signed in {when(session.createdAt)} · last active {when(session.lastActiveAt)}
              </p>
            </div>
            {session.id !== view.staff.sessionId && (
              <form action={signOutSession}>
                <input type="hidden" name="sessionId" value={session.id} />
                <button type="submit" className="underline">
                  Sign out this session
                  <span className="sr-only">
                    {" "}
                    ({deviceName(session.userAgent)}, signed in {when(session.createdAt)})
                  </span>
                </button>
              </form>
            )}
          </li>
        ))}
      </ul>
      {others.length > 0 && (
        <form action={signOutEverywhereElse}>
          <button type="submit" className={BUTTON}>
            Sign out everywhere else
          </button>
        </form>
      )}
    </>
  );
}

/** A member's own account: who they are, their authenticator, and the sessions they are signed in with. */
export function AccountPage({ view, outcome }: { view: AccountView; outcome: ReturnType<typeof accountOutcome> }) {
  const mustEnrol = view.required && view.authenticator.state !== "on";
  return (
    <main className="mx-auto max-w-3xl p-4 sm:p-8">
      <p>
        <a href="/" className="underline">
          Console home
        </a>
      </p>
      <h1 className="mt-2 text-2xl font-bold">Your account</h1>
      <p className="mt-2 text-gray-700">
        {view.staff.name} ({view.staff.email})
      </p>
      {outcome && (
        <p
          role={outcome.alert ? "alert" : "status"}
          className={`mt-4 rounded border p-3 ${outcome.alert ? "border-red-700 bg-red-50 text-red-800" : "border-green-700 bg-green-50 text-green-900"}`}
        >
          {outcome.message}
        </p>
      )}
      {mustEnrol && (
        <p role="alert" className="mt-4 rounded border border-amber-700 bg-amber-50 p-3 text-amber-900">
          Turn on an authenticator to continue: the rest of the console opens once it is on.
        </p>
      )}
      <Section id="authenticator" title="Authenticator app">
        <AuthenticatorPanel confirming={view.authenticator.state === "confirming"}>
          <Authenticator view={view} />
        </AuthenticatorPanel>
      </Section>
      <Section id="sessions" title="Where you are signed in">
        <Sessions view={view} />
      </Section>
    </main>
  );
}
