import { getDb } from "@/platform/db/db.server";
import { invitationById } from "@/features/staff/invitations.db";
import { INVITATION_REFUSALS, invitationRefusal, type InvitationRefusal } from "@/features/staff/security-rules";
import { currentStaff } from "@/features/staff/staff-session.server";
import { acceptInvite } from "@/features/staff/team-actions.server";

const ROLE_NAMES: Record<string, string> = {
  owner: "an owner",
  manager: "a manager",
  sales: "a salesperson",
  service: "a service member",
  marketing: "a marketing member",
};

/**
 * An invitation's page, where its e-mail's link leads: signed out, it asks the person to sign in with the invited
 * address; signed in as that address, it offers to accept; otherwise it says clearly why it cannot be accepted (an
 * invitation for someone else is answered as a missing one, so its page tells nothing about it).
 */
export async function InvitationScreen({ id, refused }: { id: string; refused: string | undefined }) {
  const staff = await currentStaff();
  const invitation = id.length <= 100 ? await invitationById(await getDb(), id) : null;
  const refusal: InvitationRefusal | null =
    refused && Object.hasOwn(INVITATION_REFUSALS, refused)
      ? (refused as InvitationRefusal)
      : staff
        ? invitationRefusal(invitation, staff.email, new Date())
        : invitation
          ? invitationRefusal(invitation, invitation.email, new Date())
          : "missing";
  const shown = refusal === "other-address" ? null : invitation;
  return (
    <main className="mx-auto max-w-xl p-4 sm:p-8">
      <h1 className="text-2xl font-bold">Invitation to the dealer console</h1>
      {shown && !refusal && (
        <p className="mt-2">
          {shown.inviterName} invited you to join {shown.groupName} as {ROLE_NAMES[shown.role] ?? shown.role}.
        </p>
      )}
      {refusal ? (
        <p role="alert" className="mt-4 rounded border border-red-700 bg-red-50 p-3 text-red-800">
          {INVITATION_REFUSALS[refusal]}
        </p>
      ) : staff ? (
        <form action={acceptInvite}>
          <input type="hidden" name="invitationId" value={id} />
          <button
            type="submit"
            className="mt-4 rounded bg-gray-900 px-4 py-2 font-semibold text-white hover:bg-gray-700"
          >
            Accept the invitation
          </button>
        </form>
      ) : (
        <p className="mt-4">
          <a href="/sign-in" className="font-semibold underline">
            Sign in with the invited e-mail address
          </a>{" "}
          then come back to this link (it is also on your console home page).
        </p>
      )}
    </main>
  );
}
