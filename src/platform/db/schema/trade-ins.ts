import { index, integer, jsonb, pgTable, text, timestamp } from "drizzle-orm/pg-core";
import { createdAtColumn } from "./columns";
import { TRADE_IN_STATES, type TradeInOffer, type TradeInVehicle } from "@/domain/trade-in-types";
import { sites } from "./sites";
import { leads } from "./leads";

/**
 * A trade-in flow: the steps after the first of one lead (the spec's separate steps for trade-in lead,
 * rego lookup, valuation adjustments and offer acceptance). The lead is stored at the first step, so a
 * flow always has one; its snapshot is updated as the steps are answered.
 */
export const tradeInFlows = pgTable(
  "trade_in_flows",
  {
    leadId: integer("lead_id")
      .primaryKey()
      .references(() => leads.id, { onDelete: "cascade" }),
    siteId: integer("site_id")
      .notNull()
      .references(() => sites.id, { onDelete: "cascade" }),
    state: text("state", { enum: TRADE_IN_STATES }).notNull().default("vehicle"),
    rego: text("rego"),
    regoState: text("rego_state"),
    /** The last plate lookup's outcome: found, not_found or failed. */
    lookup: text("lookup", { enum: ["found", "not_found", "failed"] }),
    /** The lists' choices so far, when the shopper picks the car (year, make, model). */
    pick: jsonb("pick").$type<{ year?: number; make?: string; model?: string }>(),
    vehicle: jsonb("vehicle").$type<TradeInVehicle>(),
    km: integer("km"),
    /** The condition answers, question -> answer. */
    answers: jsonb("answers").$type<Record<string, string>>(),
    offer: jsonb("offer").$type<TradeInOffer>(),
    /** Why no online estimate was made (over 7 years, over 100,000 km, too few similar cars). */
    appraisalReason: text("appraisal_reason"),
    /** When the device saved the valuation (POST /api/miscellaneous). */
    savedAt: timestamp("saved_at", { withTimezone: true }),
    acceptedAt: timestamp("accepted_at", { withTimezone: true }),
    createdAt: createdAtColumn(),
    updatedAt: timestamp("updated_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index("trade_in_flows_site_idx").on(t.siteId, t.createdAt)],
);
