import { index, integer, jsonb, pgTable, text } from "drizzle-orm/pg-core";
import { siteRowColumns, createdAtColumn } from "./columns";
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
    ...siteRowColumns(),
    userId: text("user_id")
      .notNull()
      .references(() => authUsers.id, { onDelete: "cascade" }),
    vehicleId: integer("vehicle_id").references(() => vehicles.id, { onDelete: "set null" }),
    /** The car as quoted: name, slug and price, whatever the stock feed does later. */
    car: jsonb("car").$type<{ slug: string; name: string; price: number }>().notNull(),
    answers: jsonb("answers").$type<Record<string, string>>().notNull(),
    result: jsonb("result").$type<Record<string, string>>().notNull(),
    leadId: integer("lead_id").references(() => leads.id, { onDelete: "set null" }),
    createdAt: createdAtColumn(),
  },
  (t) => [index("finance_quotes_site_user_idx").on(t.siteId, t.userId)],
);
