import "server-only";
import { getDb } from "@/platform/db/db.server";
import { runPeriodicJob, type PeriodicJob } from "@/platform/outbox/periodic-jobs.db";
import { redact } from "@/platform/outbox/outbox-rules";
import { periodicWorker } from "@/platform/outbox/periodic-worker";
import { nextSpecialInstant, syncSpecials } from "./specials.db";

/** The sweep that catches anything missed (a restart, a timer of a stopped process): once a minute across processes. */
const SWEEP: PeriodicJob = {
  name: "stock specials",
  intervalMs: 60_000,
  run: async (db) => {
    await syncSpecials(db);
  },
};
/** A timer further ahead than this is left to a later pass, which re-arms it (timers drift; specials are edited). */
const ARM_AHEAD_MS = 10 * 60_000;

interface TimerState {
  timer: NodeJS.Timeout | null;
  at: number | null;
}
// On globalThis: the instrumentation and the routes are bundled apart, and must share one timer per process.
const holder = globalThis as unknown as { __forecourtSpecialTimer?: TimerState };
const timerState = (holder.__forecourtSpecialTimer ??= { timer: null, at: null });

/**
 * Arms this process's timer to the next instant a special starts or ends, so it lands then and not up to a sweep late.
 * An earlier instant replaces a later one. When it fires, every process's timer brings the specials up to date: each
 * start and end is claimed once in the table (specials.db.ts), so the change is made once whichever process wins.
 */
export function armSpecialTimer(at: Date | null): void {
  if (!at) return;
  const when = at.getTime();
  if (when - Date.now() > ARM_AHEAD_MS) return;
  if (timerState.timer && timerState.at !== null && timerState.at <= when && timerState.at >= Date.now()) return;
  if (timerState.timer) clearTimeout(timerState.timer);
  timerState.at = when;
  timerState.timer = setTimeout(
    () => {
      timerState.timer = null;
      timerState.at = null;
      getDb()
        .then((db) => syncSpecials(db))
        .catch((err: Error) => console.error(`stock specials timer failed: ${redact(err.message ?? String(err))}`))
        .finally(() => worker.nudge());
    },
    // A little after the instant: a timer may fire a millisecond early, and the special must have begun by then.
    Math.max(0, when - Date.now() + 10),
  );
  timerState.timer.unref();
}

/**
 * Inside the server process: every few seconds it runs the minute's sweep when it is due (periodic_jobs makes that
 * once across processes), then reads the next start or end from the table and arms the timer to it; a nudge (a newly
 * made special) reads the table and re-arms it at once.
 */
const worker = periodicWorker(
  "stock specials",
  () => 5_000,
  async () => {
    const db = await getDb();
    await runPeriodicJob(db, SWEEP);
    armSpecialTimer(await nextSpecialInstant(db));
  },
  (err) => redact(err.message ?? String(err)),
);

export const startSpecialsWorker = worker.start;
export const nudgeSpecials = worker.nudge;
