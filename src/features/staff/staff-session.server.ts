import "server-only";
import { cookies, headers } from "next/headers";
import { redirect } from "next/navigation";
import { getDb } from "@/platform/db/db.server";
import { SIGN_IN_PATHS } from "./sign-in-steps";
import { staffAuth } from "./staff-auth.server";
import { membershipsOf, type Membership } from "./staff-groups.db";
import { chosenFirst, GROUP_COOKIE } from "./staff-place";

export interface SignedInStaff {
  /** The staff account's id: who the audit log says made a change. */
  userId: string;
  name: string;
  email: string;
  /** Their groups, the one they work in first (the one they chose, staff-place.ts), the others by name. */
  memberships: Membership[];
}

/**
 * The staff member this request is signed in as, read from the database on every request (a revoked or expired
 * session is no session), with their groups and the sites they may see; null when there is none.
 */
export async function currentStaff(): Promise<SignedInStaff | null> {
  const auth = await staffAuth();
  const session = await auth.api.getSession({ headers: await headers() });
  if (!session) return null;
  return {
    userId: session.user.id,
    name: session.user.name,
    email: session.user.email,
    memberships: chosenFirst(
      await membershipsOf(await getDb(), session.user.id),
      (await cookies()).get(GROUP_COOKIE)?.value,
    ),
  };
}

/** As currentStaff, for a page only staff may see: anyone else is sent to sign in. */
export async function requireStaff(): Promise<SignedInStaff> {
  const staff = await currentStaff();
  if (!staff) redirect(SIGN_IN_PATHS.email);
  return staff;
}
