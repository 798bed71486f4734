import { sql } from "drizzle-orm";
import { boolean, check, index, pgTable, text, timestamp, uniqueIndex } from "drizzle-orm/pg-core";
import { createdAtColumn, siteRowColumns } from "./columns";
import { authUsers } from "./accounts";

/**
 * A shopper's saved search: a name, the search path and its canonical query string (the filters exactly as the
 * search URL carries them, without the page), and the alerts the shopper asked for on it. One shopper cannot save
 * the same filters twice (the unique key decides, also under concurrency). An alert channel is on only with the
 * shopper's express opt-in naming it: the time it was given and the words shown are kept with it.
 */
export const savedSearches = pgTable(
  "saved_searches",
  {
    ...siteRowColumns(),
    userId: text("user_id")
      .notNull()
      .references(() => authUsers.id, { onDelete: "cascade" }),
    name: text("name").notNull(),
    /** A search page's path: /search, /search/used-cars, /search/{make}/{model}, /search/{body}. */
    path: text("path").notNull(),
    /** The canonical query string (serializeSearch, page left out); empty for the path alone. */
    query: text("query").notNull().default(""),
    alertEmail: boolean("alert_email").notNull().default(false),
    alertEmailAddress: text("alert_email_address"),
    emailConsentAt: timestamp("email_consent_at", { withTimezone: true }),
    emailConsentWording: text("email_consent_wording"),
    alertSms: boolean("alert_sms").notNull().default(false),
    smsConsentAt: timestamp("sms_consent_at", { withTimezone: true }),
    smsConsentWording: text("sms_consent_wording"),
    /** `instant` or `daily` (a digest at most once a day). */
    alertFrequency: text("alert_frequency").notNull().default("daily"),
    createdAt: createdAtColumn(),
    updatedAt: timestamp("updated_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex("saved_searches_user_filters_key").on(t.siteId, t.userId, t.path, t.query),
    index("saved_searches_site_idx").on(t.siteId),
    check("saved_searches_frequency", sql`${t.alertFrequency} in ('instant', 'daily')`),
    check(
      "saved_searches_email_consent",
      sql`not ${t.alertEmail} or (${t.emailConsentAt} is not null and ${t.alertEmailAddress} is not null)`,
    ),
    check("saved_searches_sms_consent", sql`not ${t.alertSms} or ${t.smsConsentAt} is not null`),
  ],
);
