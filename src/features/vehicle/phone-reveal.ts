/**
 * Reveal-phone button (search-watchlist-detail.md §2, §4, §9): the number shows masked, then in full after a click,
 * and the reveal is recorded by a call (car_id, dealership_id, website_id).
 */

/** Phone masking keeps the first 5 characters. */
export const PHONE_VISIBLE_CHARS = 5;

/**
 * Keeps the first 5 characters and replaces every other non-space character with "X", so "(08) 5550 1200" becomes
 * "(08) XXXX XXXX". Spaces stay so the masked number keeps the shape (and length) of the real one; surrounding
 * whitespace is trimmed first so it cannot use up the visible characters.
 */
export function maskPhone(phone: string): string {
  const chars = Array.from(phone.trim());
  return chars.map((c, i) => (i < PHONE_VISIBLE_CHARS || /\s/.test(c) ? c : "X")).join("");
}

/** The rate-limit key of a client on a site: a client's reveals on one dealer's site do not count against another's. */
export function revealRateKey(client: string, siteId: number): string {
  // The numeric site id comes first and cannot contain ":", so no client string can collide with another site's key.
  return `${siteId}:${client}`;
}

/** Above this many keys, windows that have ended are dropped (and, if still too many, the oldest windows). */
export const REVEAL_LIMITER_MAX_KEYS = 10_000;

interface Window {
  start: number;
  count: number;
}

/**
 * Rate limit for recording reveals: a fixed-window counter keyed by client and site.
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
export class RevealRateLimiter {
  private readonly windows = new Map<string, Window>();

  constructor(
    private readonly limit: number,
    private readonly windowMs: number,
    private readonly now: () => number = Date.now,
  ) {
    if (!Number.isInteger(limit) || limit <= 0) throw new RangeError(`RevealRateLimiter limit must be a positive integer, got ${limit}`);
    if (!(windowMs > 0) || !Number.isFinite(windowMs)) throw new RangeError(`RevealRateLimiter windowMs must be positive, got ${windowMs}`);
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
    if (this.windows.size > REVEAL_LIMITER_MAX_KEYS) this.prune(now);
    return true;
  }

  /** Keys currently tracked (for tests and monitoring). */
  get size(): number {
    return this.windows.size;
  }

  private prune(now: number): void {
    for (const [key, window] of this.windows) {
      const ended = now >= window.start + this.windowMs;
      if (!ended && this.windows.size <= REVEAL_LIMITER_MAX_KEYS) break;
      this.windows.delete(key);
    }
  }
}
