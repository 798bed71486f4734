import { describe, expect, it } from "vitest";
import { maskPhone, PHONE_VISIBLE_CHARS, REVEAL_LIMITER_MAX_KEYS, revealRateKey, RevealRateLimiter } from "./phone-reveal";

describe("phone masking", () => {
  it("keeps the first 5 characters and hides the rest with X, keeping spaces and length", () => {
    expect(PHONE_VISIBLE_CHARS).toBe(5);
    expect(maskPhone("(08) 5550 1200")).toBe("(08) XXXX XXXX");
    expect(maskPhone("(08) 5550 1200")).toHaveLength("(08) 5550 1200".length);
    expect(maskPhone("0412 000 678")).toBe("0412 XXX XXX");
    expect(maskPhone("+61 8 5550 1200")).toBe("+61 8 XXXX XXXX");
  });
  it("hides every non-space character after the first 5, not only digits", () => {
    expect(maskPhone("1300-123-456")).toBe("1300-XXXXXXX");
  });
  it("trims surrounding whitespace so it cannot use up the visible characters", () => {
    expect(maskPhone("  (08) 5550 1200 ")).toBe("(08) XXXX XXXX");
  });
  it("leaves a number of 5 characters or fewer as it is", () => {
    expect(maskPhone("000")).toBe("000");
    expect(maskPhone("")).toBe("");
  });
});

describe("reveal rate limiter", () => {
  const clock = (start = 0) => {
    let t = start;
    return { now: () => t, advance: (ms: number) => (t += ms) };
  };

  it("allows up to the limit within a fixed window, then refuses until the window ends", () => {
    const c = clock();
    const limiter = new RevealRateLimiter(2, 1000, c.now);
    expect(limiter.allow("k")).toBe(true);
    expect(limiter.allow("k")).toBe(true);
    expect(limiter.allow("k")).toBe(false);
    c.advance(999);
    expect(limiter.allow("k")).toBe(false);
    c.advance(1);
    expect(limiter.allow("k")).toBe(true);
  });
  it("counts each client and site key separately", () => {
    const limiter = new RevealRateLimiter(1, 1000, clock().now);
    expect(limiter.allow(revealRateKey("1.2.3.4", 1))).toBe(true);
    expect(limiter.allow(revealRateKey("1.2.3.4", 1))).toBe(false);
    expect(limiter.allow(revealRateKey("1.2.3.4", 2))).toBe(true);
    expect(limiter.allow(revealRateKey("5.6.7.8", 1))).toBe(true);
  });
  it("builds keys from site and client that cannot collide across sites", () => {
    expect(revealRateKey("a", 1)).toBe("1:a");
    expect(revealRateKey("2:a", 1)).not.toBe(revealRateKey("a", 12));
  });
  it("rejects a limit or window that would make it meaningless", () => {
    expect(() => new RevealRateLimiter(0, 1000)).toThrow(RangeError);
    expect(() => new RevealRateLimiter(1.5, 1000)).toThrow(RangeError);
    expect(() => new RevealRateLimiter(1, 0)).toThrow(RangeError);
    expect(() => new RevealRateLimiter(1, Number.NaN)).toThrow(RangeError);
  });
  it("drops windows that have ended once the map exceeds 10,000 keys", () => {
    const c = clock();
    const limiter = new RevealRateLimiter(1, 1000, c.now);
    for (let i = 0; i < REVEAL_LIMITER_MAX_KEYS; i++) limiter.allow(`old-${i}`);
    expect(limiter.size).toBe(10_000);
    c.advance(500);
    limiter.allow("active");
    c.advance(600); // the old windows have ended; "active" has not
    limiter.allow("new");
    expect(limiter.size).toBe(2);
    expect(limiter.allow("active")).toBe(false);
  });
  it("stays at 10,000 keys even when every window is still running", () => {
    const limiter = new RevealRateLimiter(1, 60_000, clock().now);
    for (let i = 0; i < REVEAL_LIMITER_MAX_KEYS + 50; i++) limiter.allow(`k-${i}`);
    expect(limiter.size).toBe(REVEAL_LIMITER_MAX_KEYS);
    // The newest keys are kept, so recent clients are still limited.
    expect(limiter.allow(`k-${REVEAL_LIMITER_MAX_KEYS + 49}`)).toBe(false);
  });
});
