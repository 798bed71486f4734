import "server-only";
import { env } from "@/platform/env";
import { platformSecret } from "@/platform/db/platform-secret.server";
import { claimOnce } from "@/platform/http/rate-limits.server";
import type { CurrentSite } from "@/platform/site/current-site.server";
import { HONEYPOT_FIELD, SPAM_CHECK_FAILED } from "./lead-messages";
import { issueChallenge, verifySolution } from "./proof-of-work";

/**
 * The spam check without a third-party service: a proof-of-work the browser solves while the
 * shopper types, plus a honeypot field no person fills. A browser without JavaScript cannot solve
 * the puzzle; its submission is still taken ("unverified") under a stricter rate limit, because a
 * lead lost to a spam filter costs a dealer more than an occasional spam e-mail.
 */

/** The key that signs puzzles: LEAD_SPAM_SECRET, else one the platform made and keeps in its database. */
function spamSecret(): Promise<string> {
  const configured = env().LEAD_SPAM_SECRET;
  return configured ? Promise.resolve(configured) : platformSecret("lead-spam-check");
}

export async function spamChallenge(site: CurrentSite): Promise<{ token: string; difficulty: number } | null> {
  if (!site.config.spamCheck.enabled) return null;
  return {
    token: await issueChallenge(await spamSecret(), site.id, site.config.spamCheck.difficulty, Date.now()),
    difficulty: site.config.spamCheck.difficulty,
  };
}

/** "verified" carries `firstUse`, called just before the lead is stored: a solved puzzle sends one lead. */
export type SpamVerdict =
  | { status: "verified"; firstUse: () => Promise<boolean> }
  | { status: "unverified" }
  | { status: "failed"; message: string };

export async function checkSpam(site: CurrentSite, control: Record<string, string>, now: Date): Promise<SpamVerdict> {
  if (control[HONEYPOT_FIELD]) return { status: "failed", message: SPAM_CHECK_FAILED };
  if (!site.config.spamCheck.enabled) return { status: "verified", firstUse: async () => true };
  const token = control.pow_token ?? "";
  const nonce = control.pow_nonce ?? "";
  if (!nonce) return { status: "unverified" };
  const result = await verifySolution({
    secret: await spamSecret(),
    siteId: site.id,
    token,
    nonce,
    now: now.getTime(),
    minDifficulty: site.config.spamCheck.difficulty,
  });
  // A puzzle signed with another secret (LEAD_SPAM_SECRET changed) or left open too long is no proof either way:
  // the lead is taken as if the browser had no JavaScript, under the stricter limits.
  if (!result.ok && (result.reason === "expired" || result.reason === "bad_signature")) return { status: "unverified" };
  if (!result.ok) return { status: "failed", message: SPAM_CHECK_FAILED };
  return { status: "verified", firstUse: () => claimOnce(`spam-puzzle:${token}`, now) };
}
