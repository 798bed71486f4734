/** Rate limits per client and site, kept in the process's memory (one server process per deployment today). */

/** The rate-limit key of a client on a site: a client's requests on one dealer's site do not count against another's. */
export function siteRateKey(client: string, siteId: number): string {
  // The numeric site id comes first and cannot contain ":", so no client string can collide with another site's key.
  return `${siteId}:${client}`;
}

/** Above this many keys, windows that have ended are dropped (and, if still too many, the oldest windows). */
export const RATE_LIMITER_MAX_KEYS = 10_000;

interface Window {
  start: number;
  count: number;
}

/**
 * A fixed-window request counter keyed by client and site (phone reveals, lead forms).
 *
 * Why a fixed window: the reveal count is a dealer statistic, not a security boundary, so the burst a fixed window
 * allows at a window edge (up to twice the limit) costs nothing, while it needs one counter and one timestamp per
 * key. A sliding log would store a timestamp per request, which is memory an attacker controls.
 *
 * Memory stays bounded: the map keeps keys in window-start order (a new window re-inserts its key), so ended windows
 * sit at the front and are dropped cheaply once the map exceeds 10,000 keys. If every window is still running (a
 * flood of distinct clients), the oldest are evicted too: that can let a flooding client restart its own count,
 * which is acceptable for a statistic and better than unbounded growth or refusing every new visitor.
 */
export class FixedWindowRateLimiter {
  private readonly windows = new Map<string, Window>();

  constructor(
    private readonly limit: number,
    private readonly windowMs: number,
    private readonly now: () => number = Date.now,
  ) {
    if (!Number.isInteger(limit) || limit <= 0) throw new RangeError(`FixedWindowRateLimiter limit must be a positive integer, got ${limit}`);
    if (!(windowMs > 0) || !Number.isFinite(windowMs)) throw new RangeError(`FixedWindowRateLimiter windowMs must be positive, got ${windowMs}`);
  }

  /** Counts a reveal for the key and says whether it is within the limit. */
  allow(key: string): boolean {
    const now = this.now();
    const current = this.windows.get(key);
    if (current && now < current.start + this.windowMs) {
      if (current.count >= this.limit) return false;
      current.count += 1;
      return true;
    }
    // A new window: re-insert so the map stays ordered by window start.
    this.windows.delete(key);
    this.windows.set(key, { start: now, count: 1 });
    if (this.windows.size > RATE_LIMITER_MAX_KEYS) this.prune(now);
    return true;
  }

  /** Keys currently tracked (for tests and monitoring). */
  get size(): number {
    return this.windows.size;
  }

  private prune(now: number): void {
    for (const [key, window] of this.windows) {
      const ended = now >= window.start + this.windowMs;
      if (!ended && this.windows.size <= RATE_LIMITER_MAX_KEYS) break;
      this.windows.delete(key);
    }
  }
}
