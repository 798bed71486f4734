import "server-only";
import type { Database } from "@/platform/db/client";
import { getDb } from "@/platform/db/db.server";
import { platformSecret } from "@/platform/db/platform-secret.server";
import { savedCarUnsubscribeTarget, unsubscribeSavedCar } from "./saved-car-alerts.db";
import { unsubscribeSearch, unsubscribeTarget } from "./unsubscribe.db";
import { checkSavedCarUnsubscribeToken, checkUnsubscribeToken, UNSUBSCRIBE_SECRET } from "./unsubscribe-token";

export type UnsubscribeOutcome = { ok: true; searchName: string | null } | { ok: false; status: 400 | 404 };

/**
 * What a token names on this site: a saved search (v1 tokens, every link already sent) or a saved car (c1), with its
 * confirming-page details and how to stop it; null for a forged, malformed or other site's token.
 */
async function tokenTarget(db: Database, siteId: number, token: unknown) {
  const secret = await platformSecret(UNSUBSCRIBE_SECRET, db);
  const search = checkUnsubscribeToken(secret, token, siteId);
  if (search.ok)
    return {
      target: await unsubscribeTarget(db, search.claim),
      subject: "saved search" as const,
      stop: () => unsubscribeSearch(db, search.claim),
    };
  const car = checkSavedCarUnsubscribeToken(secret, token, siteId);
  if (car.ok)
    return {
      target: await savedCarUnsubscribeTarget(db, car.claim),
      subject: "saved car" as const,
      stop: () => unsubscribeSavedCar(db, car.claim),
    };
  return null;
}

/** Unsubscribes the search or saved car a token names on this site, at once; a forged or other site's token changes nothing. */
export async function unsubscribeByToken(siteId: number, token: unknown): Promise<UnsubscribeOutcome> {
  const named = await tokenTarget(await getDb(), siteId, token);
  if (!named) return { ok: false, status: 400 };
  if (!named.target || !(await named.stop())) return { ok: false, status: 404 };
  return { ok: true, searchName: named.target.name };
}

/** What the confirming page shows of a token: the search's or car's name and whether alerts are still on, or a refusal. */
export async function unsubscribeTargetByToken(siteId: number, token: unknown) {
  const named = await tokenTarget(await getDb(), siteId, token);
  if (!named) return { ok: false as const, status: 400 as const };
  return named.target
    ? { ok: true as const, subject: named.subject, ...named.target }
    : { ok: false as const, status: 404 as const };
}
