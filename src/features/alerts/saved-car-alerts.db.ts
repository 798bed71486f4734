import { and, desc, eq, gt, inArray, isNull, max, or, sql } from "drizzle-orm";
import type { Database } from "@/platform/db/client";
import { ALERTS_OFF, CAR_ALERT_SMS, savedCarAlertSmsAbout } from "@/features/saved-searches";
import {
  authUsers,
  reservationEvents,
  reservations,
  savedCarAlertAnnouncements,
  searchAlertEmails,
  vehiclePriceChanges,
  vehicles,
  watchlistEntries,
} from "@/platform/db/schema";
import { queueSms, withdrawQueuedSms } from "@/platform/sms/sms-outbox.db";
import { messageDue } from "./alert-digest";
import type { AlertSite } from "./alert-dispatch.db";
import { savedCarSms, savedCarSubject } from "./saved-car-alert-message";
import { savedCarEmail } from "./components/alert-emails";
import { alertsSince, savedCarAnnouncements, type AlertingSavedCar } from "./saved-car-alert-rules";
import { signSavedCarUnsubscribeToken, type SavedCarUnsubscribeClaim } from "./unsubscribe-token";

/** Reservation states that hold the car for another buyer (a hold still awaiting its deposit is not yet news). */
const HOLDING_STATES = ["held", "confirmed"] as const;

/**
 * A reservation that has held the car at some time, whatever its state now: its history (reservation_events) has a
 * paid state. A hold made and released, cancelled or lapsed between two passes is still news, told once.
 */
const everHeld = sql`exists (select 1 from ${reservationEvents} where ${reservationEvents.reservationId} = ${reservations.id} and ${inArray(reservationEvents.state, [...HOLDING_STATES])})`;

const alertsOn = or(eq(watchlistEntries.alertEmail, true), eq(watchlistEntries.alertSms, true));

/**
 * Records what each of a site's saved cars with alerts on is to be told (saved-car-alert-rules.ts): only those cars,
 * their price changes and the reservations that held them since the opt-in are read (a handful of rows per alerting saved car). The announcements'
 * unique key (saved car, kind, occasion) makes two passes or two processes at once record each piece of news once.
 * Returns how many announcements are new.
 */
export async function matchSavedCarAlerts(db: Database, siteId: number, now = new Date()): Promise<number> {
  const rows = await db
    .select({
      entryId: watchlistEntries.id,
      userId: watchlistEntries.userId,
      vehicleId: watchlistEntries.vehicleId,
      alertEmail: watchlistEntries.alertEmail,
      emailConsentAt: watchlistEntries.emailConsentAt,
      alertSms: watchlistEntries.alertSms,
      smsConsentAt: watchlistEntries.smsConsentAt,
      status: vehicles.status,
      soldAt: vehicles.soldAt,
      price: vehicles.price,
    })
    .from(watchlistEntries)
    .innerJoin(vehicles, eq(vehicles.id, watchlistEntries.vehicleId))
    .where(and(eq(watchlistEntries.siteId, siteId), alertsOn));
  const cars: AlertingSavedCar[] = rows.flatMap((row) => {
    const since = alertsSince(row);
    return since ? [{ ...row, alertsSince: since }] : [];
  });
  if (cars.length === 0) return 0;
  const ids = [...new Set(cars.map((c) => c.vehicleId))];
  const earliest = new Date(Math.min(...cars.map((c) => c.alertsSince.getTime())));
  const [changes, holds] = await Promise.all([
    db
      .select({
        id: vehiclePriceChanges.id,
        vehicleId: vehiclePriceChanges.vehicleId,
        oldPrice: vehiclePriceChanges.oldPrice,
        newPrice: vehiclePriceChanges.newPrice,
        at: vehiclePriceChanges.at,
      })
      .from(vehiclePriceChanges)
      .where(and(eq(vehiclePriceChanges.siteId, siteId), inArray(vehiclePriceChanges.vehicleId, ids))),
    db
      .select({
        id: reservations.id,
        vehicleId: sql<number>`${reservations.vehicleId}`,
        userId: reservations.userId,
        createdAt: reservations.createdAt,
      })
      .from(reservations)
      .where(
        and(
          eq(reservations.siteId, siteId),
          inArray(reservations.vehicleId, ids),
          // Only reservations made since the earliest opt-in can be news (the rules check each car's own).
          gt(reservations.createdAt, earliest),
          everHeld,
        ),
      ),
  ]);
  const found = savedCarAnnouncements(cars, changes, holds, now);
  if (found.length === 0) return 0;
  const written = await db
    .insert(savedCarAlertAnnouncements)
    .values(found.map((a) => ({ siteId, ...a })))
    .onConflictDoNothing()
    .returning({ id: savedCarAlertAnnouncements.id });
  return written.length;
}

/**
 * Puts each saved car's waiting news into one message, at once but at most one a day per saved car (the digest rules'
 * "instant", alert-digest.ts): an e-mail in the alert outbox and/or an SMS, per the channels consented to. Each saved
 * car is dispatched in its own transaction with its row locked, so two processes never make two messages of the same
 * news. Returns how many saved cars were messaged.
 */
