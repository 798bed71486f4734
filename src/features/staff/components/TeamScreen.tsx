import { notFound } from "next/navigation";
import { getDb } from "@/platform/db/db.server";
import { groupMembers, invitablePlaces, pendingInvitations } from "@/features/staff/invitations.db";
import type { Scope } from "@/features/staff/roles";
import type { InvitablePlace } from "@/features/staff/security-rules";
import { requireStaff } from "@/features/staff/staff-session.server";
import { cancelInvite } from "@/features/staff/team-actions.server";
import { teamGroup } from "@/features/staff/team";
import { InviteForm } from "./InviteForm";

const ROLE_NAMES: Record<string, string> = {
  owner: "Owner",
  manager: "Manager",
  sales: "Sales",
  service: "Service",
  marketing: "Marketing",
};

function placesText(scopes: readonly Scope[], role: string, places: readonly InvitablePlace[]): string {
  if (role === "owner") return "Every site";
  if (scopes.length === 0) return "Nowhere yet";
  return scopes
    .map(
      (scope) =>
        places.find(
          (place) =>
            place.scope.siteId === scope.siteId &&
            place.scope.dealershipId === scope.dealershipId &&
            scope.locationId === null,
        )?.label ?? `Site ${scope.siteId}`,
    )
    .join("; ");
}

const when = (at: Date) =>
  at.toLocaleString("en-AU", { timeZone: "Australia/Sydney", dateStyle: "medium", timeStyle: "short" });

/** The group's people for its owner: its members, inviting someone by e-mail, and the invitations still pending. */
export async function TeamScreen({ outcome }: { outcome: string | undefined }) {
  const group = teamGroup(await requireStaff());
  if (!group) notFound();
  const db = await getDb();
  const [members, places, pending] = await Promise.all([
    groupMembers(db, group.groupId),
    invitablePlaces(db, group.groupId),
    pendingInvitations(db, group.groupId),
  ]);
  return (
    <main className="mx-auto max-w-4xl p-4 sm:p-8">
      <p>
        <a href="/" className="underline">
          Console home
        </a>
      </p>
      <h1 className="mt-2 text-2xl font-bold">Team of {group.groupName}</h1>
      {outcome === "cancelled" && (
        <p role="status" className="mt-4 rounded border border-green-700 bg-green-50 p-3 text-green-900">
          The invitation is cancelled.
        </p>
      )}
      <section aria-labelledby="members" className="mt-8">
        <h2 id="members" className="text-xl font-semibold">
          Members
        </h2>
        <ul className="mt-2 divide-y divide-gray-300 rounded border border-gray-300 bg-white">
          {members.map((member) => (
            <li key={member.userId} className="p-3">
              <p className="font-semibold">
                {member.name} <span className="font-normal break-all">({member.email})</span>
              </p>
              <p className="text-sm text-gray-700">
                {ROLE_NAMES[member.role] ?? member.role} · {placesText(member.scopes, member.role, places)} ·
                authenticator {member.authenticatorOn ? "on" : "off"}
              </p>
            </li>
          ))}
        </ul>
      </section>
      <section aria-labelledby="invite" className="mt-8">
        <h2 id="invite" className="text-xl font-semibold">
          Invite someone
        </h2>
        <InviteForm places={places.map(({ value, label }) => ({ value, label }))} />
      </section>
      <section aria-labelledby="pending" className="mt-8">
        <h2 id="pending" className="text-xl font-semibold">
          Pending invitations
        </h2>
        {pending.length === 0 ? (
          <p className="mt-2">No invitations are waiting.</p>
        ) : (
          <ul className="mt-2 divide-y divide-gray-300 rounded border border-gray-300 bg-white">
            {pending.map((invitation) => (
              <li key={invitation.id} className="flex flex-wrap items-center justify-between gap-2 p-3">
                <div>
                  <p className="font-semibold break-all">{invitation.email}</p>
                  <p className="text-sm text-gray-700">
                    {ROLE_NAMES[invitation.role] ?? invitation.role} ·{" "}
                    {placesText(invitation.scopes, invitation.role, places)} · expires {when(invitation.expiresAt)}
                  </p>
                </div>
                <form action={cancelInvite}>
                  <input type="hidden" name="invitationId" value={invitation.id} />
                  <button type="submit" className="underline">
                    Cancel<span className="sr-only"> the invitation of {invitation.email}</span>
                  </button>
                </form>
              </li>
            ))}
          </ul>
        )}
      </section>
    </main>
  );
}
