import "server-only";
import { cookies } from "next/headers";
import { redirect } from "next/navigation";
import { getDb } from "@/platform/db/db.server";
import { mustEnrol } from "./security-rules";
import { SIGN_IN_PATHS } from "./sign-in-steps";
import { authRequestHeaders, staffAuth } from "./staff-auth.server";
import { membershipsOf, type Membership } from "./staff-groups.db";
import { chosenFirst, GROUP_COOKIE } from "./staff-place";

/** Where a member who must turn on an authenticator is sent, and the one page they may use until they do. */
export const ENROL_PATH = "/account";

export interface SignedInStaff {
  /** The staff account's id: who the audit log says made a change. */
  userId: string;
  /** This request's session (the account page marks it and keeps it when signing out elsewhere). */
  sessionId: string;
  name: string;
  email: string;
  /** Whether an authenticator is on: every sign-in then asks for its code. */
  authenticatorOn: boolean;
  /** Their groups, the one they work in first (the one they chose, staff-place.ts), the others by name. */
  memberships: Membership[];
}

/**
 * The staff member this request is signed in as, read from the database on every request (a revoked or expired
 * session is no session), with their groups and the sites they may see; null when there is none.
 */
export async function currentStaff(): Promise<SignedInStaff | null> {
  const auth = await staffAuth();
  const session = await auth.api.getSession({ headers: await authRequestHeaders() });
  if (!session) return null;
  return {
    userId: session.user.id,
    sessionId: session.session.id,
    name: session.user.name,
    email: session.user.email,
    authenticatorOn: session.user.twoFactorEnabled === true,
    memberships: chosenFirst(
      await membershipsOf(await getDb(), session.user.id),
      (await cookies()).get(GROUP_COOKIE)?.value,
    ),
  };
}

/** Whether a signed-in member must turn on an authenticator before anything else (an owner or manager without one). */
function needsEnrolment(staff: SignedInStaff): boolean {
  return mustEnrol(
    staff.memberships.map((membership) => membership.member.role),
    staff.authenticatorOn,
  );
}

/** A signed-in member, for the pages of their own account (enrolment included): anyone else is sent to sign in. */
export async function requireAccountHolder(): Promise<SignedInStaff> {
  const staff = await currentStaff();
  if (!staff) redirect(SIGN_IN_PATHS.email);
  return staff;
}

/**
 * As currentStaff, for every console page and action: anyone signed out is sent to sign in, and an owner or manager
 * without an authenticator is sent to turn one on, so nothing else of the console answers them until they have.
 */
export async function requireStaff(): Promise<SignedInStaff> {
  const staff = await requireAccountHolder();
  if (needsEnrolment(staff)) redirect(ENROL_PATH);
  return staff;
}
