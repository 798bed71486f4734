"use server";
import "server-only";
import { isAPIError } from "better-auth/api";
import { headers } from "next/headers";
import { redirect } from "next/navigation";
import { getDb } from "@/platform/db/db.server";
import { allowRequest } from "@/platform/http/rate-limits.server";
import { actionSite } from "@/platform/site/action-site.server";
import { deleteAccountData } from "./account-deletion.db";
import { allowCodeRequest } from "./code-allowance.db";
import { siteAuth } from "./auth.server";
import { australianMobile, localMobile, MOBILE_MESSAGE } from "./mobile-number";
import { currentShopper } from "./shopper-session.server";
import { clearCodes } from "./site-auth.db";
import { CODE_MESSAGES, typedCode } from "./sign-in-code";
import { CODE_LIMITS, LIMIT_MESSAGES } from "./sign-in-limits";
import type { SignInState } from "./sign-in-state";
import { signInKind } from "./sign-in-url";
import { pathWithQuery, sameSitePath } from "@/platform/http/same-site-path";

const UNEXPECTED = "Something went wrong on our side. Please try again.";

function carried(previous: SignInState, formData: FormData): SignInState {
  return {
    ...previous,
    redirect: sameSitePath(formData.get("redirect")),
    back: sameSitePath(formData.get("back")),
    kind: signInKind(formData.get("type")),
    fieldError: null,
    formError: null,
    notice: null,
  };
}

/** The sign-in form's one action: "send" asks for a code (again), "verify" checks one. */
export async function signInStep(previous: SignInState, formData: FormData): Promise<SignInState> {
  return formData.get("intent") === "verify"
    ? verifySignInCode(previous, formData)
    : requestSignInCode(previous, formData);
}

/** Step 1: a mobile number, then a code by SMS (limited per number and per client, in the database). */
async function requestSignInCode(previous: SignInState, formData: FormData): Promise<SignInState> {
  const state = carried(previous, formData);
  const typed = typeof formData.get("mobile") === "string" ? String(formData.get("mobile")).slice(0, 40) : "";
  const phone = australianMobile(typed);
  if (!phone)
    return { ...state, step: "mobile", mobileValue: typed, fieldError: { field: "mobile", message: MOBILE_MESSAGE } };
  const request = await actionSite();
  if (!request) return { ...state, formError: UNEXPECTED };
  const { site, client } = request;
  try {
    const now = new Date();
    const db = await getDb();
    const allowance = await allowCodeRequest(db, { phone, client }, now);
    if (allowance !== "allowed")
      return {
        ...state,
        mobileValue: typed,
        formError: allowance === "client-limited" ? LIMIT_MESSAGES.client : LIMIT_MESSAGES.phone,
      };
    await clearCodes(db, site.id, phone, now);
    const auth = await siteAuth(site);
    await auth.api.sendPhoneNumberOTP({ body: { phoneNumber: phone }, headers: await headers() });
  } catch (err) {
    console.error(`sign-in code request failed: ${(err as Error).name}`);
    return { ...state, mobileValue: typed, formError: UNEXPECTED };
  }
  return {
    ...state,
    step: "code",
    phone,
    mobileValue: typed,
    notice: `We sent a 6-digit code to ${localMobile(phone)}. It lasts 5 minutes.`,
  };
}

/** Step 2: the code. Right: a session cookie and back to where the shopper was going. */
async function verifySignInCode(previous: SignInState, formData: FormData): Promise<SignInState> {
  const state = carried(previous, formData);
  const phone = australianMobile(formData.get("phone"));
  if (!phone) return { ...state, step: "mobile", fieldError: { field: "mobile", message: MOBILE_MESSAGE } };
  const codeState = { ...state, step: "code" as const, phone };
  const code = typedCode(formData.get("code"));
  if (!code) return { ...codeState, fieldError: { field: "code", message: CODE_MESSAGES.invalid } };
  const request = await actionSite();
  if (!request) return { ...codeState, formError: UNEXPECTED };
  try {
    if (!(await allowRequest(CODE_LIMITS.checks, request.client)))
      return { ...codeState, formError: LIMIT_MESSAGES.client };
    const auth = await siteAuth(request.site);
    await auth.api.verifyPhoneNumber({ body: { phoneNumber: phone, code }, headers: await headers() });
  } catch (err) {
    if (isAPIError(err) && typeof err.body?.message === "string" && err.body.code?.startsWith("CODE_"))
      return { ...codeState, fieldError: { field: "code", message: err.body.message } };
    console.error(`sign-in code check failed: ${(err as Error).name}`);
    return { ...codeState, formError: UNEXPECTED };
  }
  redirect(state.redirect);
}

/** Ends this session (its row is deleted, its cookie cleared). */
export async function signOut(): Promise<void> {
  const request = await actionSite();
  if (request) {
    const auth = await siteAuth(request.site);
    await auth.api.signOut({ headers: await headers() }).catch(() => undefined);
  }
  redirect("/");
}

/** Ends every session of this account, on every device. */
export async function signOutEverywhere(): Promise<void> {
  const request = await actionSite();
  if (request) {
    const auth = await siteAuth(request.site);
    const h = await headers();
    await auth.api.revokeSessions({ headers: h }).catch(() => undefined);
    await auth.api.signOut({ headers: h }).catch(() => undefined);
  }
  redirect("/sign-in?signed_out=everywhere");
}

/** Deletes the account with its data (account-deletion.db.ts says what goes), once the shopper has confirmed. */
export async function deleteAccount(formData: FormData): Promise<void> {
  const request = await actionSite();
  if (!request) redirect("/");
  const shopper = await currentShopper(request.site);
  if (!shopper) redirect("/sign-in");
  if (formData.get("confirm") !== "delete")
    redirect(pathWithQuery(String(formData.get("from") ?? "/"), { delete: "unconfirmed" }, "account"));
  const auth = await siteAuth(request.site);
  await auth.api.signOut({ headers: await headers() }).catch(() => undefined);
  await deleteAccountData(await getDb(), request.site.id, shopper.userId);
  redirect("/sign-in?deleted=1");
}
