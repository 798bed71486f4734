"use server";
import "server-only";
import { isAPIError } from "better-auth/api";
import { headers } from "next/headers";
import { redirect, unstable_rethrow } from "next/navigation";
import { getDb } from "@/platform/db/db.server";
import { clientKey } from "@/platform/http/json-errors";
import { allowRequest } from "@/platform/http/rate-limits.server";
import { auditOwnAccount, revokeOtherSessions, revokeSession, type AccountHolder } from "./account.db";
import type { AccountOutcome } from "./account-messages";
import { mayTurnOffAuthenticator } from "./security-rules";
import { authRequestHeaders, staffAuth } from "./staff-auth.server";
import { STAFF_CODE_LIMITS, STAFF_SIGN_IN_MESSAGES, typedSixDigits } from "./staff-sign-in";
import { ENROL_PATH, requireAccountHolder, type SignedInStaff } from "./staff-session.server";

function holder(staff: SignedInStaff): AccountHolder {
  return { userId: staff.userId, groupIds: staff.memberships.map((membership) => membership.member.groupId) };
}

function back(outcome: AccountOutcome): never {
  redirect(`${ENROL_PATH}?outcome=${outcome}`);
}

/** Starts setting up an authenticator: a new secret (and backup codes) that counts only once a first code confirms it. */
export async function startAuthenticator(): Promise<void> {
  const staff = await requireAccountHolder();
  if (staff.authenticatorOn) back("authenticator-on");
  const auth = await staffAuth();
  await auth.api.enableTwoFactor({ body: { method: "totp" }, headers: await authRequestHeaders() });
  redirect(ENROL_PATH);
}

/** The confirmation form's answer: an error naming the field, or the backup codes, shown this once. */
export type ConfirmState = { error: string | null; backupCodes: string[] | null };

/**
 * Confirms the authenticator with its first code: from then on every sign-in asks for it. Answers with the backup
 * codes, which the page shows once (better-auth keeps them encrypted; each signs in once instead of a code).
 */
export async function confirmAuthenticator(_previous: ConfirmState, form: FormData): Promise<ConfirmState> {
  const staff = await requireAccountHolder();
  const code = typedSixDigits(form.get("totp"));
  if (!code) return { error: `Authenticator code: ${STAFF_SIGN_IN_MESSAGES.totp}`, backupCodes: null };
  try {
    if (!(await allowRequest(STAFF_CODE_LIMITS.checks, `console:${clientKey(await headers())}`)))
      return { error: STAFF_SIGN_IN_MESSAGES.clientLimited, backupCodes: null };
    const auth = await staffAuth();
    await auth.api.verifyTOTP({ body: { code }, headers: await authRequestHeaders() });
    await (
      await getDb()
    ).transaction((tx) =>
      auditOwnAccount(tx, holder(staff), "staff.authenticator-on", { authenticator: false }, { authenticator: true }),
    );
    const { backupCodes } = await auth.api.viewBackupCodes({ body: { userId: staff.userId } });
    return { error: null, backupCodes };
  } catch (err) {
    unstable_rethrow(err);
    if (isAPIError(err) && err.statusCode < 500)
      return {
        error: "Authenticator code: that code is wrong or has expired. Try the code shown now.",
        backupCodes: null,
      };
    console.error(`authenticator confirmation failed: ${(err as Error).name}`);
    return { error: "Something went wrong on our side. Please try again.", backupCodes: null };
  }
}

/** Turns the authenticator off, for a member whose roles do not need one (an owner's or manager's stays on). */
export async function turnOffAuthenticator(): Promise<void> {
  const staff = await requireAccountHolder();
  if (!mayTurnOffAuthenticator(staff.memberships.map((membership) => membership.member.role)))
    back("authenticator-required");
  if (!staff.authenticatorOn) back("authenticator-off");
  const auth = await staffAuth();
  await auth.api.disableTwoFactor({ body: {}, headers: await authRequestHeaders() });
  await (
    await getDb()
  ).transaction((tx) =>
    auditOwnAccount(tx, holder(staff), "staff.authenticator-off", { authenticator: true }, { authenticator: false }),
  );
  back("authenticator-off");
}

/** Signs one of the member's other sessions out (their next request finds no session). */
export async function signOutSession(form: FormData): Promise<void> {
  const staff = await requireAccountHolder();
  const sessionId = form.get("sessionId");
  if (typeof sessionId !== "string" || sessionId === staff.sessionId) back("session-missing");
  if (!(await revokeSession(await getDb(), holder(staff), sessionId))) back("session-missing");
  back("session-ended");
}

/** Signs the member out on every device but this one. */
export async function signOutEverywhereElse(): Promise<void> {
  const staff = await requireAccountHolder();
  await revokeOtherSessions(await getDb(), holder(staff), staff.sessionId);
  back("sessions-ended");
}