export async function dispatchSavedCarAlerts(db: Database, site: AlertSite, now = new Date()): Promise<number> {
  const waiting = await db
    .selectDistinct({ id: savedCarAlertAnnouncements.watchlistEntryId })
    .from(savedCarAlertAnnouncements)
    .where(and(eq(savedCarAlertAnnouncements.siteId, site.id), isNull(savedCarAlertAnnouncements.dispatchedAt)));
  let messaged = 0;
  for (const { id } of waiting) if (await dispatchSavedCar(db, site, id, now)) messaged++;
  return messaged;
}

async function dispatchSavedCar(db: Database, site: AlertSite, entryId: number, now: Date): Promise<boolean> {
  return db.transaction(async (tx) => {
    const [entry] = await tx
      .select()
      .from(watchlistEntries)
      .where(and(eq(watchlistEntries.id, entryId), eq(watchlistEntries.siteId, site.id)))
      .for("update");
    if (!entry || !(entry.alertEmail || entry.alertSms)) return false;
    const [last] = await tx
      .select({ at: max(savedCarAlertAnnouncements.dispatchedAt) })
      .from(savedCarAlertAnnouncements)
      .where(eq(savedCarAlertAnnouncements.watchlistEntryId, entryId));
    if (!messageDue("instant", last?.at ? new Date(last.at) : null, now, site.timeZone)) return false;
    const news = await tx
      .select()
      .from(savedCarAlertAnnouncements)
      .where(
        and(eq(savedCarAlertAnnouncements.watchlistEntryId, entryId), isNull(savedCarAlertAnnouncements.dispatchedAt)),
      )
      .orderBy(desc(savedCarAlertAnnouncements.id));
    const [car] = await tx
      .select({ name: vehicles.name, slug: vehicles.slug })
      .from(vehicles)
      .where(eq(vehicles.id, entry.vehicleId));
    if (news.length === 0 || !car) return false;
    await tx
      .update(savedCarAlertAnnouncements)
      .set({ dispatchedAt: now })
      // The news read above, not any recorded meanwhile: that waits for the next message.
      .where(
        inArray(
          savedCarAlertAnnouncements.id,
          news.map((n) => n.id),
        ),
      );
    const token = signSavedCarUnsubscribeToken(site.secret, {
      siteId: site.id,
      watchlistEntryId: entryId,
      userId: entry.userId,
    });
    const input = {
      dealer: site.branding.dealer,
      carName: car.name,
      carUrl: `${site.origin}/cars/${car.slug}`,
      unsubscribeUrl: `${site.origin}/alerts/unsubscribe?${new URLSearchParams({ token })}`,
      news,
    };
    if (entry.alertEmail && entry.alertEmailAddress)
      await tx.insert(searchAlertEmails).values({
        siteId: site.id,
        watchlistEntryId: entryId,
        toAddress: entry.alertEmailAddress,
        subject: savedCarSubject(input),
        ...(await savedCarEmail({ ...input, branding: site.branding })),
        unsubscribeUrl: input.unsubscribeUrl,
        nextAttemptAt: now,
      });
    if (entry.alertSms) {
      const [shopper] = await tx
        .select({ phone: authUsers.phoneNumber })
        .from(authUsers)
        .where(and(eq(authUsers.id, entry.userId), eq(authUsers.phoneNumberVerified, true)));
      if (shopper?.phone)
        await queueSms(tx, {
          siteId: site.id,
          to: shopper.phone,
          body: savedCarSms(input),
          purpose: CAR_ALERT_SMS,
          about: savedCarAlertSmsAbout(entryId),
        });
    }
    return true;
  });
}

const claimed = (claim: SavedCarUnsubscribeClaim) =>
  and(
    eq(watchlistEntries.id, claim.watchlistEntryId),
    eq(watchlistEntries.siteId, claim.siteId),
    eq(watchlistEntries.userId, claim.userId),
  );

/**
 * Stops every alert of the saved car the (checked) token names, at once: both channels off with their consents
 * dropped, its queued e-mails and texts withdrawn. Acts only on the saved car of the shopper and site the token names; false when
 * no such saved car is left (removed from the garage since).
 */
export async function unsubscribeSavedCar(db: Database, claim: SavedCarUnsubscribeClaim): Promise<boolean> {
  return db.transaction(async (tx) => {
    const stopped = await tx
      .update(watchlistEntries)
      .set(ALERTS_OFF)
      .where(claimed(claim))
      .returning({ id: watchlistEntries.id });
    if (stopped.length === 0) return false;
    await tx
      .update(searchAlertEmails)
      .set({ status: "withdrawn" })
      .where(
        and(eq(searchAlertEmails.watchlistEntryId, claim.watchlistEntryId), eq(searchAlertEmails.status, "pending")),
      );
    await withdrawQueuedSms(tx, { about: [savedCarAlertSmsAbout(claim.watchlistEntryId)] });
    return true;
  });
}

/** The saved car a token names, for the confirming page (its name, channels on), or null when it is gone. */
export async function savedCarUnsubscribeTarget(db: Database, claim: SavedCarUnsubscribeClaim) {
  const [row] = await db
    .select({ name: vehicles.name, email: watchlistEntries.alertEmail, sms: watchlistEntries.alertSms })
    .from(watchlistEntries)
    .innerJoin(vehicles, eq(vehicles.id, watchlistEntries.vehicleId))
    .where(claimed(claim));
  return row ?? null;
}
