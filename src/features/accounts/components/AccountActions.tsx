import { deleteAccount, signOut, signOutEverywhere } from "@/features/accounts/sign-in-actions.server";

const BUTTON = "rounded border border-gray-500 px-4 py-2 font-semibold";

/** Sign out, sign out everywhere, and delete the account with its data (after a confirming tick). */
export function AccountActions({ from, unconfirmed }: { from: string; unconfirmed: boolean }) {
  return (
    <section id="account" className="mt-10 rounded-lg bg-surface p-5" aria-labelledby="account-heading">
      <h2 id="account-heading" className="text-2xl font-bold">
        Your account
      </h2>
      <div className="mt-4 flex flex-wrap gap-3">
        <form action={signOut}>
          <button type="submit" className={BUTTON}>
            Sign out
          </button>
        </form>
        <form action={signOutEverywhere}>
          <button type="submit" className={BUTTON}>
            Sign out everywhere
          </button>
        </form>
      </div>
      <form action={deleteAccount} className="mt-6 space-y-2">
        <input type="hidden" name="from" value={from} />
        <h3 className="font-semibold">Delete my account</h3>
        <p className="text-sm">
          Deletes your account, your saved cars and your sessions on this site. Enquiries already sent stay with the
          dealer.
        </p>
        <div className="flex items-start gap-2">
          <input
            id="confirm-delete"
            name="confirm"
            type="checkbox"
            value="delete"
            className="mt-1 h-5 w-5"
            aria-invalid={unconfirmed ? true : undefined}
            aria-describedby={unconfirmed ? "confirm-delete-error" : undefined}
          />
          <label htmlFor="confirm-delete">I understand my account and saved cars will be deleted</label>
        </div>
        {unconfirmed ? (
          <p id="confirm-delete-error" className="text-sm font-semibold text-red-700">
            Tick the box to confirm you want your account deleted.
          </p>
        ) : null}
        <button type="submit" className="rounded bg-red-700 px-4 py-2 font-semibold text-white">
          Delete my account
        </button>
      </form>
    </section>
  );
}
