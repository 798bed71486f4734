/**
 * Search-results cache: the catalogue and category caches hold 10 entries;
 * the main cache limit is configured per site.
 */
export const CATALOGUE_CACHE_LIMIT = 10;

interface Entry<V> {
  value: V;
  storedAt: number;
}

/** A results cache with a size limit: when full, adding a new key drops the oldest entry (insertion order). Reading does not refresh age. */
export class ResultsCache<V> {
  // A Map iterates in insertion order, and set() re-inserts, so the first key is always the oldest entry.
  private readonly entries = new Map<string, Entry<V>>();

  constructor(
    private readonly limit: number,
    private readonly ttlMs?: number,
    private readonly now: () => number = Date.now,
  ) {
    if (!Number.isInteger(limit) || limit <= 0)
      throw new RangeError(`ResultsCache limit must be a positive integer, got ${limit}`);
    if (ttlMs !== undefined && !(ttlMs > 0)) throw new RangeError(`ResultsCache ttlMs must be positive, got ${ttlMs}`);
  }

  get(key: string): V | undefined {
    const entry = this.entries.get(key);
    if (!entry) return undefined;
    if (this.expired(entry)) {
      this.entries.delete(key);
      return undefined;
    }
    return entry.value;
  }

  set(key: string, value: V): void {
    this.entries.delete(key);
    this.dropExpired();
    // Oldest first, so a full cache of stale results gives up the stalest one.
    while (this.entries.size >= this.limit) {
      const oldest = this.entries.keys().next();
      if (oldest.done) break;
      this.entries.delete(oldest.value);
    }
    this.entries.set(key, { value, storedAt: this.now() });
  }

  /** Live entries only: expired ones are dropped first so the count matches what get() would return. */
  get size(): number {
    this.dropExpired();
    return this.entries.size;
  }

  clear(): void {
    this.entries.clear();
  }

  private expired(entry: Entry<V>): boolean {
    return this.ttlMs !== undefined && this.now() - entry.storedAt > this.ttlMs;
  }

  // Entries are in age order, so expiry can stop at the first live one.
  private dropExpired(): void {
    for (const [key, entry] of this.entries) {
      if (!this.expired(entry)) return;
      this.entries.delete(key);
    }
  }
}
