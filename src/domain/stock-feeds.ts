/** How a source's stock reaches the platform. */
export const FEED_SOURCE_KINDS = ["pull", "push", "upload", "command"] as const;

export const FEED_FORMATS = ["csv", "json", "xml"] as const;
export type FeedFormat = (typeof FEED_FORMATS)[number];

/** What started a run. */
export const FEED_TRIGGERS = ["schedule", "push", "upload", "command", "console"] as const;
export type FeedTrigger = (typeof FEED_TRIGGERS)[number];

/**
 * Where a run stands: under way; applied (good rows landed, bad ones listed); held by the safety valve for a person
 * to approve or discard; refused whole (an unreadable file); failed (it could not be fetched or an error stopped it).
 */
export const FEED_RUN_STATUSES = ["running", "applied", "held", "approved", "discarded", "refused", "failed"] as const;
export type FeedRunStatus = (typeof FEED_RUN_STATUSES)[number];

/**
 * A source's mapping onto the platform's stock columns (the columns of `npm run stock:import`'s CSV): which of the
 * source's columns (or JSON/XML fields) feeds which column, and the source's values translated into the platform's
 * vocabulary per column (`{ trans: { CVT: "Automatic" } }`, make and body aliases). The original value is kept.
 */
export interface FeedMapping {
  columns?: Record<string, string>;
  values?: Record<string, Record<string, string>>;
}

/** A bad row of a run, or the whole file (row 0): where, and why, as the dealer reads it. */
export interface FeedProblem {
  row: number;
  column: string;
  reason: string;
}
