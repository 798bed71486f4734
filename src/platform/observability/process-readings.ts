/**
 * Readings the app's parts offer the metrics listener in the same process. The app is bundled by Next and the
 * listener (scripts/serve.ts) is not: they are separate copies of every module, so the readers meet on globalThis.
 */
export interface ProcessReadings {
  /** The search indexes' estimated memory and evictions (features/search). */
  searchIndex: () => { indexes: number; bytes: number; budgetBytes: number; evictions: number };
}

const READINGS = Symbol.for("forecourt.processReadings");

function readers(): Partial<ProcessReadings> {
  const holder = globalThis as unknown as Record<symbol, Partial<ProcessReadings> | undefined>;
  return (holder[READINGS] ??= {});
}

export function provideReading<K extends keyof ProcessReadings>(name: K, read: ProcessReadings[K]): void {
  readers()[name] = read;
}

/** A reading, or undefined while the part that offers it has not started (no search has run in this process yet). */
export function readingOf<K extends keyof ProcessReadings>(name: K): ReturnType<ProcessReadings[K]> | undefined {
  return readers()[name]?.() as ReturnType<ProcessReadings[K]> | undefined;
}
