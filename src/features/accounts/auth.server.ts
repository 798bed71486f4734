import "server-only";
import { nextCookies } from "better-auth/next-js";
import { headers } from "next/headers";
import { getDb } from "@/platform/db/db.server";
import { platformSecret } from "@/platform/db/platform-secret.server";
import { env } from "@/platform/env";
import { HTTPS_HEADER } from "@/platform/http/request-rules";
import type { CurrentSite } from "@/platform/site/current-site.server";
import { siteOrigin } from "@/platform/site/site-origin";
import { createSiteAuth, type SiteAuth } from "./site-auth.db";
import { queueSignInCode } from "./sign-in-sms.server";

const instances = new Map<string, Promise<SiteAuth>>();

/** AUTH_SECRET, else one the platform made and keeps in its database (every process and restart agree). */
async function authSecret(): Promise<string> {
  return env().AUTH_SECRET ?? (await platformSecret("auth"));
}

/** Whether this request came over HTTPS (the front door's word, which only it can set). */
async function requestIsSecure(): Promise<boolean> {
  return (await headers()).get(HTTPS_HEADER) === "1";
}

/**
 * The site's auth, made once per process and site (and per scheme: over HTTPS its cookie is Secure). Server actions
 * set its cookies through Next's cookie store (better-auth's nextCookies plugin).
 */
export async function siteAuth(site: CurrentSite): Promise<SiteAuth> {
  const secure = await requestIsSecure();
  const key = `${site.id}:${secure}`;
  let auth = instances.get(key);
  if (!auth) {
    auth = (async () =>
      createSiteAuth({
        db: await getDb(),
        siteId: site.id,
        baseURL: siteOrigin(site.config, `${secure ? "https" : "http"}://${site.config.slug}.localhost`)!,
        secret: await authSecret(),
        secure,
        sendCode: (phone, code) => queueSignInCode(site, phone, code),
        plugins: [nextCookies()],
      }))();
    auth.catch(() => instances.delete(key));
    instances.set(key, auth);
  }
  return auth;
}
