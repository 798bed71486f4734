/**
 * Whether this process is stopping its background workers (a server told to shut down). Kept on globalThis: the
 * server's bundled modules, which run the workers, and the process's own shutdown (scripts/serve.ts, outside the
 * bundle) are separate copies of this module and must share one answer.
 */
const holder = globalThis as unknown as { __forecourtWorkersStopping?: boolean };

export function workersStopping(): boolean {
  return holder.__forecourtWorkersStopping === true;
}

/** From now on no worker starts a pass, claims a job or starts a job's step. */
export function markWorkersStopping(): void {
  holder.__forecourtWorkersStopping = true;
}
