import { roleMay } from "@/features/staff/roles";
import type { SignedInStaff } from "@/features/staff/staff-session.server";
import { signOutStaff } from "@/features/staff/staff-sign-in-actions.server";
import { teamGroup } from "@/features/staff/team";
import { FormError } from "@/ui/FormMessages";
import { WaitingInvitations } from "./WaitingInvitations";

const ROLE_NAMES: Record<string, string> = {
  owner: "Owner",
  manager: "Manager",
  sales: "Sales",
  service: "Service",
  marketing: "Marketing",
};

/** What the home page says when the group switcher refused a group the member is not in (or one that is not there). */
const GROUP_REFUSED = "That group is not one of yours, so you are still working in the same group as before.";

/**
 * The console's first page: who is signed in, their groups with the sites they may see there, and signing out. It
 * also says so when the group switcher sent the member back because the group they chose is not theirs.
 */
export function ConsoleHome({ staff, groupRefused = false }: { staff: SignedInStaff; groupRefused?: boolean }) {
  return (
    <main className="mx-auto max-w-3xl p-8">
      <div className="flex items-baseline justify-between gap-4">
        <h1 className="text-2xl font-bold">Dealer console</h1>
        <form action={signOutStaff}>
          <button type="submit" className="underline">
            Sign out
          </button>
        </form>
      </div>
      {groupRefused && (
        <div className="mt-4">
          <FormError message={GROUP_REFUSED} />
        </div>
      )}
      <p className="mt-2 text-gray-700">
        Signed in as {staff.name} ({staff.email})
      </p>
      {staff.memberships.length === 0 && <p className="mt-6">You are not a member of any dealer group yet.</p>}
      <nav aria-label="Console" className="mt-6 flex flex-wrap gap-4">
        {staff.memberships.some((membership) => roleMay(membership.member.role, "lead", "read")) && (
          <a href="/leads" className="font-semibold underline">
            Leads
          </a>
        )}
        {teamGroup(staff) && (
          <a href="/team" className="font-semibold underline">
            Team
          </a>
        )}
        <a href="/account" className="font-semibold underline">
          Your account
        </a>
      </nav>
      <WaitingInvitations email={staff.email} />
      {staff.memberships.map((membership) => (
        <section
          key={membership.member.groupId}
          className="mt-8"
          aria-labelledby={`group-${membership.member.groupId}`}
        >
          <h2 id={`group-${membership.member.groupId}`} className="text-xl font-semibold">
            {membership.groupName}
          </h2>
          <p className="text-gray-700">Your role: {ROLE_NAMES[membership.member.role] ?? membership.member.role}</p>
          {membership.sites.length === 0 ? (
            <p className="mt-2">No sites are assigned to you in this group yet.</p>
          ) : (
            <ul className="mt-2 list-disc pl-6">
              {membership.sites.map((site) => (
                <li key={site.id}>{site.name}</li>
              ))}
            </ul>
          )}
        </section>
      ))}
    </main>
  );
}
