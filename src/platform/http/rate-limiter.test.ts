import { describe, expect, it } from "vitest";
import { FixedWindowRateLimiter, RATE_LIMITER_MAX_KEYS, siteRateKey } from "./rate-limiter";

describe("rate limiter per client and site", () => {
  const clock = (start = 0) => {
    let t = start;
    return { now: () => t, advance: (ms: number) => (t += ms) };
  };

  it("allows up to the limit within a fixed window, then refuses until the window ends", () => {
    const c = clock();
    const limiter = new FixedWindowRateLimiter(2, 1000, c.now);
    expect(limiter.allow("k")).toBe(true);
    expect(limiter.allow("k")).toBe(true);
    expect(limiter.allow("k")).toBe(false);
    c.advance(999);
    expect(limiter.allow("k")).toBe(false);
    c.advance(1);
    expect(limiter.allow("k")).toBe(true);
  });
  it("counts each client and site key separately", () => {
    const limiter = new FixedWindowRateLimiter(1, 1000, clock().now);
    expect(limiter.allow(siteRateKey("1.2.3.4", 1))).toBe(true);
    expect(limiter.allow(siteRateKey("1.2.3.4", 1))).toBe(false);
    expect(limiter.allow(siteRateKey("1.2.3.4", 2))).toBe(true);
    expect(limiter.allow(siteRateKey("5.6.7.8", 1))).toBe(true);
  });
  it("builds keys from site and client that cannot collide across sites", () => {
    expect(siteRateKey("a", 1)).toBe("1:a");
    expect(siteRateKey("2:a", 1)).not.toBe(siteRateKey("a", 12));
  });
  it("rejects a limit or window that would make it meaningless", () => {
    expect(() => new FixedWindowRateLimiter(0, 1000)).toThrow(RangeError);
    expect(() => new FixedWindowRateLimiter(1.5, 1000)).toThrow(RangeError);
    expect(() => new FixedWindowRateLimiter(1, 0)).toThrow(RangeError);
    expect(() => new FixedWindowRateLimiter(1, Number.NaN)).toThrow(RangeError);
  });
  it("drops windows that have ended once the map exceeds 10,000 keys", () => {
    const c = clock();
    const limiter = new FixedWindowRateLimiter(1, 1000, c.now);
    for (let i = 0; i < RATE_LIMITER_MAX_KEYS; i++) limiter.allow(`old-${i}`);
    expect(limiter.size).toBe(10_000);
    c.advance(500);
    limiter.allow("active");
    c.advance(600); // the old windows have ended; "active" has not
    limiter.allow("new");
    expect(limiter.size).toBe(2);
    expect(limiter.allow("active")).toBe(false);
  });
  it("stays at 10,000 keys even when every window is still running", () => {
    const limiter = new FixedWindowRateLimiter(1, 60_000, clock().now);
    for (let i = 0; i < RATE_LIMITER_MAX_KEYS + 50; i++) limiter.allow(`k-${i}`);
    expect(limiter.size).toBe(RATE_LIMITER_MAX_KEYS);
    // The newest keys are kept, so recent clients are still limited.
    expect(limiter.allow(`k-${RATE_LIMITER_MAX_KEYS + 49}`)).toBe(false);
  });
});
