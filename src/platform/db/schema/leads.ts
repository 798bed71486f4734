import { index, integer, jsonb, pgTable, text, timestamp, uniqueIndex } from "drizzle-orm/pg-core";
import type { LeadRecord } from "../../../features/leads/lead-types";
import { sites } from "./sites";
import { dealerships, locations } from "./dealerships";
import { vehicles } from "./vehicles";

/**
 * A lead, written before anything else happens to it (DESIGN.md 'Data and delivery rules'). The
 * snapshot keeps what the shopper sent and the context it was sent in, so delivery never depends on
 * stock or locations that change later.
 */
export const leads = pgTable(
  "leads",
  {
    id: integer("id").primaryKey().generatedAlwaysAsIdentity(),
    siteId: integer("site_id")
      .notNull()
      .references(() => sites.id, { onDelete: "cascade" }),
    dealershipId: integer("dealership_id")
      .notNull()
      .references(() => dealerships.id),
    locationId: integer("location_id").references(() => locations.id),
    vehicleId: integer("vehicle_id").references(() => vehicles.id, { onDelete: "set null" }),
    category: text("category").notNull(),
    subcategory: text("subcategory"),
    source: text("source").notNull().default("Website"),
    url: text("url").notNull(),
    userAgent: text("user_agent"),
    snapshot: jsonb("snapshot").$type<Omit<LeadRecord, "id" | "createdAt">>().notNull(),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index("leads_site_created_idx").on(t.siteId, t.createdAt)],
);

export const DELIVERY_CHANNELS = ["email", "webhook"] as const;
export const DELIVERY_STATUSES = ["pending", "sent", "failed"] as const;

/** The outbox: one row per lead and channel, retried with backoff until sent. */
export const leadDeliveries = pgTable(
  "lead_deliveries",
  {
    id: integer("id").primaryKey().generatedAlwaysAsIdentity(),
    leadId: integer("lead_id")
      .notNull()
      .references(() => leads.id, { onDelete: "cascade" }),
    channel: text("channel", { enum: DELIVERY_CHANNELS }).notNull(),
    destination: text("destination").notNull(),
    status: text("status", { enum: DELIVERY_STATUSES }).notNull().default("pending"),
    attempts: integer("attempts").notNull().default(0),
    nextAttemptAt: timestamp("next_attempt_at", { withTimezone: true }).notNull().defaultNow(),
    lastError: text("last_error"),
    sentAt: timestamp("sent_at", { withTimezone: true }),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex("lead_deliveries_lead_channel_key").on(t.leadId, t.channel),
    index("lead_deliveries_due_idx").on(t.status, t.nextAttemptAt),
  ],
);
