import { and, eq } from "drizzle-orm";
import type { Database } from "@/platform/db/client";
import { vehicles, watchlistEntries } from "@/platform/db/schema";
import {
  alertColumns,
  savedCarAlertSmsAbout,
  storedAlertColumns,
  withConsent,
  type StoredAlerts,
} from "@/features/saved-searches";
import { withdrawQueuedSms } from "@/platform/sms/sms-outbox.db";
import { carConsentWording } from "./saved-car-preferences";

type AlertChoice = Pick<StoredAlerts, "email" | "emailAddress" | "sms" | "frequency">;

const ownEntry = (siteId: number, userId: string, vehicleId: number) =>
  and(
    eq(watchlistEntries.siteId, siteId),
    eq(watchlistEntries.userId, userId),
    eq(watchlistEntries.vehicleId, vehicleId),
  );

/** The shopper's own saved car on this site with its alert settings, or null when they have not saved it. */
export async function savedCarAlertSettings(db: Database, siteId: number, userId: string, vehicleId: number) {
  const [row] = await db
    .select({
      name: vehicles.name,
      slug: vehicles.slug,
      email: watchlistEntries.alertEmail,
      emailAddress: watchlistEntries.alertEmailAddress,
      sms: watchlistEntries.alertSms,
    })
    .from(watchlistEntries)
    .innerJoin(vehicles, eq(vehicles.id, watchlistEntries.vehicleId))
    .where(ownEntry(siteId, userId, vehicleId));
  return row ?? null;
}

/**
 * Stores the alerts chosen for the shopper's own saved car, with the saved-search consent rules (withConsent): a
 * channel newly ticked records its consent now with the words shown, one kept on keeps its consent, one turned off
 * drops it. False when the shopper has not saved this car.
 */
export async function setSavedCarAlerts(
  db: Database,
  siteId: number,
  userId: string,
  vehicleId: number,
  choice: AlertChoice,
  consent: { now: Date; dealer: string },
): Promise<boolean> {
  return db.transaction(async (tx) => {
    const [row] = await tx
      .select()
      .from(watchlistEntries)
      .where(ownEntry(siteId, userId, vehicleId))
      .for("update");
    if (!row) return false;
    // Saved-car alerts are sent as they happen (at most one a day): they have no digest.
    const before = storedAlertColumns(row, "instant");
    const next = withConsent(before, choice, consent.now, consent.dealer, carConsentWording);
    // Texts already queued for this car stop with its SMS alerts, as they do by the unsubscribe link.
    if (before.sms && !next.sms) await withdrawQueuedSms(tx, { about: [savedCarAlertSmsAbout(row.id)] });
    await tx.update(watchlistEntries).set(alertColumns(next)).where(eq(watchlistEntries.id, row.id));
    return true;
  });
}
