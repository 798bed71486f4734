/**
 * The memory budget of the per-site search indexes: a process serving hundreds of
 * sites cannot keep every site's index for ever. Each index's size is estimated from its vehicle count;
 * when the indexes together exceed the budget, the least recently used ones are given up (the next
 * search on that site builds its index again). Pure: the caller measures nothing, it says what it used.
 */

/**
 * Heap bytes one vehicle costs in a FacetIndex (its row object with strings and feature list, the
 * typed columns, sort orders and keyword postings), its repeated strings held once (string-interner.ts).
 * Measured with the heap before and after building every demo site's index, after garbage collection:
 * 1.8 kB per vehicle (3.1 kB before the interner), so 2 kB. An estimate, not an accounting.
 */
export const INDEX_BYTES_PER_VEHICLE = 2_000;
/** An empty index still costs its dictionaries and maps. */
export const INDEX_BASE_BYTES = 64 * 1024;

export const estimateIndexBytes = (vehicles: number) => INDEX_BASE_BYTES + vehicles * INDEX_BYTES_PER_VEHICLE;

/**
 * Least-recently-used bookkeeping under a byte budget. Rule: after an index is added (or resized), the
 * least recently used other indexes are evicted, oldest first, until the total fits the budget; the
 * index just added or used is never evicted, so one index larger than the whole budget still serves
 * (alone). Keys are in use order: a Map iterates in insertion order and use re-inserts.
 */
export class IndexMemoryBudget<K> {
  private readonly sizes = new Map<K, number>();
  private total = 0;

  constructor(readonly budgetBytes: number) {
    if (!(budgetBytes > 0)) throw new RangeError(`IndexMemoryBudget budget must be positive, got ${budgetBytes}`);
  }

  /** Marks an index as just used. */
  touch(key: K): void {
    const size = this.sizes.get(key);
    if (size === undefined) return;
    this.sizes.delete(key);
    this.sizes.set(key, size);
  }

  /** Records an index's (new) size as just used; returns the keys to evict, least recently used first. */
  add(key: K, bytes: number): K[] {
    this.remove(key);
    this.sizes.set(key, bytes);
    this.total += bytes;
    const evicted: K[] = [];
    for (const [other, size] of this.sizes) {
      if (this.total <= this.budgetBytes) break;
      if (other === key) continue;
      this.sizes.delete(other);
      this.total -= size;
      evicted.push(other);
    }
    return evicted;
  }

  remove(key: K): void {
    const size = this.sizes.get(key);
    if (size === undefined) return;
    this.sizes.delete(key);
    this.total -= size;
  }

  get usedBytes(): number {
    return this.total;
  }

  /** Held keys, least recently used first. */
  keys(): K[] {
    return [...this.sizes.keys()];
  }
}
