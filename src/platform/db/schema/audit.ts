import { index, integer, jsonb, pgTable, text, timestamp } from "drizzle-orm/pg-core";
import { sites } from "./sites";
import { staffOrganizations } from "./staff";

/**
 * Every change made in the console: who (a staff member), where (their dealer group, and the site when the change is
 * of one), what (an action on a target, with the target's state before and after), and when. Append-only: rows are
 * written in the same transaction as the change they record and never updated. The actor is kept as an id without a
 * reference, so the record of what someone did outlives their account.
 */
export const auditLog = pgTable(
  "audit_log",
  {
    id: integer("id").primaryKey().generatedAlwaysAsIdentity(),
    organizationId: text("organization_id")
      .notNull()
      .references(() => staffOrganizations.id, { onDelete: "cascade" }),
    siteId: integer("site_id").references(() => sites.id, { onDelete: "cascade" }),
    actorId: text("actor_id").notNull(),
    action: text("action").notNull(),
    targetKind: text("target_kind").notNull(),
    targetId: text("target_id").notNull(),
    before: jsonb("before").$type<Record<string, unknown>>(),
    after: jsonb("after").$type<Record<string, unknown>>(),
    at: timestamp("at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index("audit_log_group_at_idx").on(t.organizationId, t.at),
    index("audit_log_target_idx").on(t.targetKind, t.targetId, t.at),
  ],
);
