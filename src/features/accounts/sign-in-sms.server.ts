import "server-only";
import { getDb } from "@/platform/db/db.server";
import type { CurrentSite } from "@/platform/site/current-site.server";
import { queueSms } from "@/platform/sms/sms-outbox.db";
import { kickSmsWorker } from "@/platform/sms/sms-worker.server";
import { CODE_TTL_SECONDS } from "./sign-in-code";
import { signInMessage } from "./sign-in-limits";

/**
 * Hands a code to the SMS outbox (stored first, then sent through the gateway with retries, like leads). The message
 * expires with the code, so a gateway that comes back late never delivers a dead code, and its text is erased once it
 * is sent or expired.
 */
export async function queueSignInCode(site: CurrentSite, phone: string, code: string): Promise<void> {
  const db = await getDb();
  await queueSms(db, {
    siteId: site.id,
    to: phone,
    body: signInMessage(site.config.name, code, site.config.domains[0] ?? null),
    purpose: "sign-in-code",
    expiresAt: new Date(Date.now() + CODE_TTL_SECONDS * 1000),
  });
  kickSmsWorker();
}
