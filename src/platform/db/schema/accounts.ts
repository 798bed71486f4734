import { sql } from "drizzle-orm";
import { boolean, check, index, integer, pgTable, text, timestamp, uniqueIndex } from "drizzle-orm/pg-core";
import { createdAtColumn } from "./columns";
import { sites } from "./sites";
import { vehicles } from "./vehicles";

/*
 * Shoppers' accounts, in the shape better-auth's Drizzle adapter reads (its models user, session,
 * account and verification; the JavaScript names are its field names). Every table carries the site:
 * an account belongs to one dealer's site, and the adapter is scoped so that each site's auth only
 * ever reads and writes its own rows (features/accounts/site-scoped-adapter.ts).
 */

/** Every accounts row belongs to a site, and goes with it. */
const siteColumn = () =>
  integer("site_id")
    .notNull()
    .references(() => sites.id, { onDelete: "cascade" });

/** better-auth's createdAt and updatedAt. */
const timestamps = () => ({
  createdAt: createdAtColumn(),
  updatedAt: timestamp("updated_at", { withTimezone: true }).notNull().defaultNow(),
});

/** A shopper's row goes with their account. */
const userColumn = () =>
  text("user_id")
    .notNull()
    .references(() => authUsers.id, { onDelete: "cascade" });

export const authUsers = pgTable(
  "auth_users",
  {
    id: text("id").primaryKey(),
    siteId: siteColumn(),
    name: text("name").notNull(),
    /** better-auth requires one; a phone-only account gets a placeholder under the reserved .invalid domain. */
    email: text("email").notNull(),
    emailVerified: boolean("email_verified").notNull().default(false),
    image: text("image"),
    /** E.164, e.g. +61400000000. */
    phoneNumber: text("phone_number"),
    phoneNumberVerified: boolean("phone_number_verified").notNull().default(false),
    ...timestamps(),
  },
  (t) => [
    uniqueIndex("auth_users_site_phone_key").on(t.siteId, t.phoneNumber),
    uniqueIndex("auth_users_site_email_key").on(t.siteId, t.email),
  ],
);

export const authSessions = pgTable(
  "auth_sessions",
  {
    id: text("id").primaryKey(),
    siteId: siteColumn(),
    userId: userColumn(),
    /** The cookie's token (signed in the cookie); a session is revoked by deleting its row. */
    token: text("token").notNull(),
    expiresAt: timestamp("expires_at", { withTimezone: true }).notNull(),
    ipAddress: text("ip_address"),
    userAgent: text("user_agent"),
    ...timestamps(),
  },
  (t) => [uniqueIndex("auth_sessions_token_key").on(t.token), index("auth_sessions_user_idx").on(t.userId)],
);

export const authAccounts = pgTable(
  "auth_accounts",
  {
    id: text("id").primaryKey(),
    siteId: siteColumn(),
    userId: userColumn(),
    accountId: text("account_id").notNull(),
    providerId: text("provider_id").notNull(),
    accessToken: text("access_token"),
    refreshToken: text("refresh_token"),
    idToken: text("id_token"),
    accessTokenExpiresAt: timestamp("access_token_expires_at", { withTimezone: true }),
    refreshTokenExpiresAt: timestamp("refresh_token_expires_at", { withTimezone: true }),
    scope: text("scope"),
    password: text("password"),
    ...timestamps(),
  },
  (t) => [index("auth_accounts_user_idx").on(t.userId)],
);

/** One-time sign-in codes: the value is `{sha256 of site, phone and code}:{wrong tries}`, never the code. */
export const authVerifications = pgTable(
  "auth_verifications",
  {
    id: text("id").primaryKey(),
    siteId: siteColumn(),
    identifier: text("identifier").notNull(),
    value: text("value").notNull(),
    expiresAt: timestamp("expires_at", { withTimezone: true }).notNull(),
    ...timestamps(),
  },
  (t) => [index("auth_verifications_identifier_idx").on(t.siteId, t.identifier)],
);

/** A car a signed-in shopper saved (spec 'Watchlist entry'), with the price it had then (the garage notes changes). */
export const watchlistEntries = pgTable(
  "watchlist_entries",
  {
    id: integer("id").primaryKey().generatedAlwaysAsIdentity(),
    siteId: siteColumn(),
    userId: userColumn(),
    vehicleId: integer("vehicle_id")
      .notNull()
      .references(() => vehicles.id, { onDelete: "cascade" }),
    savedPrice: integer("saved_price"),
    createdAt: createdAtColumn(),
    /*
     * Alerts about this saved car (price drop, reserved, sold), with the same consent rules as a saved search's: a
     * channel is on only with the shopper's express opt-in naming it and the dealer, its time and words kept.
     */
    alertEmail: boolean("alert_email").notNull().default(false),
    alertEmailAddress: text("alert_email_address"),
    emailConsentAt: timestamp("email_consent_at", { withTimezone: true }),
    emailConsentWording: text("email_consent_wording"),
    alertSms: boolean("alert_sms").notNull().default(false),
    smsConsentAt: timestamp("sms_consent_at", { withTimezone: true }),
    smsConsentWording: text("sms_consent_wording"),
  },
  (t) => [
    uniqueIndex("watchlist_entries_user_vehicle_key").on(t.userId, t.vehicleId),
    check(
      "watchlist_entries_email_consent",
      sql`not ${t.alertEmail} or (${t.emailConsentAt} is not null and ${t.alertEmailAddress} is not null)`,
    ),
    check("watchlist_entries_sms_consent", sql`not ${t.alertSms} or ${t.smsConsentAt} is not null`),
  ],
);
