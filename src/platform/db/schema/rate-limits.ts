import { index, integer, pgTable, primaryKey, text, timestamp } from "drizzle-orm/pg-core";

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
    /** The window's length: a row is swept an hour after its window ends (windows run from minutes to a day). */
    windowMs: integer("window_ms").notNull().default(3_600_000),
    count: integer("count").notNull(),
  },
  (t) => [primaryKey({ columns: [t.bucket, t.key, t.windowStart] })],
);

/** Keys that may be used once (solved spam puzzles), shared by every server process; swept after an hour. */
export const singleUseClaims = pgTable(
  "single_use_claims",
  {
    key: text("key").primaryKey(),
    claimedAt: timestamp("claimed_at", { withTimezone: true }).notNull(),
  },
  (t) => [index("single_use_claims_claimed_at_idx").on(t.claimedAt)],
);
