import { accountOutcome } from "@/features/staff/account-messages";
import { accountView } from "@/features/staff/account.server";
import { requireAccountHolder } from "@/features/staff/staff-session.server";
import { AccountPage } from "./AccountPage";

/** The account page for whoever is signed in (also the enrolment page owners and managers are sent to). */
export async function AccountScreen({ outcome }: { outcome: string | undefined }) {
  const view = await accountView(await requireAccountHolder());
  return <AccountPage view={view} outcome={accountOutcome(outcome)} />;
}
