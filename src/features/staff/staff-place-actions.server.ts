"use server";
import "server-only";
import { cookies, headers } from "next/headers";
import { redirect } from "next/navigation";
import { HTTPS_HEADER } from "@/platform/http/request-rules";
import { SIGN_IN_PATHS } from "./sign-in-steps";
import { currentStaff } from "./staff-session.server";
import { chosenGroupId, GROUP_COOKIE } from "./staff-place";

/** How long a choice of group is remembered: a working year; choosing again renews it. */
const CHOICE_SECONDS = 365 * 24 * 60 * 60;

/**
 * The group switcher's form: a signed-in member picks one of their groups to work in. Only a group they belong to is
 * remembered (httpOnly, the console host only, Secure over HTTPS); anything else is refused with the reason in the URL.
 * The choice is checked again on every request (currentStaff), so a forged cookie is ignored there too.
 */
export async function chooseGroup(form: FormData): Promise<void> {
  const staff = await currentStaff();
  if (!staff) redirect(SIGN_IN_PATHS.email);
  const groupId = chosenGroupId(form.get("group"));
  if (!groupId || !staff.memberships.some((m) => m.member.groupId === groupId)) redirect("/?group=unknown");
  (await cookies()).set(GROUP_COOKIE, groupId, {
    httpOnly: true,
    sameSite: "strict",
    secure: (await headers()).get(HTTPS_HEADER) === "1",
    path: "/",
    maxAge: CHOICE_SECONDS,
  });
  redirect("/");
}
