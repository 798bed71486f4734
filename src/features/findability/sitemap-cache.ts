/**
 * The sitemaps a process has built, per site and origin (cached, invalidated when stock changes). An entry
 * holds while the site's stock version is the one it was built at (search/stock-version.db.ts: any car inserted,
 * updated or deleted, by this process or the stock import) and until its expiry: the moment the next listed sold car
 * leaves the site or an offer starts or ends, and at most `maxAgeMs` (the locations and content a restart reloads).
 */
export class SitemapCache<T> {
  private readonly entries = new Map<string, { version: string; expiresAt: number; value: T }>();

  /** maxEntries: a bound on sites times origins (a site without domains is keyed by the host it was reached on). */
  constructor(
    private readonly maxAgeMs = 3_600_000,
    private readonly maxEntries = 200,
  ) {}

  get(key: string, version: string, now: Date): T | undefined {
    const entry = this.entries.get(key);
    if (!entry) return undefined;
    if (entry.version !== version || now.getTime() >= entry.expiresAt) {
      this.entries.delete(key);
      return undefined;
    }
    return entry.value;
  }

  /** Keeps `value` for `key` at `version` until the earliest of `changesAt` after now (within the maximum age). */
  set(key: string, version: string, value: T, now: Date, changesAt: readonly Date[] = []): void {
    this.entries.delete(key);
    // The oldest entry goes first (a Map keeps insertion order).
    if (this.entries.size >= this.maxEntries) this.entries.delete(this.entries.keys().next().value!);
    this.entries.set(key, { version, value, expiresAt: nextChange(now, changesAt, this.maxAgeMs) });
  }
}

/** The first of some moments after now, or now plus the maximum age when that comes first (epoch ms). */
export function nextChange(now: Date, moments: readonly Date[], maxAgeMs: number): number {
  let next = now.getTime() + maxAgeMs;
  for (const m of moments) {
    const t = m.getTime();
    if (t > now.getTime() && t < next) next = t;
  }
  return next;
}

/** When a sold car that is still listed leaves the site: sold_at plus the site's include_sold_cars_days. */
export function soldDeparture(soldAt: Date, includeSoldCarsDays: number): Date {
  return new Date(soldAt.getTime() + includeSoldCarsDays * 86_400_000);
}
