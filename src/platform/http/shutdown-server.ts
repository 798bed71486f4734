import type { IncomingMessage, Server, ServerResponse } from "node:http";

/** What a server process closes when it stops, besides its connections. */
export interface ShutdownSteps {
  /** How long the requests under way (and the workers' steps under way) may take to finish. */
  graceMs: number;
  /** Stops the background workers: no new pass, the jobs claimed and not started handed back. */
  stopWorkers(withinMs: number): Promise<void>;
  closeApp(): Promise<void>;
  closeDatabase(): Promise<void>;
}

/** How often a stopping server closes the connections that have gone idle since (their last answer sent). */
const CLOSE_IDLE_EVERY_MS = 100;

/**
 * Makes every answer from the moment the process stops the last on its connection (`Connection: close`), those
 * under way whose headers are not sent yet included, so a client's next request opens a connection to another
 * process instead of waiting on this one. Returns the function that says the process is stopping.
 */
export function lastAnswersOnStop(server: Server): () => void {
  const open = new Set<ServerResponse>();
  let stopping = false;
  server.prependListener("request", (_req: IncomingMessage, res: ServerResponse) => {
    if (stopping) return void res.setHeader("Connection", "close");
    open.add(res);
    res.once("close", () => open.delete(res));
  });
  return () => {
    stopping = true;
    for (const res of open) if (!res.headersSent) res.setHeader("Connection", "close");
  };
}

/** How long closing the app or the database may take once the requests are done. */
const CLOSE_WITHIN_MS = 5_000;

/**
 * Stops a server process gracefully: it takes no new connection, lets every request under way finish (each answer
 * closing its connection, serve.ts) while its workers stop, then closes the app and the database. A request still
 * running after `graceMs` has its connection closed, so the process always ends. Resolves with a line for the log.
 */
export async function shutDownServer(server: Server, steps: ShutdownSteps): Promise<string> {
  const started = performance.now();
  const drained = new Promise<void>((resolve) => server.close(() => resolve()));
  // A connection whose answer went out with its headers already sent (a stream) goes idle later: closed then.
  const idle = setInterval(() => server.closeIdleConnections(), CLOSE_IDLE_EVERY_MS);
  server.closeIdleConnections();
  let cut = false;
  const grace = setTimeout(() => {
    cut = true;
    server.closeAllConnections();
  }, steps.graceMs);
  await Promise.all([drained, steps.stopWorkers(steps.graceMs)]);
  clearTimeout(grace);
  clearInterval(idle);
  await within(steps.closeApp(), CLOSE_WITHIN_MS);
  await within(steps.closeDatabase(), CLOSE_WITHIN_MS);
  const ms = Math.round(performance.now() - started);
  return cut
    ? `requests still running after ${steps.graceMs} ms had their connections closed (${ms} ms)`
    : `every request under way finished (${ms} ms)`;
}

/** Waits for `work` at most `ms` (a close that hangs must not keep the process from ending); its failure is logged. */
async function within(work: Promise<void>, ms: number): Promise<void> {
  let timer: NodeJS.Timeout | undefined;
  const late = new Promise<void>((resolve) => {
    timer = setTimeout(resolve, ms);
  });
  await Promise.race([work.catch((err: Error) => console.warn(`while stopping: ${err.message}`)), late]);
  clearTimeout(timer);
}
