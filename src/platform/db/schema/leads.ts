import { sql } from "drizzle-orm";
import { index, integer, jsonb, pgTable, text, timestamp, uniqueIndex } from "drizzle-orm/pg-core";
import { siteRowColumns, createdAtColumn } from "./columns";
import { LEAD_STATUSES, type LeadRecord } from "@/domain/lead-types";
import { dealerships, locations } from "./dealerships";
import { vehicles } from "./vehicles";
import { authUsers } from "./accounts";
import { staffUsers } from "./staff";

/**
 * A lead, written before anything else happens to it (DESIGN.md 'Data and delivery rules'). The
 * snapshot keeps what the shopper sent and the context it was sent in, so delivery never depends on
 * stock or locations that change later.
 */
export const leads = pgTable(
  "leads",
  {
    ...siteRowColumns(),
    dealershipId: integer("dealership_id")
      .notNull()
      .references(() => dealerships.id),
    locationId: integer("location_id").references(() => locations.id),
    vehicleId: integer("vehicle_id").references(() => vehicles.id, { onDelete: "set null" }),
    /** The signed-in shopper who sent it (their garage lists it); unlinked, not deleted, when the account is. */
    userId: text("user_id").references(() => authUsers.id, { onDelete: "set null" }),
    category: text("category").notNull(),
    subcategory: text("subcategory"),
    source: text("source").notNull().default("Website"),
    url: text("url").notNull(),
    userAgent: text("user_agent"),
    /** The analytics event id the lead counts as (spec event ids: 22, 17, 15, 14, 51, 19, 48, 18). */
    eventId: integer("event_id"),
    snapshot: jsonb("snapshot").$type<Omit<LeadRecord, "id" | "createdAt">>().notNull(),
    createdAt: createdAtColumn(),
    /* The dealer's work on the lead, changed only in the console (never part of the snapshot the shopper sent). */
    status: text("status", { enum: LEAD_STATUSES }).notNull().default("new"),
    /** Why a lost lead was lost; null unless the status is lost. */
    lostReason: text("lost_reason"),
    /** The staff member working the lead; unassigned again when their account goes. */
    assigneeId: text("assignee_id").references(() => staffUsers.id, { onDelete: "set null" }),
    /** Raised by every change of the work state: a change names the version it saw, so no change overwrites another. */
    version: integer("version").notNull().default(0),
    /** When the dealer first reached the shopper: the end of the first-response clock. */
    firstContactedAt: timestamp("first_contacted_at", { withTimezone: true }),
    /** When a first contact falls due: arrival plus the site's target, counted in the location's opening hours. */
    responseDueAt: timestamp("response_due_at", { withTimezone: true }),
  },
  (t) => [
    // The lead desk lists a site's leads newest first, a page at a time after the last (created_at, id) shown.
    index("leads_site_created_idx").on(t.siteId, t.createdAt, t.id),
    index("leads_site_status_created_idx").on(t.siteId, t.status, t.createdAt, t.id),
    // An owner's list spans every site of the group: walked newest first across sites (bench:console).
    index("leads_created_idx").on(t.createdAt, t.id),
    index("leads_user_idx").on(t.userId),
    index("leads_assignee_idx").on(t.assigneeId),
    index("leads_site_response_due_idx").on(t.siteId, t.responseDueAt),
    // The lead list's text search has trigram (pg_trgm) indexes on lead_search_text(snapshot) and
    // lead_phone_digits(snapshot), SQL functions of migration 0021 that are written there, with the indexes.
  ],
);

/**
 * email and webhook go to the dealer; receipt is the shopper's own confirmation (a reservation's, or the site's
 * acknowledgement), sent as stored; reply is a salesperson's e-mail to the shopper from the console, sent as stored.
 */
export const DELIVERY_CHANNELS = ["email", "webhook", "receipt", "reply"] as const;
export const DELIVERY_STATUSES = ["pending", "sent", "failed"] as const;
/**
 * A lead built in steps (the trade-in flow) reaches the dealer at each milestone: when it is first
 * stored, when an offer is made or an appraisal asked for, and when the offer is accepted.
 */
export const DELIVERY_STAGES = ["lead", "offer", "appraisal", "accepted"] as const;

/** The outbox: one row per lead and channel, retried with backoff until sent. */
export const leadDeliveries = pgTable(
  "lead_deliveries",
  {
    id: integer("id").primaryKey().generatedAlwaysAsIdentity(),
    leadId: integer("lead_id")
      .notNull()
      .references(() => leads.id, { onDelete: "cascade" }),
    channel: text("channel", { enum: DELIVERY_CHANNELS }).notNull(),
    /** An e-mail address, or the webhook's URL. */
    destination: text("destination").notNull(),
    /** For a webhook: the name of the environment variable holding its signing secret (never the secret). */
    secretRef: text("secret_ref"),
    /**
     * A receipt's or reply's message exactly as it is sent (subject and text; a reply's Reply-To is the salesperson's
     * address); null for the dealer's channels.
     */
    message: jsonb("message").$type<{ subject: string; text: string; replyTo?: string }>(),
    stage: text("stage", { enum: DELIVERY_STAGES }).notNull().default("lead"),
    status: text("status", { enum: DELIVERY_STATUSES }).notNull().default("pending"),
    attempts: integer("attempts").notNull().default(0),
    nextAttemptAt: timestamp("next_attempt_at", { withTimezone: true }).notNull().defaultNow(),
    lastError: text("last_error"),
    sentAt: timestamp("sent_at", { withTimezone: true }),
    createdAt: createdAtColumn(),
  },
  (t) => [
    // One delivery per lead, channel and stage, so a repeat milestone is a no-op; a lead may have any number of replies.
    uniqueIndex("lead_deliveries_lead_channel_stage_key")
      .on(t.leadId, t.channel, t.stage)
      .where(sql`${t.channel} <> 'reply'`),
    // The lead page lists a lead's deliveries.
    index("lead_deliveries_lead_idx").on(t.leadId),
    index("lead_deliveries_due_idx").on(t.status, t.nextAttemptAt),
  ],
);

/**
 * Analytics events kept on the server (spec event ids: enquiries, test drives, calls, ...), so the
 * dealer's figures do not depend on a browser's tag manager being allowed to run. No column holds personal data or
 * an IP address (platform/analytics/event-record.ts decides what a row may carry); rows older than the retention
 * period are deleted (ANALYTICS_RETENTION_DAYS), the daily report figures outlive them.
 */
export const analyticsEvents = pgTable(
  "analytics_events",
  {
    ...siteRowColumns(),
    eventId: integer("event_id").notNull(),
    name: text("name").notNull(),
    /** The Automotive Standards Council's GA4 name for the kind (platform/analytics/event-vocabulary.ts), if any. */
    ascEvent: text("asc_event"),
    leadId: integer("lead_id").references(() => leads.id, { onDelete: "set null" }),
    vehicleId: integer("vehicle_id").references(() => vehicles.id, { onDelete: "set null" }),
    params: jsonb("params").$type<Record<string, string | number | null>>().notNull().default({}),
    createdAt: createdAtColumn(),
  },
  (t) => [
    index("analytics_events_site_event_idx").on(t.siteId, t.eventId, t.createdAt),
    // The daily roll-up reads a site's events of one local day; the retention sweep deletes the oldest first.
    index("analytics_events_site_created_idx").on(t.siteId, t.createdAt),
    index("analytics_events_created_idx").on(t.createdAt),
  ],
);
