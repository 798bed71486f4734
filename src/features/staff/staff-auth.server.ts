import "server-only";
import { createHmac } from "node:crypto";
import { nextCookies } from "better-auth/next-js";
import { cookies, headers } from "next/headers";
import { getDb } from "@/platform/db/db.server";
import { platformSecret } from "@/platform/db/platform-secret.server";
import { env } from "@/platform/env";
import { HTTPS_HEADER } from "@/platform/http/request-rules";
import { personalMailFromEnv } from "@/platform/mail/local-inbox";
import { createStaffAuth, type StaffAuth } from "./staff-auth.db";
import { invitationMail } from "./invitation-mail";
import { staffCodeMail } from "./staff-sign-in";

const instances = new Map<boolean, Promise<StaffAuth>>();
let noticeGiven = false;

/**
 * The staff's own secret, never the shoppers': derived from AUTH_SECRET when it is set, else one the platform made and
 * keeps in its database (every process and restart agree).
 */
async function staffSecret(): Promise<string> {
  const shared = env().AUTH_SECRET;
  return shared
    ? createHmac("sha256", shared).update("forecourt staff auth").digest("hex")
    : platformSecret("staff-auth");
}

/**
 * Sends mail a staff member waits for (a sign-in code, an invitation) by e-mail, or to the local mail inbox while no
 * mail server is set (the server says so once).
 */
async function sendPersonalMail(to: string, mail: { subject: string; text: string }): Promise<void> {
  const e = env();
  const { transport, notice } = personalMailFromEnv(e);
  if (notice && !noticeGiven) {
    noticeGiven = true;
    console.log(notice);
  }
  await transport.send({ from: e.MAIL_FROM, to, ...mail, attachments: [] });
}

/**
 * The console's origin for a link in an e-mail: the request's own host (with its port) when it is the console's,
 * else CONSOLE_HOST.
 */
async function consoleOrigin(secure: boolean): Promise<string> {
  const host = (await headers()).get("host");
  const consoleHost = env().CONSOLE_HOST;
  const origin = host && host.toLowerCase().split(":")[0] === consoleHost ? host.toLowerCase() : consoleHost;
  return `${secure ? "https" : "http"}://${origin}`;
}

/**
 * The console's staff auth, made once per process (and per scheme: over HTTPS its cookies are Secure). Server actions
 * set its cookies through Next's cookie store (better-auth's nextCookies plugin).
 */
export async function staffAuth(): Promise<StaffAuth> {
  const secure = (await headers()).get(HTTPS_HEADER) === "1";
  let auth = instances.get(secure);
  if (!auth) {
    auth = (async () =>
      createStaffAuth({
        db: await getDb(),
        baseURL: `${secure ? "https" : "http"}://${env().CONSOLE_HOST}`,
        secret: await staffSecret(),
        secure,
        sendCode: (email, code) => sendPersonalMail(email, staffCodeMail(code)),
        sendInvitation: async ({ id, email, groupName, inviterName }) =>
          sendPersonalMail(
            email,
            invitationMail({
              groupName,
              inviterName,
              link: `${await consoleOrigin(secure)}/invitation/${encodeURIComponent(id)}`,
            }),
          ),
        plugins: [nextCookies()],
      }))();
    auth.catch(() => instances.delete(secure));
    instances.set(secure, auth);
  }
  return auth;
}

/**
 * The request's headers as the staff auth should read them: with the cookies as they are now. A server action that
 * changes the session (turning an authenticator on or off makes a new one) sets the new cookie, and the page Next then
 * renders in the same response must read that one, not the request's original Cookie header, whose session is gone.
 */
export async function authRequestHeaders(): Promise<Headers> {
  const current = new Headers(await headers());
  const jar = (await cookies()).toString();
  if (jar) current.set("cookie", jar);
  else current.delete("cookie");
  return current;
}
