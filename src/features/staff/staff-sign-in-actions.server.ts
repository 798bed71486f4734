"use server";
import "server-only";
import { isAPIError } from "better-auth/api";
import { headers } from "next/headers";
import { redirect, unstable_rethrow } from "next/navigation";
import { getDb } from "@/platform/db/db.server";
import { clientKey } from "@/platform/http/json-errors";
import { allowRequest } from "@/platform/http/rate-limits.server";
import { auditBackupCodeUse } from "./account.db";
import { SIGN_IN_PATHS, secondFactorRefusal, stepPath } from "./sign-in-steps";
import { staffAuth } from "./staff-auth.server";
import { STAFF_CODE_LIMITS, staffEmail, typedBackupCode, typedSixDigits } from "./staff-sign-in";
import { allowStaffCode } from "./staff-sign-in.db";

/** The client's key for the console's limits: the same address's allowance on a site is never the console's. */
async function consoleClient(): Promise<string> {
  return `console:${clientKey(await headers())}`;
}

/**
 * Step 1: an address, then a code by e-mail (limited per address and per client). The answer is the same whether or
 * not the address is a staff member's, so the form tells nobody who works where.
 */
export async function sendStaffCode(formData: FormData): Promise<void> {
  const email = staffEmail(formData.get("email"));
  if (!email) redirect(stepPath("email", { error: "email" }));
  try {
    const allowance = await allowStaffCode(await getDb(), { email, client: await consoleClient() }, new Date());
    if (allowance !== "allowed") redirect(stepPath("email", { error: allowance }));
    const auth = await staffAuth();
    await auth.api.sendVerificationOTP({ body: { email, type: "sign-in" }, headers: await headers() });
  } catch (err) {
    unstable_rethrow(err);
    console.error(`staff sign-in code request failed: ${(err as Error).name}`);
    redirect(stepPath("email", { error: "unexpected" }));
  }
  redirect(stepPath("code", { email }));
}

/** Step 2: the code. Right: a session, or the authenticator step for a member who has one. */
export async function verifyStaffCode(formData: FormData): Promise<void> {
  const email = staffEmail(formData.get("email"));
  if (!email) redirect(stepPath("email", { error: "email" }));
  const code = typedSixDigits(formData.get("code"));
  if (!code) redirect(stepPath("code", { email, error: "code" }));
  let secondFactor = false;
  try {
    if (!(await allowRequest(STAFF_CODE_LIMITS.checks, await consoleClient())))
      redirect(stepPath("code", { email, error: "client-limited" }));
    const auth = await staffAuth();
    const answer = await auth.api.signInEmailOTP({ body: { email, otp: code }, headers: await headers() });
    secondFactor = "twoFactorRedirect" in answer && answer.twoFactorRedirect === true;
  } catch (err) {
    unstable_rethrow(err);
    if (isAPIError(err) && err.statusCode < 500) redirect(stepPath("code", { email, error: "wrong-code" }));
    console.error(`staff sign-in code check failed: ${(err as Error).name}`);
    redirect(stepPath("code", { email, error: "unexpected" }));
  }
  redirect(secondFactor ? SIGN_IN_PATHS.authenticator : "/");
}

/** Step 3, for a member with an authenticator: its current code. Right: a session. */
export async function verifyStaffAuthenticator(formData: FormData): Promise<void> {
  const code = typedSixDigits(formData.get("totp"));
  if (!code) redirect(stepPath("authenticator", { error: "totp" }));
  try {
    if (!(await allowRequest(STAFF_CODE_LIMITS.checks, await consoleClient())))
      redirect(stepPath("authenticator", { error: "client-limited" }));
    const auth = await staffAuth();
    await auth.api.verifyTOTP({ body: { code }, headers: await headers() });
  } catch (err) {
    unstable_rethrow(err);
    refused(err, "authenticator");
    console.error(`staff authenticator check failed: ${(err as Error).name}`);
    redirect(stepPath("authenticator", { error: "unexpected" }));
  }
  redirect("/");
}

/** A second factor the auth refused: back to its step with the field's error, or to the start when it expired. */
function refused(err: unknown, step: "authenticator" | "backupCode"): void {
  if (!isAPIError(err)) return;
  const error = secondFactorRefusal(
    { statusCode: err.statusCode, code: (err.body as { code?: unknown } | undefined)?.code },
    step === "authenticator" ? "wrong-totp" : "wrong-backup-code",
  );
  if (error) redirect(stepPath(error === "expired" ? "email" : step, { error }));
}

/**
 * Step 3 instead, for a member without their authenticator at hand: one of the backup codes shown when they set it up.
 * Each works once (better-auth removes it as it signs in); the use is recorded in their groups' audit logs.
 */
export async function verifyStaffBackupCode(formData: FormData): Promise<void> {
  const code = typedBackupCode(formData.get("backupCode"));
  if (!code) redirect(stepPath("backupCode", { error: "backupCode" }));
  try {
    if (!(await allowRequest(STAFF_CODE_LIMITS.checks, await consoleClient())))
      redirect(stepPath("backupCode", { error: "client-limited" }));
    const auth = await staffAuth();
    const answer = await auth.api.verifyBackupCode({ body: { code }, headers: await headers() });
    const { backupCodes } = await auth.api.viewBackupCodes({ body: { userId: answer.user.id } });
    await auditBackupCodeUse(await getDb(), answer.user.id, backupCodes.length);
  } catch (err) {
    unstable_rethrow(err);
    refused(err, "backupCode");
    console.error(`staff backup code check failed: ${(err as Error).name}`);
    redirect(stepPath("backupCode", { error: "unexpected" }));
  }
  redirect("/");
}

/** Ends this session (its row is deleted, its cookie cleared). */
export async function signOutStaff(): Promise<void> {
  const auth = await staffAuth();
  await auth.api.signOut({ headers: await headers() }).catch(() => undefined);
  redirect(SIGN_IN_PATHS.email);
}
