import "server-only";
import { getDb } from "@/platform/db/db.server";
import { platformSecret } from "@/platform/db/platform-secret.server";
import { unsubscribeSearch, unsubscribeTarget } from "./unsubscribe.db";
import { checkUnsubscribeToken, UNSUBSCRIBE_SECRET } from "./unsubscribe-token";

export type UnsubscribeOutcome = { ok: true; searchName: string | null } | { ok: false; status: 400 | 404 };

/** Unsubscribes the search a token names on this site, at once; a forged or other site's token changes nothing. */
export async function unsubscribeByToken(siteId: number, token: unknown): Promise<UnsubscribeOutcome> {
  const db = await getDb();
  const checked = checkUnsubscribeToken(await platformSecret(UNSUBSCRIBE_SECRET, db), token, siteId);
  if (!checked.ok) return { ok: false, status: 400 };
  const target = await unsubscribeTarget(db, checked.claim);
  if (!target || !(await unsubscribeSearch(db, checked.claim))) return { ok: false, status: 404 };
  return { ok: true, searchName: target.name };
}

/** What the confirming page shows of a token: the search's name and whether alerts are still on, or a refusal. */
export async function unsubscribeTargetByToken(siteId: number, token: unknown) {
  const db = await getDb();
  const checked = checkUnsubscribeToken(await platformSecret(UNSUBSCRIBE_SECRET, db), token, siteId);
  if (!checked.ok) return { ok: false as const, status: 400 as const };
  const target = await unsubscribeTarget(db, checked.claim);
  return target ? { ok: true as const, ...target } : { ok: false as const, status: 404 as const };
}
