/**
 * A background pass that runs every `intervalMs` and whenever it is nudged, one at a time: a nudge during a
 * pass runs one more pass right after it, never two at once. Its state lives on globalThis under its name,
 * because the server's instrumentation and its routes are bundled separately and would otherwise each start
 * their own. A pass that throws is logged (by `describe`, which must not reveal shoppers' details) and the
 * next one runs as planned.
 */
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
  const nudge = (): void => {
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
