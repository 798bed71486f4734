import { integer, pgTable, primaryKey, text, timestamp } from "drizzle-orm/pg-core";

/**
 * Request counts per fixed window, shared by every server process of a deployment (rate limits on
 * lead forms, phone reveals and call events). One row per limit, key and window; rows of windows
 * that ended long ago are swept (platform/http/rate-limits.db.ts).
 */
export const rateLimitWindows = pgTable(
  "rate_limit_windows",
  {
    /** Which limit: e.g. "leads:client", "phone-reveal". */
    bucket: text("bucket").notNull(),
    /** Who is counted: a client on a site (siteRateKey), or a site. */
    key: text("key").notNull(),
    windowStart: timestamp("window_start", { withTimezone: true }).notNull(),
    count: integer("count").notNull(),
  },
  (t) => [primaryKey({ columns: [t.bucket, t.key, t.windowStart] })],
);
