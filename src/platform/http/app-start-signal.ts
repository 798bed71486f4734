/**
 * How the server process (scripts/serve.ts) learns that the app has started. Next runs the instrumentation hook
 * (src/instrumentation.ts: the site documents, the listeners, the workers) in the background after `app.prepare()` has
 * resolved, and keeps a failed start for good: every later request answers 500. So the process waits for the hook's
 * own word before it calls itself ready, and stops (for its manager to start it again) when the start failed.
 *
 * The hook runs in Next's bundle, with its own copy of this module: the handshake lives on a global symbol.
 */
const SIGNAL = Symbol.for("forecourt.appStarted");

interface StartSignal {
  started: Promise<void>;
  settle(start: Promise<void>): void;
}

const holder = globalThis as { [SIGNAL]?: StartSignal };

/** The server process, before it creates the app: settles once the app's start has finished (or rejects with why not). */
export function appStarted(): Promise<void> {
  if (!holder[SIGNAL]) {
    let settle: StartSignal["settle"] = () => {};
    const started = new Promise<void>((resolve, reject) => (settle = (start) => void start.then(resolve, reject)));
    holder[SIGNAL] = { started, settle };
  }
  return holder[SIGNAL].started;
}

/** The instrumentation hook: tells the waiting process how its start ended (no one waits under a bare `next start`). */
export function reportAppStart(start: Promise<void>): Promise<void> {
  holder[SIGNAL]?.settle(start);
  return start;
}
