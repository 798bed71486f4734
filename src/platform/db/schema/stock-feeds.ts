import { sql } from "drizzle-orm";
import {
  boolean,
  index,
  primaryKey,
  integer,
  jsonb,
  pgTable,
  real,
  text,
  timestamp,
  uniqueIndex,
} from "drizzle-orm/pg-core";
import {
  FEED_FORMATS,
  FEED_RUN_STATUSES,
  FEED_SOURCE_KINDS,
  FEED_TRIGGERS,
  type FeedMapping,
  type FeedProblem,
} from "@/domain/stock-feeds";
import { createdAtColumn, siteRowColumns } from "./columns";

/** Where a site's stock comes from: any number of sources per site, each with its own mapping and schedule. */
export const feedSources = pgTable(
  "feed_sources",
  {
    ...siteRowColumns(),
    name: text("name").notNull(),
    kind: text("kind", { enum: FEED_SOURCE_KINDS }).notNull(),
    format: text("format", { enum: FEED_FORMATS }).notNull().default("csv"),
    /** A pull source's HTTPS address (it may carry a token: never shown back in full). */
    url: text("url"),
    /** A pull source runs every so many minutes. */
    everyMinutes: integer("every_minutes"),
    /** A full feed lists the site's whole stock from this source: its cars missing from a run become sold. */
    fullFeed: boolean("full_feed").notNull().default(true),
    /** The safety valve: a full run that would take more than this share of the source's cars off is held. */
    maxRemovedShare: real("max_removed_share").notNull().default(0.2),
    mapping: jsonb("mapping").$type<FeedMapping>().notNull().default({}),
    enabled: boolean("enabled").notNull().default(true),
    /** A pull source's next scheduled run. */
    nextRunAt: timestamp("next_run_at", { withTimezone: true }),
    createdAt: createdAtColumn(),
    updatedAt: timestamp("updated_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [uniqueIndex("feed_sources_site_name_key").on(t.siteId, t.name)],
);

/** One run of a source: what it did to the site's stock, row by row. */
export const feedRuns = pgTable(
  "feed_runs",
  {
    ...siteRowColumns(),
    sourceId: integer("source_id")
      .notNull()
      .references(() => feedSources.id, { onDelete: "cascade" }),
    trigger: text("trigger", { enum: FEED_TRIGGERS }).notNull(),
    status: text("status", { enum: FEED_RUN_STATUSES }).notNull().default("running"),
    startedAt: timestamp("started_at", { withTimezone: true }).notNull().defaultNow(),
    finishedAt: timestamp("finished_at", { withTimezone: true }),
    rowsAdded: integer("rows_added").notNull().default(0),
    rowsUpdated: integer("rows_updated").notNull().default(0),
    rowsUnchanged: integer("rows_unchanged").notNull().default(0),
    rowsRejected: integer("rows_rejected").notNull().default(0),
    /** Cars of a full feed's source it no longer listed, marked sold. */
    rowsSold: integer("rows_sold").notNull().default(0),
    /** The bad rows (the first thousand), or the one reason a whole file was refused or held. */
    problems: jsonb("problems").$type<FeedProblem[]>().notNull().default([]),
    message: text("message"),
    /** The member who approved or discarded a held run, or started it in the console. */
    actorUserId: text("actor_user_id"),
  },
  (t) => [
    index("feed_runs_source_started_idx").on(t.sourceId, t.startedAt.desc()),
    // Of two runs of one source at once, one wins: the other finds this taken and does not start.
    uniqueIndex("feed_runs_one_running_key")
      .on(t.sourceId)
      .where(sql`status = 'running'`),
  ],
);

/** A site's push API keys: only a hash is stored; the key is shown once, when it is created. */
export const feedApiKeys = pgTable(
  "feed_api_keys",
  {
    ...siteRowColumns(),
    /** The push source the key writes to. */
    sourceId: integer("source_id")
      .notNull()
      .references(() => feedSources.id, { onDelete: "cascade" }),
    name: text("name").notNull(),
    /** The key's first characters, to tell keys apart in the console. */
    prefix: text("prefix").notNull(),
    keyHash: text("key_hash").notNull(),
    createdByUserId: text("created_by_user_id"),
    createdAt: createdAtColumn(),
    lastUsedAt: timestamp("last_used_at", { withTimezone: true }),
    revokedAt: timestamp("revoked_at", { withTimezone: true }),
  },
  (t) => [uniqueIndex("feed_api_keys_hash_key").on(t.keyHash), index("feed_api_keys_site_idx").on(t.siteId)],
);

/**
 * A run's records as read and mapped, staged before anything is applied: a file that turns out unreadable halfway
 * refuses the whole run with nothing applied, and a held run applies later exactly as staged. `original` keeps the
 * source's own values of the fields the mapping translated (`{ transmission: "CVT" }`); the latest run's rows are
 * kept for the dealer to read, older runs' rows are removed when a new run of the source starts.
 */
export const feedRunRows = pgTable(
  "feed_run_rows",
  {
    runId: integer("run_id")
      .notNull()
      .references(() => feedRuns.id, { onDelete: "cascade" }),
    /** The record's row in the file (a CSV's header is row 1; JSON and XML records count from 1). */
    row: integer("row").notNull(),
    stocknum: text("stocknum").notNull(),
    record: jsonb("record").$type<Record<string, string>>().notNull(),
    original: jsonb("original").$type<Record<string, string>>(),
  },
  (t) => [primaryKey({ columns: [t.runId, t.row] }), index("feed_run_rows_run_stocknum_idx").on(t.runId, t.stocknum)],
);
