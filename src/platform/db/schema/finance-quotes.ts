import { index, integer, jsonb, pgTable, text, timestamp } from "drizzle-orm/pg-core";
import { sites } from "./sites";
import { vehicles } from "./vehicles";
import { authUsers } from "./accounts";
import { leads } from "./leads";

/**
 * A shopper's personalised finance answers and the indicative result, kept in their garage until they
 * delete it (or their account). The dealer's copy is the lead, which stays with the dealer.
 */
export const financeQuotes = pgTable(
  "finance_quotes",
  {
    id: integer("id").primaryKey().generatedAlwaysAsIdentity(),
    siteId: integer("site_id")
      .notNull()
      .references(() => sites.id, { onDelete: "cascade" }),
    userId: text("user_id")
      .notNull()
      .references(() => authUsers.id, { onDelete: "cascade" }),
    vehicleId: integer("vehicle_id").references(() => vehicles.id, { onDelete: "set null" }),
    /** The car as quoted: name, slug and price, whatever the stock feed does later. */
    car: jsonb("car").$type<{ slug: string; name: string; price: number }>().notNull(),
    answers: jsonb("answers").$type<Record<string, string>>().notNull(),
    result: jsonb("result").$type<Record<string, string>>().notNull(),
    leadId: integer("lead_id").references(() => leads.id, { onDelete: "set null" }),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index("finance_quotes_site_user_idx").on(t.siteId, t.userId)],
);
