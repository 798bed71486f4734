import { inArray, sql } from "drizzle-orm";
import type { PgColumn, PgTable } from "drizzle-orm/pg-core";
import type { Database } from "@/platform/db/client";
import { DELIVERY_CHANNELS, leadDeliveries, PAYMENT_ACTIONS, paymentJobs, smsOutbox } from "@/platform/db/schema";

/** One outbox channel's state, as the metrics report it. */
export interface OutboxDepth {
  outbox: "leads" | "sms" | "payments";
  channel: string;
  /** Jobs still to do (waiting for their next attempt, or being worked now). */
  pending: number;
  /** Pending jobs that failed at least once and wait to be retried. */
  retrying: number;
  /** Jobs given up after their last attempt: stored for a person to look at. */
  failed: number;
  /** How long the oldest job that is due now has been due, in seconds (0 when none is due). */
  oldestDueSeconds: number;
}

/** Every channel of every outbox, so each is reported (as zero) before it ever held a job. */
const CHANNELS: Pick<OutboxDepth, "outbox" | "channel">[] = [
  ...DELIVERY_CHANNELS.map((channel) => ({ outbox: "leads" as const, channel })),
  { outbox: "sms", channel: "sms" },
  ...PAYMENT_ACTIONS.map((channel) => ({ outbox: "payments" as const, channel })),
];

interface Counted {
  channel: string;
  pending: number;
  retrying: number;
  failed: number;
  oldestDueSeconds: number;
}

/**
 * Counts one outbox's unfinished jobs by channel (an outbox of one channel names it): only pending and failed rows are
 * read, through its status index.
 */
async function countOutbox(
  db: Database,
  table: PgTable,
  columns: { channel: PgColumn | string; status: PgColumn; attempts: PgColumn; nextAttemptAt: PgColumn },
  open: string[],
): Promise<Counted[]> {
  const { status, attempts, nextAttemptAt } = columns;
  const counts = {
    pending: sql<number>`(count(*) filter (where ${status} = 'pending'))::int`,
    retrying: sql<number>`(count(*) filter (where ${status} = 'pending' and ${attempts} > 0))::int`,
    failed: sql<number>`(count(*) filter (where ${status} = 'failed'))::int`,
    oldestDueSeconds: sql<number>`coalesce(extract(epoch from now() - min(${nextAttemptAt}) filter (where ${status} = 'pending' and ${nextAttemptAt} <= now())), 0)::float8`,
  };
  if (typeof columns.channel === "string") {
    const rows = await db.select(counts).from(table).where(inArray(status, open));
    return rows.map((row) => ({ ...row, channel: columns.channel as string }));
  }
  const channel = columns.channel;
  return db
    .select({ channel: sql<string>`${channel}`, ...counts })
    .from(table)
    .where(inArray(status, open))
    .groupBy(channel);
}

/** Every outbox's depth, oldest due age and failures by channel, read from the database (the system of record). */
export async function outboxDepths(db: Database): Promise<OutboxDepth[]> {
  const [leads, sms, payments] = await Promise.all([
    countOutbox(
      db,
      leadDeliveries,
      {
        channel: leadDeliveries.channel,
        status: leadDeliveries.status,
        attempts: leadDeliveries.attempts,
        nextAttemptAt: leadDeliveries.nextAttemptAt,
      },
      ["pending", "failed"],
    ),
    countOutbox(
      db,
      smsOutbox,
      {
        channel: "sms",
        status: smsOutbox.status,
        attempts: smsOutbox.attempts,
        nextAttemptAt: smsOutbox.nextAttemptAt,
      },
      ["pending", "failed"],
    ),
    countOutbox(
      db,
      paymentJobs,
      {
        channel: paymentJobs.action,
        status: paymentJobs.status,
        attempts: paymentJobs.attempts,
        nextAttemptAt: paymentJobs.nextAttemptAt,
      },
      ["pending", "failed"],
    ),
  ]);
  const found = new Map<string, Counted>();
  for (const [outbox, rows] of [
    ["leads", leads],
    ["sms", sms],
    ["payments", payments],
  ] as const)
    for (const row of rows) found.set(`${outbox}:${row.channel}`, row);
  return CHANNELS.map(({ outbox, channel }) => {
    const row = found.get(`${outbox}:${channel}`);
    return {
      outbox,
      channel,
      pending: Number(row?.pending ?? 0),
      retrying: Number(row?.retrying ?? 0),
      failed: Number(row?.failed ?? 0),
      oldestDueSeconds: Number(row?.oldestDueSeconds ?? 0),
    };
  });
}

/**
 * The lead delivery lag: how long the oldest lead still waiting for its dealer's e-mail or webhook has waited since it
 * was stored, in seconds (0 when every lead has reached its dealer). Receipts and replies go to the shopper: not here.
 */
export async function leadDeliveryLagSeconds(db: Database): Promise<number> {
  const [row] = await db
    .select({
      lag: sql<number>`coalesce(extract(epoch from now() - min(${leadDeliveries.createdAt})), 0)::float8`,
    })
    .from(leadDeliveries)
    .where(sql`${leadDeliveries.status} = 'pending' and ${leadDeliveries.channel} in ('email', 'webhook')`);
  return Number(row?.lag ?? 0);
}
