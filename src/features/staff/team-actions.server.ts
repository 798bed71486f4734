"use server";
import "server-only";
import { isAPIError } from "better-auth/api";
import { notFound, redirect, unstable_rethrow } from "next/navigation";
import { getDb } from "@/platform/db/db.server";
import { acceptInvitation, cancelInvitation, invitablePlaces, inviteStaff } from "./invitations.db";
import { invitationInput, type InvitationField } from "./security-rules";
import { authRequestHeaders, staffAuth } from "./staff-auth.server";
import { requireAccountHolder, requireStaff } from "./staff-session.server";
import { teamGroup } from "./team";

/** The invite form's answer: each wrong field named, the values to refill, or who was invited. */
export interface InviteState {
  values: Record<string, string | undefined>;
  places: string[];
  errors: Partial<Record<InvitationField | "form", string>>;
  invited: string | null;
}

/** The invite form: checked on the server (role and group first), then by better-auth, which e-mails the link. */
export async function inviteMember(_previous: InviteState, form: FormData): Promise<InviteState> {
  const group = teamGroup(await requireStaff());
  if (!group) notFound();
  const staff = group.staff;
  const db = await getDb();
  const raw = {
    email: form.get("email"),
    name: form.get("name"),
    role: form.get("role"),
    places: form.getAll("place"),
  };
  const values = {
    email: typeof raw.email === "string" ? raw.email : undefined,
    name: typeof raw.name === "string" ? raw.name : undefined,
    role: typeof raw.role === "string" ? raw.role : undefined,
  };
  const places = raw.places.filter((place): place is string => typeof place === "string");
  const parsed = invitationInput(raw, await invitablePlaces(db, group.groupId));
  if (!parsed.ok) return { values, places, errors: parsed.errors, invited: null };
  try {
    const result = await inviteStaff(
      await staffAuth(),
      db,
      { userId: staff.userId, groupId: group.groupId, headers: await authRequestHeaders() },
      parsed.value,
    );
    if (!result.ok)
      return {
        values,
        places,
        errors: { email: "E-mail: this person is already a member of the group." },
        invited: null,
      };
    return { values: {}, places: [], errors: {}, invited: parsed.value.email };
  } catch (err) {
    unstable_rethrow(err);
    if (isAPIError(err) && err.statusCode < 500)
      return { values, places, errors: { form: `The invitation was refused: ${err.message}` }, invited: null };
    console.error(`staff invitation failed: ${(err as Error).name}`);
    return { values, places, errors: { form: "Something went wrong on our side. Please try again." }, invited: null };
  }
}

/** Cancels a pending invitation of the owner's group (one of another group is answered as missing). */
export async function cancelInvite(form: FormData): Promise<void> {
  const group = teamGroup(await requireStaff());
  if (!group) notFound();
  const invitationId = form.get("invitationId");
  if (typeof invitationId !== "string" || invitationId.length > 100) notFound();
  const cancelled = await cancelInvitation(
    await staffAuth(),
    await getDb(),
    { userId: group.staff.userId, groupId: group.groupId, headers: await authRequestHeaders() },
    invitationId,
  );
  if (!cancelled) notFound();
  redirect("/team?outcome=cancelled");
}

/** The invitee accepts: a member of the group from now on, with the places named in the invitation. */
export async function acceptInvite(form: FormData): Promise<void> {
  const staff = await requireAccountHolder();
  const invitationId = form.get("invitationId");
  if (typeof invitationId !== "string" || invitationId.length > 100) notFound();
  const result = await acceptInvitation(
    await staffAuth(),
    await getDb(),
    { userId: staff.userId, email: staff.email, headers: await authRequestHeaders() },
    invitationId,
  );
  if (!result.ok) redirect(`/invitation/${encodeURIComponent(invitationId)}?refused=${result.reason}`);
  redirect("/?joined=1");
}
