import { and, eq, inArray, isNotNull, or, sql } from "drizzle-orm";
import type { Database } from "@/platform/db/client";
import { SMS_ALERTS_OFF, ALERT_SMS_PURPOSES } from "@/features/saved-searches";
import { authUsers, savedSearches, watchlistEntries } from "@/platform/db/schema";
import { withdrawQueuedSms } from "@/platform/sms/sms-outbox.db";

export interface SmsOptOut {
  searches: number;
  savedCars: number;
  withdrawn: number;
}

/**
 * A STOP from this number (E.164): SMS alerts off, their consent dropped, on every saved search and saved car of every
 * account with this mobile, on every site (the alerts all come from one number); the alert texts still queued to it
 * withdrawn. E-mail alerts, other numbers and sign-in codes are left alone. In one transaction; a second STOP (or a
 * second process handling the same one) changes nothing more and counts nothing.
 */
export async function stopSmsAlertsTo(db: Database, phone: string): Promise<SmsOptOut> {
  return db.transaction(async (tx) => {
    const accounts = tx.select({ id: authUsers.id }).from(authUsers).where(eq(authUsers.phoneNumber, phone));
    const searches = await tx
      .update(savedSearches)
      .set({ ...SMS_ALERTS_OFF, updatedAt: sql`now()` })
      .where(
        and(
          inArray(savedSearches.userId, accounts),
          or(eq(savedSearches.alertSms, true), isNotNull(savedSearches.smsConsentAt)),
        ),
      )
      .returning({ id: savedSearches.id });
    const savedCars = await tx
      .update(watchlistEntries)
      .set(SMS_ALERTS_OFF)
      .where(
        and(
          inArray(watchlistEntries.userId, accounts),
          or(eq(watchlistEntries.alertSms, true), isNotNull(watchlistEntries.smsConsentAt)),
        ),
      )
      .returning({ id: watchlistEntries.id });
    const withdrawn = await withdrawQueuedSms(tx, { to: phone, purposes: ALERT_SMS_PURPOSES });
    return { searches: searches.length, savedCars: savedCars.length, withdrawn };
  });
}
