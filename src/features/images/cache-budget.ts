/**
 * How the image cache stays within its disk budget (IMAGE_CACHE_MB): once its files add up to more than the
 * budget, the least recently used go (a file's modification time is its last use: a hit refreshes it, at most
 * hourly) until the rest fill at most nine tenths of it, so the next few new pictures do not start another
 * round at once. Pure: the caller lists the files and deletes the ones named.
 */
export interface CachedFile {
  file: string;
  bytes: number;
  lastUsedMs: number;
}

/** Below the budget after a round, so that every new picture does not start one. */
const PRUNE_TO_FRACTION = 0.9;

/** The files to delete, least recently used first; none while the total is within the budget. */
export function filesToEvict(files: readonly CachedFile[], budgetBytes: number): string[] {
  let total = files.reduce((sum, f) => sum + f.bytes, 0);
  if (total <= budgetBytes) return [];
  const target = budgetBytes * PRUNE_TO_FRACTION;
  const evicted: string[] = [];
  for (const f of [...files].sort((a, b) => a.lastUsedMs - b.lastUsedMs)) {
    if (total <= target) break;
    evicted.push(f.file);
    total -= f.bytes;
  }
  return evicted;
}

/** A hit refreshes its file's time only when it is older than this: one write an hour at most per picture. */
export const TOUCH_AFTER_MS = 60 * 60 * 1000;

export function needsTouch(lastUsedMs: number, nowMs: number): boolean {
  return nowMs - lastUsedMs > TOUCH_AFTER_MS;
}
