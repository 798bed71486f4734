/** The waits between a start step's tries: one second, doubled after each failure, never more than ten. */
const START_RETRY_FIRST_MS = 1_000;
const START_RETRY_MOST_MS = 10_000;

export function nextStartRetryMs(previousMs: number | undefined): number {
  return previousMs === undefined ? START_RETRY_FIRST_MS : Math.min(previousMs * 2, START_RETRY_MOST_MS);
}

/** Why a step failed, in one line: a failed query's cause (the driver's words), not the query's text. */
function reason(err: unknown): string {
  const cause = err instanceof Error && err.cause instanceof Error ? err.cause : err;
  return (cause instanceof Error ? cause.message : String(cause)).split("\n", 1)[0] ?? "";
}

const pause = (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms));

/**
 * Runs a step of the server's start until it works. A database that is down or drops its connection while a process
 * starts delays its readiness (the process answers /readyz "starting" meanwhile) instead of leaving it serving errors
 * for good; each failure is logged with the wait before the next try.
 */
export async function untilItWorks<T>(
  what: string,
  step: () => Promise<T>,
  { log = console.error, wait = pause }: { log?: (line: string) => void; wait?: (ms: number) => Promise<void> } = {},
): Promise<T> {
  let delayMs: number | undefined;
  for (;;) {
    try {
      return await step();
    } catch (err) {
      delayMs = nextStartRetryMs(delayMs);
      log(`${what} failed (${reason(err)}); trying again in ${delayMs} ms`);
      await wait(delayMs);
    }
  }
}
