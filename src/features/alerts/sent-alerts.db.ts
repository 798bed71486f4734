import { and, count, eq, gt, inArray, max } from "drizzle-orm";
import type { Database } from "@/platform/db/client";
import {
  authUsers,
  savedCarAlertAnnouncements,
  savedSearches,
  searchAlertAnnouncements,
  searchAlertEmails,
  smsOutbox,
  watchlistEntries,
} from "@/platform/db/schema";
import { ALERT_SMS_PURPOSES, CAR_ALERT_SMS, SEARCH_ALERT_SMS, smsAboutSubject } from "@/features/saved-searches";
import { attributeSms, sentAlertLists, type OutboxMark, type SentAlertList, type SentNews } from "./sent-alerts";

/** The alerts sent to one shopper on one site: per saved search (by its id) and per saved car (by the car's id). */
export interface ShoppersSentAlerts {
  searches: Map<number, SentAlertList>;
  cars: Map<number, SentAlertList>;
  /** Each saved car's alert settings, by the car's id. */
  carSettings: Map<number, { email: boolean; emailAddress: string | null; sms: boolean }>;
}

/** News closed without a message (its cars gone) is marked with the epoch: any real message is later than this. */
const NO_MESSAGE = new Date(86_400_000);

type Dispatch = { subject: number; at: Date; news: SentNews };

const asDispatch = (r: {
  subject: number;
  at: Date | null;
  kind: string;
  count: number;
  price: number | null;
  oldPrice: number | null;
}): Dispatch => ({
  subject: r.subject,
  at: new Date(r.at!),
  news: { kind: r.kind, count: Number(r.count), price: r.price, oldPrice: r.oldPrice },
});

/**
 * The messages sent about the shopper's own saved searches and saved cars on this site, read from the announcements
 * each dispatch marked, the alert e-mail outbox and the SMS outbox (alert-dispatch.db.ts, saved-car-alerts.db.ts).
 * Every read is held to the site and the shopper: another shopper's or another site's alerts never show.
 */
export async function shoppersSentAlerts(db: Database, siteId: number, userId: string): Promise<ShoppersSentAlerts> {
  const ownSearch = and(eq(savedSearches.siteId, siteId), eq(savedSearches.userId, userId));
  const ownEntry = and(eq(watchlistEntries.siteId, siteId), eq(watchlistEntries.userId, userId));
  const messaged = (news: typeof searchAlertAnnouncements | typeof savedCarAlertAnnouncements) =>
    and(eq(news.siteId, siteId), gt(news.dispatchedAt, NO_MESSAGE));
  const [searchRows, carRows, searchEmails, carEmails, [shopper], settings] = await Promise.all([
    db
      .select({
        subject: searchAlertAnnouncements.savedSearchId,
        at: searchAlertAnnouncements.dispatchedAt,
        kind: searchAlertAnnouncements.kind,
        count: count(),
        price: max(searchAlertAnnouncements.price),
        oldPrice: max(searchAlertAnnouncements.oldPrice),
      })
      .from(searchAlertAnnouncements)
      .innerJoin(savedSearches, eq(savedSearches.id, searchAlertAnnouncements.savedSearchId))
      .where(and(ownSearch, messaged(searchAlertAnnouncements)))
      .groupBy(
        searchAlertAnnouncements.savedSearchId,
        searchAlertAnnouncements.dispatchedAt,
        searchAlertAnnouncements.kind,
      ),
    db
      .select({
        subject: savedCarAlertAnnouncements.watchlistEntryId,
        vehicleId: watchlistEntries.vehicleId,
        at: savedCarAlertAnnouncements.dispatchedAt,
        kind: savedCarAlertAnnouncements.kind,
        price: savedCarAlertAnnouncements.price,
        oldPrice: savedCarAlertAnnouncements.oldPrice,
      })
      .from(savedCarAlertAnnouncements)
      .innerJoin(watchlistEntries, eq(watchlistEntries.id, savedCarAlertAnnouncements.watchlistEntryId))
      .where(and(ownEntry, messaged(savedCarAlertAnnouncements))),
    db
      .select({ subject: savedSearches.id, createdAt: searchAlertEmails.createdAt, status: searchAlertEmails.status })
      .from(searchAlertEmails)
      .innerJoin(savedSearches, eq(savedSearches.id, searchAlertEmails.savedSearchId))
      .where(and(ownSearch, eq(searchAlertEmails.siteId, siteId))),
    db
      .select({
        subject: watchlistEntries.id,
        createdAt: searchAlertEmails.createdAt,
        status: searchAlertEmails.status,
      })
      .from(searchAlertEmails)
      .innerJoin(watchlistEntries, eq(watchlistEntries.id, searchAlertEmails.watchlistEntryId))
      .where(and(ownEntry, eq(searchAlertEmails.siteId, siteId))),
    db
      .select({ phone: authUsers.phoneNumber })
      .from(authUsers)
      .where(and(eq(authUsers.id, userId), eq(authUsers.siteId, siteId))),
    db
      .select({
        vehicleId: watchlistEntries.vehicleId,
        email: watchlistEntries.alertEmail,
        emailAddress: watchlistEntries.alertEmailAddress,
        sms: watchlistEntries.alertSms,
      })
      .from(watchlistEntries)
      .where(ownEntry),
  ]);
  const sms = shopper?.phone
    ? await db
        .select({
          purpose: smsOutbox.purpose,
          about: smsOutbox.about,
          createdAt: smsOutbox.createdAt,
          status: smsOutbox.status,
        })
        .from(smsOutbox)
        .where(
          and(
            eq(smsOutbox.siteId, siteId),
            eq(smsOutbox.toPhone, shopper.phone),
            inArray(smsOutbox.purpose, ALERT_SMS_PURPOSES),
          ),
        )
    : [];
  const searchDispatches = searchRows.map(asDispatch);
  const carDispatches = carRows.map((r) => asDispatch({ ...r, count: 1 }));
  return {
    searches: lists(
      searchDispatches,
      searchEmails,
      sms
        .filter((s) => s.purpose === SEARCH_ALERT_SMS)
        .map((s) => ({ ...s, subject: smsAboutSubject(s.about, "saved-search") })),
    ),
    cars: byVehicle(
      lists(
        carDispatches,
        carEmails,
        sms
          .filter((s) => s.purpose === CAR_ALERT_SMS)
          .map((s) => ({ ...s, subject: smsAboutSubject(s.about, "saved-car") })),
      ),
      new Map(carRows.map((r) => [r.subject, r.vehicleId])),
    ),
    carSettings: new Map(settings.map(({ vehicleId, ...rest }) => [vehicleId, rest])),
  };
}

function lists(
  dispatches: Dispatch[],
  emailRows: { subject: number; createdAt: Date; status: string }[],
  sms: { createdAt: Date; status: string; subject: number | null }[],
): Map<number, SentAlertList> {
  const emails: OutboxMark[] = emailRows.map((e) => ({ ...e, createdAt: new Date(e.createdAt), channel: "e-mail" }));
  const texts = attributeSms(
    sms.map((s) => ({ ...s, createdAt: new Date(s.createdAt) })),
    dispatches,
    emails,
  );
  return sentAlertLists(dispatches, [...emails, ...texts]);
}

const byVehicle = (lists: Map<number, SentAlertList>, vehicleOf: Map<number, number>) =>
  new Map([...lists].map(([entryId, list]) => [vehicleOf.get(entryId)!, list]));
