import { sql } from "drizzle-orm";
import { check, index, integer, pgTable, text, timestamp, uniqueIndex } from "drizzle-orm/pg-core";
import { createdAtColumn, siteRowColumns } from "./columns";
import { watchlistEntries } from "./accounts";
import { savedSearches } from "./saved-searches";
import { sites } from "./sites";
import { vehicles } from "./vehicles";

/**
 * What each saved search has been told: one row per (search, car, kind, occasion), written by the matcher with the
 * unique key deciding, so a car matched by two feed runs or two processes at once is announced once per search (the
 * second insert does nothing). `occasion` is 0 for a new match and the price change's id for a drop (each drop is
 * news once). `dispatched_at` is set when the announcement is put into a message: a search's last message is the
 * latest of them, which the digest rules read (alert-digest.ts).
 */
export const searchAlertAnnouncements = pgTable(
  "search_alert_announcements",
  {
    ...siteRowColumns(),
    savedSearchId: integer("saved_search_id")
      .notNull()
      .references(() => savedSearches.id, { onDelete: "cascade" }),
    vehicleId: integer("vehicle_id")
      .notNull()
      .references(() => vehicles.id, { onDelete: "cascade" }),
    kind: text("kind").notNull(),
    occasion: integer("occasion").notNull().default(0),
    price: integer("price"),
    oldPrice: integer("old_price"),
    createdAt: createdAtColumn(),
    dispatchedAt: timestamp("dispatched_at", { withTimezone: true }),
  },
  (t) => [
    uniqueIndex("search_alert_announcements_once_key").on(t.savedSearchId, t.vehicleId, t.kind, t.occasion),
    index("search_alert_announcements_search_idx").on(t.savedSearchId, t.dispatchedAt),
    check("search_alert_announcements_kind", sql`${t.kind} in ('new_match', 'price_drop')`),
  ],
);

export const SEARCH_ALERT_EMAIL_STATUSES = ["pending", "sent", "failed", "withdrawn"] as const;

/**
 * The alert e-mail outbox (worked like every outbox, due-jobs.db.ts): a message is stored, rendered, in the
 * transaction that dispatches its announcements, then sent with a lease and retried with backoff; a send that failed
 * is retried, never doubled. A message whose search's e-mail alerts were turned off before it went is withdrawn.
 */
export const searchAlertEmails = pgTable(
  "search_alert_emails",
  {
    ...siteRowColumns(),
    /** The saved search the message is about, or (saved-car alerts) the saved car: exactly one of the two. */
    savedSearchId: integer("saved_search_id").references(() => savedSearches.id, { onDelete: "cascade" }),
    watchlistEntryId: integer("watchlist_entry_id").references(() => watchlistEntries.id, { onDelete: "cascade" }),
    toAddress: text("to_address").notNull(),
    subject: text("subject").notNull(),
    text: text("text").notNull(),
    html: text("html").notNull(),
    /** The https URL of the one-click unsubscribe (List-Unsubscribe). */
    unsubscribeUrl: text("unsubscribe_url").notNull(),
    status: text("status", { enum: SEARCH_ALERT_EMAIL_STATUSES }).notNull().default("pending"),
    attempts: integer("attempts").notNull().default(0),
    nextAttemptAt: timestamp("next_attempt_at", { withTimezone: true }).notNull().defaultNow(),
    lastError: text("last_error"),
    sentAt: timestamp("sent_at", { withTimezone: true }),
    createdAt: createdAtColumn(),
  },
  (t) => [
    index("search_alert_emails_due_idx").on(t.status, t.nextAttemptAt),
    check("search_alert_emails_one_subject", sql`num_nonnulls(${t.savedSearchId}, ${t.watchlistEntryId}) = 1`),
  ],
);

/**
 * How far each site's stock changes have been matched: the last car id and price change id handled. The matcher
 * reads past them (and a little before, in case a transaction committed late: the announcements' key makes a second
 * look harmless) and moves them on.
 */
export const searchAlertCursors = pgTable("search_alert_cursors", {
  siteId: integer("site_id")
    .primaryKey()
    .references(() => sites.id, { onDelete: "cascade" }),
  lastVehicleId: integer("last_vehicle_id").notNull().default(0),
  lastPriceChangeId: integer("last_price_change_id").notNull().default(0),
  updatedAt: timestamp("updated_at", { withTimezone: true }).notNull().defaultNow(),
});

/** What a saved car's alert tells: its price dropped, it was reserved, or it was sold. */
export const SAVED_CAR_ALERT_KINDS = ["price_drop", "reserved", "sold"] as const;

/**
 * What each saved car (watchlist entry with alerts on) has been told: one row per (saved car, kind, occasion), the
 * unique key deciding, so two passes or two processes announce each thing once. `occasion` is the price change's id
 * for a drop, the reservation's id for a reservation (a car reserved, released and reserved again is news twice), and
 * 0 for sold (a car is sold once). `dispatched_at` as for saved searches: the latest is the saved car's last message.
 */
export const savedCarAlertAnnouncements = pgTable(
  "saved_car_alert_announcements",
  {
    ...siteRowColumns(),
    watchlistEntryId: integer("watchlist_entry_id")
      .notNull()
      .references(() => watchlistEntries.id, { onDelete: "cascade" }),
    vehicleId: integer("vehicle_id")
      .notNull()
      .references(() => vehicles.id, { onDelete: "cascade" }),
    kind: text("kind", { enum: SAVED_CAR_ALERT_KINDS }).notNull(),
    occasion: integer("occasion").notNull().default(0),
    price: integer("price"),
    oldPrice: integer("old_price"),
    createdAt: createdAtColumn(),
    dispatchedAt: timestamp("dispatched_at", { withTimezone: true }),
  },
  (t) => [
    uniqueIndex("saved_car_alert_announcements_once_key").on(t.watchlistEntryId, t.kind, t.occasion),
    index("saved_car_alert_announcements_entry_idx").on(t.watchlistEntryId, t.dispatchedAt),
    check("saved_car_alert_announcements_kind", sql`${t.kind} in ('price_drop', 'reserved', 'sold')`),
  ],
);
