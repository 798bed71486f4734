import { and, desc, eq, inArray, isNull, max, or } from "drizzle-orm";
import type { Database } from "@/platform/db/client";
import { authUsers, savedSearches, searchAlertAnnouncements, searchAlertEmails, vehicles } from "@/platform/db/schema";
import { queueSms } from "@/platform/sms/sms-outbox.db";
import { savedSearchHref, SEARCH_ALERT_SMS, searchAlertSmsAbout } from "@/features/saved-searches";
import { messageDue } from "./alert-digest";
import { alertSms, alertSubject, type AlertCar } from "./alert-message";
import { savedSearchEmail } from "./components/alert-emails";
import type { EmailBranding } from "./email-branding";
import { signUnsubscribeToken } from "./unsubscribe-token";
import type { AnnouncementKind } from "./alert-matching";

/** What dispatching needs of a site: its id, zone and e-mail branding, where its links point, and the signing secret. */
export interface AlertSite {
  id: number;
  timeZone: string;
  branding: EmailBranding;
  /** The site's public origin (https in production), for the message's links. */
  origin: string;
  secret: string;
}

/**
 * The unsubscribe link: opened (GET) it asks to confirm; POSTed (its button, or a mail client's one-click) it stops the
 * alerts at once. One URL serves both the message's link and List-Unsubscribe.
 */
const unsubscribeUrl = (origin: string, token: string) =>
  `${origin}/alerts/unsubscribe?${new URLSearchParams({ token })}`;

/**
 * Puts each saved search's waiting announcements into one message when the digest rules say it is due
 * (alert-digest.ts): an e-mail in the alert outbox and/or an SMS in the SMS outbox, per the channels the shopper
 * consented to. Each search is dispatched in its own transaction with its row locked, so two processes never make
 * two messages of the same news: the second finds nothing waiting. Returns how many searches were messaged.
 */
export async function dispatchDueAlerts(db: Database, site: AlertSite, now = new Date()): Promise<number> {
  const waiting = await db
    .selectDistinct({ id: searchAlertAnnouncements.savedSearchId })
    .from(searchAlertAnnouncements)
    .where(and(eq(searchAlertAnnouncements.siteId, site.id), isNull(searchAlertAnnouncements.dispatchedAt)));
  let messaged = 0;
  for (const { id } of waiting) if (await dispatchSearch(db, site, id, now)) messaged++;
  return messaged;
}

async function dispatchSearch(db: Database, site: AlertSite, searchId: number, now: Date): Promise<boolean> {
  return db.transaction(async (tx) => {
    const [search] = await tx
      .select()
      .from(savedSearches)
      .where(and(eq(savedSearches.id, searchId), eq(savedSearches.siteId, site.id)))
      .for("update");
    if (!search || !(search.alertEmail || search.alertSms)) return false;
    const [last] = await tx
      .select({ at: max(searchAlertAnnouncements.dispatchedAt) })
      .from(searchAlertAnnouncements)
      .where(eq(searchAlertAnnouncements.savedSearchId, searchId));
    const frequency = search.alertFrequency === "instant" ? "instant" : "daily";
    if (!messageDue(frequency, last?.at ? new Date(last.at) : null, now, site.timeZone)) return false;
    const waiting = and(
      eq(searchAlertAnnouncements.savedSearchId, searchId),
      isNull(searchAlertAnnouncements.dispatchedAt),
    );
    const news = await tx
      .select({
        id: searchAlertAnnouncements.id,
        vehicleId: searchAlertAnnouncements.vehicleId,
        kind: searchAlertAnnouncements.kind,
        price: searchAlertAnnouncements.price,
        oldPrice: searchAlertAnnouncements.oldPrice,
      })
      .from(searchAlertAnnouncements)
      .where(waiting)
      .orderBy(desc(searchAlertAnnouncements.id));
    if (news.length === 0) return false;
    const cars = await carsOf(tx, site, news);
    // News only of cars gone since (sold, hidden) is closed without a message: marked with the epoch, which the
    // digest rules read as no message at all.
    await tx
      .update(searchAlertAnnouncements)
      .set({ dispatchedAt: cars.length > 0 ? now : new Date(0) })
      // The news read above, not any a matcher recorded meanwhile: that waits for the next message.
      .where(
        inArray(
          searchAlertAnnouncements.id,
          news.map((n) => n.id),
        ),
      );
    if (cars.length === 0) return false;
    const token = signUnsubscribeToken(site.secret, {
      siteId: site.id,
      savedSearchId: searchId,
      userId: search.userId,
    });
    const input = {
      dealer: site.branding.dealer,
      searchName: search.name,
      searchUrl: `${site.origin}${savedSearchHref(search)}`,
      unsubscribeUrl: unsubscribeUrl(site.origin, token),
      cars,
    };
    if (search.alertEmail && search.alertEmailAddress)
      await tx.insert(searchAlertEmails).values({
        siteId: site.id,
        savedSearchId: searchId,
        toAddress: search.alertEmailAddress,
        subject: alertSubject(input),
        ...(await savedSearchEmail({ ...input, branding: site.branding })),
        unsubscribeUrl: input.unsubscribeUrl,
        nextAttemptAt: now,
      });
    if (search.alertSms) {
      const [shopper] = await tx
        .select({ phone: authUsers.phoneNumber })
        .from(authUsers)
        .where(and(eq(authUsers.id, search.userId), eq(authUsers.phoneNumberVerified, true)));
      if (shopper?.phone)
        await queueSms(tx, {
          siteId: site.id,
          to: shopper.phone,
          body: alertSms(input),
          purpose: SEARCH_ALERT_SMS,
          about: searchAlertSmsAbout(searchId),
        });
    }
    return true;
  });
}

/** The announced cars still listed (a car gone since it was matched is left out), newest news first. */
async function carsOf(
  db: Database,
  site: AlertSite,
  news: { vehicleId: number; kind: string; price: number | null; oldPrice: number | null }[],
): Promise<AlertCar[]> {
  const ids = news.map((n) => n.vehicleId);
  const rows = await db
    .select({ id: vehicles.id, name: vehicles.name, slug: vehicles.slug })
    .from(vehicles)
    .where(
      and(
        eq(vehicles.siteId, site.id),
        inArray(vehicles.id, ids),
        or(eq(vehicles.status, "in_stock"), eq(vehicles.status, "coming_soon")),
      ),
    );
  const byId = new Map(rows.map((r) => [r.id, r]));
  return news.flatMap((n) => {
    const car = byId.get(n.vehicleId);
    return car
      ? [
          {
            kind: n.kind as AnnouncementKind,
            name: car.name,
            url: `${site.origin}/cars/${car.slug}`,
            price: n.price,
            oldPrice: n.oldPrice,
          },
        ]
      : [];
  });
}
