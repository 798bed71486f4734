import { sql } from "drizzle-orm";
import { customType, index, integer, jsonb, pgTable, text, timestamp, uniqueIndex } from "drizzle-orm/pg-core";
import { siteRowColumns, createdAtColumn } from "./columns";
import { vehicles } from "./vehicles";
import { authUsers } from "./accounts";
import { leads } from "./leads";
import type { LeadVehicle } from "@/domain/lead-types";

/** The car as it was reserved: what the lead and the shopper's pages need, whatever the stock feed does later. */
export type ReservedCar = LeadVehicle & {
  slug: string;
  name: string;
  stocknum: string;
  price: number;
  dealershipId: number;
  locationId: number | null;
};

/** A PostgreSQL time range, kept as its text form ('[2026-01-01 10:00:00+00,2026-01-03 10:00:00+00)'). */
const tstzrange = customType<{ data: string; driverData: string }>({ dataType: () => "tstzrange" });

export const RESERVATION_STATES = [
  "pending_payment",
  "held",
  "confirmed",
  "released",
  "expired",
  "cancelled",
  "payment_failed",
] as const;

/**
 * A reservation: a refundable deposit that holds one car. `hold` is the time the car is kept for the
 * shopper: the payment window while the deposit is being paid, then the site's hold hours from the
 * moment it was authorised. Migration 0008 adds the rule that makes holds exclusive:
 *   EXCLUDE USING gist (vehicle_id WITH =, hold WITH &&) WHERE (state IN ('pending_payment', 'held'))
 * so two live holds of one car can never both be stored, and a hold whose range has passed stops
 * blocking by itself (no sweep is needed for correctness; the worker only records it and frees the money).
 */
export const reservations = pgTable(
  "reservations",
  {
    ...siteRowColumns(),
    vehicleId: integer("vehicle_id").references(() => vehicles.id, { onDelete: "set null" }),
    /** The signed-in shopper (their garage lists it); unlinked when the account is deleted. */
    userId: text("user_id").references(() => authUsers.id, { onDelete: "set null" }),
    /** The shopper's form token: a double click or a retried request finds the same reservation. */
    requestKey: text("request_key").notNull(),
    state: text("state", { enum: RESERVATION_STATES }).notNull(),
    hold: tstzrange("hold").notNull(),
    depositCents: integer("deposit_cents").notNull(),
    currency: text("currency").notNull().default("aud"),
    /** How long the hold lasts once paid (the site's hold hours, in seconds). */
    holdSeconds: integer("hold_seconds").notNull(),
    /** The car as it was reserved, so the record survives the car leaving the stock feed. */
    car: jsonb("car").$type<ReservedCar>().notNull(),
    shopper: jsonb("shopper")
      .$type<{ name: string; email: string; phone: string; postcode: string | null }>()
      .notNull(),
    /** The online purchase's choices (payment method, trade-in, pick-up); null for a plain reservation. */
    purchase: jsonb("purchase").$type<Record<string, string>>(),
    /** The site's address the shopper reserved on: every link sent about this reservation uses it. */
    origin: text("origin").notNull(),
    paymentProvider: text("payment_provider").notNull(),
    paymentId: text("payment_id"),
    leadId: integer("lead_id").references(() => leads.id, { onDelete: "set null" }),
    createdAt: createdAtColumn(),
    updatedAt: timestamp("updated_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex("reservations_site_request_key").on(t.siteId, t.requestKey),
    index("reservations_vehicle_idx").on(t.vehicleId),
    index("reservations_user_idx").on(t.userId),
    index("reservations_state_idx").on(t.state),
    index("reservations_payment_idx").on(t.paymentId),
    // The reports' daily roll-up reads a site's reservations of one local day.
    index("reservations_site_created_idx").on(t.siteId, t.createdAt),
  ],
);

/** Every state change, with its time: the reservation's history for the dealer and for disputes. */
export const reservationEvents = pgTable(
  "reservation_events",
  {
    id: integer("id").primaryKey().generatedAlwaysAsIdentity(),
    reservationId: integer("reservation_id")
      .notNull()
      .references(() => reservations.id, { onDelete: "cascade" }),
    state: text("state", { enum: RESERVATION_STATES }).notNull(),
    note: text("note"),
    at: timestamp("at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index("reservation_events_reservation_idx").on(t.reservationId, t.at)],
);

export const PAYMENT_ACTIONS = ["capture", "cancel"] as const;

/**
 * Money moves from an outbox too: capturing or cancelling a deposit is stored first and retried until the
 * payment provider answers, so a provider outage delays a refund but never loses it. Each job's
 * idempotency key goes to the provider, so a retry after a lost answer never captures twice.
 */
export const paymentJobs = pgTable(
  "payment_jobs",
  {
    id: integer("id").primaryKey().generatedAlwaysAsIdentity(),
    reservationId: integer("reservation_id")
      .notNull()
      .references(() => reservations.id, { onDelete: "cascade" }),
    action: text("action", { enum: PAYMENT_ACTIONS }).notNull(),
    idempotencyKey: text("idempotency_key").notNull(),
    status: text("status", { enum: ["pending", "done", "failed"] })
      .notNull()
      .default("pending"),
    attempts: integer("attempts").notNull().default(0),
    nextAttemptAt: timestamp("next_attempt_at", { withTimezone: true }).notNull().defaultNow(),
    lastError: text("last_error"),
    doneAt: timestamp("done_at", { withTimezone: true }),
    createdAt: createdAtColumn(),
  },
  (t) => [
    uniqueIndex("payment_jobs_idempotency_key").on(t.idempotencyKey),
    index("payment_jobs_due_idx").on(t.status, t.nextAttemptAt),
  ],
);

/** Payment-provider webhook events already handled: a redelivered event is recognised by its id. */
export const paymentWebhookEvents = pgTable("payment_webhook_events", {
  eventId: text("event_id").primaryKey(),
  provider: text("provider").notNull(),
  receivedAt: timestamp("received_at", { withTimezone: true }).notNull().defaultNow(),
});

export const DEMO_PAYMENT_STATUSES = ["awaiting_payment", "authorised", "captured", "cancelled", "failed"] as const;

/**
 * The demo payment provider's own records (the quick start's stand-in for a card processor): no card
 * number is stored and no money moves. The idempotency key makes a retried start find the same payment.
 */
export const demoPayments = pgTable("demo_payments", {
  id: text("id").primaryKey(),
  idempotencyKey: text("idempotency_key").notNull().unique(),
  amountCents: integer("amount_cents").notNull(),
  currency: text("currency").notNull(),
  description: text("description").notNull(),
  reference: text("reference").notNull(),
  status: text("status", { enum: DEMO_PAYMENT_STATUSES }).notNull().default("awaiting_payment"),
  /** manual: the card is authorised and captured later (a deposit); automatic: charged at once (an online payment). */
  captureMethod: text("capture_method", { enum: ["manual", "automatic"] })
    .notNull()
    .default("manual"),
  returnUrl: text("return_url").notNull(),
  cancelUrl: text("cancel_url").notNull(),
  expiresAt: timestamp("expires_at", { withTimezone: true }).notNull(),
  /** The test card's last four digits, for the receipt. */
  cardLast4: text("card_last4"),
  createdAt: createdAtColumn(),
  updatedAt: timestamp("updated_at", { withTimezone: true })
    .notNull()
    .default(sql`now()`),
});
