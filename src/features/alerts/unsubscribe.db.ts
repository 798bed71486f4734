import { and, eq, sql } from "drizzle-orm";
import type { Database } from "@/platform/db/client";
import { ALERTS_OFF, searchAlertSmsAbout } from "@/features/saved-searches";
import { savedSearches, searchAlertEmails } from "@/platform/db/schema";
import { withdrawQueuedSms } from "@/platform/sms/sms-outbox.db";
import type { UnsubscribeClaim } from "./unsubscribe-token";

/**
 * Stops every alert of the saved search the (checked) token names, at once: both channels off with their consents
 * dropped (turning one on again asks again), and its queued e-mails and texts withdrawn. Acts only on the search of the shopper
 * and site the token names. Repeating it changes nothing and still succeeds; false when no such search is left
 * (deleted since).
 */
export async function unsubscribeSearch(db: Database, claim: UnsubscribeClaim): Promise<boolean> {
  return db.transaction(async (tx) => {
    const stopped = await tx
      .update(savedSearches)
      .set({ ...ALERTS_OFF, updatedAt: sql`now()` })
      .where(
        and(
          eq(savedSearches.id, claim.savedSearchId),
          eq(savedSearches.siteId, claim.siteId),
          eq(savedSearches.userId, claim.userId),
        ),
      )
      .returning({ id: savedSearches.id });
    if (stopped.length === 0) return false;
    await tx
      .update(searchAlertEmails)
      .set({ status: "withdrawn" })
      .where(and(eq(searchAlertEmails.savedSearchId, claim.savedSearchId), eq(searchAlertEmails.status, "pending")));
    await withdrawQueuedSms(tx, { about: [searchAlertSmsAbout(claim.savedSearchId)] });
    return true;
  });
}

/** The name of the search a token names, for the confirming page (null when it is gone). */
export async function unsubscribeTarget(db: Database, claim: UnsubscribeClaim) {
  const [row] = await db
    .select({ name: savedSearches.name, email: savedSearches.alertEmail, sms: savedSearches.alertSms })
    .from(savedSearches)
    .where(
      and(
        eq(savedSearches.id, claim.savedSearchId),
        eq(savedSearches.siteId, claim.siteId),
        eq(savedSearches.userId, claim.userId),
      ),
    );
  return row ?? null;
}
