import "server-only";
import { getDb } from "@/platform/db/db.server";
import { env } from "@/platform/env";
import { drainOutbox } from "@/platform/outbox/due-jobs.db";
import { periodicWorker } from "@/platform/outbox/periodic-worker";
import { redact } from "@/platform/outbox/outbox-rules";
import { runDuePaymentJobs } from "./payment-jobs.db";
import { paymentSetup } from "./payments.server";
import { recordLapsedHolds } from "./reservations.db";

/**
 * Inside the server process: records holds that have run out (so their deposits are released) and works the
 * deposit outbox (captures and releases), every RESERVE_WORKER_INTERVAL_MS and right after a change.
 */
const worker = periodicWorker(
  "reserve",
  () => env().RESERVE_WORKER_INTERVAL_MS,
  async () => {
    const db = await getDb();
    await recordLapsedHolds(db);
    const { provider } = paymentSetup();
    if (!provider) return;
    await drainOutbox(() => runDuePaymentJobs(db, provider));
  },
  (err) => redact(err.message ?? String(err)),
);

export const nudgeReserveWorker = worker.nudge;
export const startReserveWorker = worker.start;
