import "server-only";
import { eq } from "drizzle-orm";
import { getDb } from "@/platform/db/db.server";
import { staffTwoFactors } from "@/platform/db/schema";
import { sessionsOf, type SessionRow } from "./account.db";
import { authenticatorRequired, mayTurnOffAuthenticator } from "./security-rules";
import { authRequestHeaders, staffAuth } from "./staff-auth.server";
import type { SignedInStaff } from "./staff-session.server";

/** The account page's authenticator: off, being set up (its secret to copy or scan), or on. */
type AuthenticatorState = { state: "off" } | { state: "confirming"; secret: string; uri: string } | { state: "on" };

export interface AccountView {
  staff: SignedInStaff;
  authenticator: AuthenticatorState;
  /** Whether the member's roles need an authenticator (they cannot turn it off; until it is on, nothing else works). */
  required: boolean;
  mayTurnOff: boolean;
  sessions: SessionRow[];
}

/** What the account page shows a signed-in member, read on the server for this request. */
export async function accountView(staff: SignedInStaff): Promise<AccountView> {
  const db = await getDb();
  const roles = staff.memberships.map((membership) => membership.member.role);
  return {
    staff,
    authenticator: await authenticatorState(staff),
    required: authenticatorRequired(roles),
    mayTurnOff: mayTurnOffAuthenticator(roles),
    sessions: await sessionsOf(db, staff.userId),
  };
}

async function authenticatorState(staff: SignedInStaff): Promise<AuthenticatorState> {
  if (staff.authenticatorOn) return { state: "on" };
  const db = await getDb();
  const [pending] = await db
    .select({ id: staffTwoFactors.id })
    .from(staffTwoFactors)
    .where(eq(staffTwoFactors.userId, staff.userId));
  if (!pending) return { state: "off" };
  const auth = await staffAuth();
  const { totpURI } = await auth.api.getTOTPURI({ body: {}, headers: await authRequestHeaders() });
  return { state: "confirming", uri: totpURI, secret: new URL(totpURI).searchParams.get("secret") ?? "" };
}
