import { and, eq, inArray } from "drizzle-orm";
import type { Database } from "@/platform/db/client";
import { leadDeliveries } from "@/platform/db/schema";
import { redact } from "./outbox-rules";

/** How long a claim hides a delivery from other workers, and how often its live worker renews it. */
export interface LeaseTiming {
  ms: number;
  renewEveryMs: number;
}

/**
 * The lease one worker holds on the deliveries it claimed (outbox.db.ts deliverDueLeads). A claim sets a delivery's
 * next attempt to the lease's end, so other workers skip it until then; the worker renews that end while it works, and
 * a worker that crashed renews nothing, so its deliveries are due again when the lease runs out.
 *
 * The lease's end is its fence: a renewal changes only rows still carrying the end this worker set, so once another
 * worker has taken a delivery over (after this one lost it, say, to a database that stopped answering), this one sees
 * it is no longer held and does not send it.
 */
export class DeliveryLease {
  private held = new Set<number>();
  private renewals: Promise<void> = Promise.resolve();
  private readonly timer: NodeJS.Timeout;
  /** The end of the lease, as written on every delivery held. */
  until: Date;

  constructor(
    private readonly db: Database,
    private readonly timing: LeaseTiming,
    /** The worker's clock (its `now`, moved on by the time passed), so a test's given time is honoured. */
    private readonly clock: () => Date,
  ) {
    this.until = this.endFromNow();
    this.timer = setInterval(() => void this.renew(), timing.renewEveryMs);
    this.timer.unref();
  }

  /** The deliveries just claimed with `until`. */
  hold(ids: readonly number[]): void {
    for (const id of ids) this.held.add(id);
  }

  /** Renews the lease, then tells whether this worker still holds the delivery: ask just before sending it. */
  async stillHolds(id: number): Promise<boolean> {
    await this.renew();
    return this.held.has(id);
  }

  /** The delivery is done with (sent or rescheduled): its row is no longer this worker's to renew. */
  release(id: number): void {
    this.held.delete(id);
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
    try {
      const kept = await this.db
        .update(leadDeliveries)
        .set({ nextAttemptAt: next })
        .where(
          and(
            inArray(leadDeliveries.id, [...this.held]),
            eq(leadDeliveries.status, "pending"),
            eq(leadDeliveries.nextAttemptAt, this.until),
          ),
        )
        .returning({ id: leadDeliveries.id });
      const keptIds = new Set(kept.map((row) => row.id));
      for (const id of this.held) if (!keptIds.has(id)) this.held.delete(id);
      this.until = next;
    } catch (err) {
      // Not renewed: the rows keep the old end, and the next renewal fences on it again.
      console.warn(`lead outbox could not renew its lease: ${redact((err as Error).message ?? String(err))}`);
    }
  }

  private endFromNow(): Date {
    return new Date(this.clock().getTime() + this.timing.ms);
  }
}
