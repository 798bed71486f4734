import { getDb } from "@/platform/db/db.server";
import { invitationsFor } from "@/features/staff/invitations.db";

/** The invitations waiting for the signed-in address, each linking to its page to accept it. */
export async function WaitingInvitations({ email }: { email: string }) {
  const invitations = await invitationsFor(await getDb(), email);
  if (invitations.length === 0) return null;
  return (
    <section aria-labelledby="waiting-invitations" className="mt-8">
      <h2 id="waiting-invitations" className="text-xl font-semibold">
        Invitations for you
      </h2>
      <ul className="mt-2 list-disc pl-6">
        {invitations.map((invitation) => (
          <li key={invitation.id}>
            <a href={`/invitation/${encodeURIComponent(invitation.id)}`} className="underline">
              Join {invitation.groupName}
            </a>{" "}
            (invited by {invitation.inviterName})
          </li>
        ))}
      </ul>
    </section>
  );
}
