import { and, eq, inArray, type SQL } from "drizzle-orm";
import type { PgColumn, PgTable, PgUpdateSetSource } from "drizzle-orm/pg-core";
import type { Database } from "@/platform/db/client";
import { redact } from "./outbox-rules";

/** How long a claim hides a row from other workers, and how often its live worker renews it. */
export interface LeaseTiming {
  ms: number;
  renewEveryMs: number;
}

/**
 * Rows a worker can lease: found by `id`, hidden from other workers while `until` (the lease's end) lies ahead, and
 * held only while `live` still holds (an outbox row that is still pending; a schedule needs no such condition).
 */
export interface LeasedRows<T extends PgTable = PgTable> {
  /** Named in the log when a renewal fails. */
  name: string;
  table: T;
  id: PgColumn;
  until: PgColumn;
  live?: SQL;
}

type RowId = number | string;

/**
 * The lease one worker holds on the rows it claimed. A claim sets each row's `until` to the lease's end, so other
 * workers skip it until then; the worker renews that end while it works, and a worker that crashed renews nothing,
 * so its rows are due again when the lease runs out.
 *
 * The lease's end is its fence: a renewal changes only rows still carrying the end this worker set, so once another
 * worker has taken a row over (after this one lost it, say, to a database that stopped answering), this one sees it
 * is no longer held and does not act on it.
 */
export class Lease {
  private held = new Set<RowId>();
  private renewals: Promise<void> = Promise.resolve();
  private readonly timer: NodeJS.Timeout;
  private readonly started = performance.now();
  /** The end of the lease, as written on every row held. */
  until: Date;

  constructor(
    private readonly db: Database,
    private readonly rows: LeasedRows,
    private readonly timing: LeaseTiming,
    /** The worker's `now`: its clock moves on from there by the time passed, so a test's given time is honoured. */
    private readonly now: Date,
  ) {
    this.until = this.endFromNow();
    this.timer = setInterval(() => void this.renew(), timing.renewEveryMs);
    this.timer.unref();
  }

  /** The rows just claimed with `until`. */
  hold(ids: readonly RowId[]): void {
    for (const id of ids) this.held.add(id);
  }

  /** Renews the lease, then tells whether this worker still holds the row: ask just before acting on it. */
  async stillHolds(id: RowId): Promise<boolean> {
    await this.renew();
    return this.held.has(id);
  }

  /** The row is done with (sent, rescheduled or run): it is no longer this worker's to renew. */
  release(id: RowId): void {
    this.held.delete(id);
  }

  /** Resolves once no renewal is under way, so `until` is the end last written. */
  settled(): Promise<void> {
    return this.renewals;
  }

  /**
   * Gives up the rows still held (claimed, not yet worked) so that they are due again from `dueAt` for any worker,
   * instead of when the lease runs out. Fenced like a renewal: a row another worker has taken over is left alone.
   */
  async handBack(dueAt: Date): Promise<void> {
    await this.settled();
    if (this.held.size === 0) return;
    const { table, id, until, live } = this.rows;
    const ids = [...this.held];
    this.held.clear();
    await this.db
      .update(table)
      .set({ [columnKey(table, until)]: dueAt } as PgUpdateSetSource<PgTable>)
      .where(and(inArray(id, ids), eq(until, this.until), live));
  }

  stop(): void {
    clearInterval(this.timer);
  }

  /** One renewal at a time: two at once would each fence on the same end, and the second would find nothing held. */
  private renew(): Promise<void> {
    this.renewals = this.renewals.then(() => this.renewNow());
    return this.renewals;
  }

  private async renewNow(): Promise<void> {
    if (this.held.size === 0) return;
    const next = this.endFromNow();
    const { table, id, until, live } = this.rows;
    try {
      const kept = await this.db
        .update(table)
        .set({ [columnKey(table, until)]: next } as PgUpdateSetSource<PgTable>)
        .where(and(inArray(id, [...this.held]), eq(until, this.until), live))
        .returning({ id });
      const keptIds = new Set(kept.map((row) => row.id as RowId));
      for (const held of this.held) if (!keptIds.has(held)) this.held.delete(held);
      this.until = next;
    } catch (err) {
      // Not renewed: the rows keep the old end, and the next renewal fences on it again.
      console.warn(`${this.rows.name} could not renew its lease: ${redact((err as Error).message ?? String(err))}`);
    }
  }

  private endFromNow(): Date {
    return new Date(this.now.getTime() + (performance.now() - this.started) + this.timing.ms);
  }
}

/** The property under which a table holds a column (drizzle's `set` takes properties, not column names). */
export function columnKey(table: PgTable, column: PgColumn): string {
  const entry = Object.entries(table).find(([, value]) => value === column);
  if (!entry) throw new Error(`column ${column.name} is not in its table`);
  return entry[0];
}
