import { sql } from "drizzle-orm";
import { check, integer, pgTable, primaryKey, text, uniqueIndex } from "drizzle-orm/pg-core";
import { siteRowColumns, createdAtColumn } from "./columns";
import { sites } from "./sites";
import { authUsers } from "./accounts";
import { leads } from "./leads";

/**
 * What is left of each prize of a site's spin-to-win campaign. Started from the campaign's configured stock the
 * first time the campaign is spun (insert, never overwrite); a win takes one with a conditional update
 * (remaining > 0), so under any number of simultaneous spins the stock never goes below zero (and the check
 * says so to the database too).
 */
export const spinPrizeStock = pgTable(
  "spin_prize_stock",
  {
    siteId: integer("site_id")
      .notNull()
      .references(() => sites.id, { onDelete: "cascade" }),
    campaign: text("campaign").notNull(),
    prizeId: text("prize_id").notNull(),
    remaining: integer("remaining").notNull(),
  },
  (t) => [
    primaryKey({ columns: [t.siteId, t.campaign, t.prizeId] }),
    check("spin_prize_stock_not_negative", sql`${t.remaining} >= 0`),
  ],
);

/**
 * One mobile number's spin of one campaign: the unique index on site, campaign and number makes it once per campaign,
 * whatever races, and whatever happens to the account. Keyed by the number rather than the account, because an account
 * is free to delete and recreate with the same number (the one thing sign-in proves the shopper holds); deleting the
 * account keeps the entry (no longer tied to the account, as the dealer's lead is), so it still counts. The prize is
 * copied as it was won (name and claim instructions), so the garage shows it after the campaign's configuration
 * changes or ends. prize_id and prize_name are null for a spin that won nothing.
 */
export const spinEntries = pgTable(
  "spin_entries",
  {
    ...siteRowColumns(),
    campaign: text("campaign").notNull(),
    /** The mobile number that spun (E.164, as the account had it): what "once per campaign" is held on. */
    phoneNumber: text("phone_number").notNull(),
    /** The account that spun, until it is deleted. */
    userId: text("user_id").references(() => authUsers.id, { onDelete: "set null" }),
    /** The configured prize won, or null: the consolation or nothing. */
    prizeId: text("prize_id"),
    prizeName: text("prize_name"),
    claimInstructions: text("claim_instructions"),
    /** The dealer's lead for this spin. */
    leadId: integer("lead_id").references(() => leads.id, { onDelete: "set null" }),
    createdAt: createdAtColumn(),
  },
  (t) => [uniqueIndex("spin_entries_once_per_mobile").on(t.siteId, t.campaign, t.phoneNumber)],
);
