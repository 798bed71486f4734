/**
 * A background pass that runs every `intervalMs` and whenever it is nudged, one at a time: a nudge during a
 * pass runs one more pass right after it, never two at once. Its state lives on globalThis under its name,
 * because the server's instrumentation and its routes are bundled separately and would otherwise each start
 * their own. A pass that throws is logged (by `describe`, which must not reveal shoppers' details) and the
 * next one runs as planned. Once the process stops its workers (stopWorkers), no pass starts any more.
 */
import { markWorkersStopping, workersStopping } from "./workers-stopping";

interface WorkerState {
  running: Promise<void> | null;
  again: boolean;
  timer: NodeJS.Timeout | null;
}

export interface PeriodicWorker {
  nudge(): void;
  start(): void;
}

export function periodicWorker(
  name: string,
  intervalMs: () => number,
  pass: () => Promise<void>,
  describe: (err: Error) => string,
): PeriodicWorker {
  const holder = globalThis as unknown as Record<string, WorkerState | undefined>;
  const key = `__forecourtWorker_${name}`;
  const state = (holder[key] ??= { running: null, again: false, timer: null });
  startedWorkers().add(state);
  const nudge = (): void => {
    if (workersStopping()) return;
    if (state.running) {
      state.again = true;
      return;
    }
    state.running = pass()
      .catch((err: Error) => console.error(`${name} pass failed: ${describe(err)}`))
      .finally(() => {
        state.running = null;
        if (state.again) {
          state.again = false;
          nudge();
        }
      });
  };
  return {
    nudge,
    start() {
      if (state.timer) return;
      state.timer = setInterval(nudge, intervalMs());
      state.timer.unref();
      nudge();
    },
  };
}

/** Every worker's state in this process (on globalThis, for the same reason as each worker's own). */
function startedWorkers(): Set<WorkerState> {
  const holder = globalThis as unknown as { __forecourtWorkers?: Set<WorkerState> };
  return (holder.__forecourtWorkers ??= new Set());
}

/**
 * Stops every worker of the process, for a server shutting down: no pass starts any more, and a pass under way stops
 * before its next job (due-jobs.db.ts hands the jobs it claimed and did not start back at once, due as before).
 * Resolves when every pass under way has ended, or after `withinMs`, whichever comes first.
 */
export async function stopWorkers(withinMs: number): Promise<void> {
  markWorkersStopping();
  const running: Promise<void>[] = [];
  for (const state of startedWorkers()) {
    if (state.timer) clearInterval(state.timer);
    state.timer = null;
    state.again = false;
    if (state.running) running.push(state.running);
  }
  let timer: NodeJS.Timeout | undefined;
  const late = new Promise<void>((resolve) => {
    timer = setTimeout(resolve, withinMs);
  });
  await Promise.race([Promise.all(running), late]);
  clearTimeout(timer);
}
