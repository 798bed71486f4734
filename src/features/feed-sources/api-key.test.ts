import { describe, expect, it } from "vitest";
import { bearerKey, hashApiKey, keyPrefix, newApiKey } from "./api-key";

describe("push API keys", () => {
  it("are 256 random bits after the fcp_ mark, each new, kept only as their SHA-256 with a short prefix", () => {
    const a = newApiKey();
    const b = newApiKey();
    expect(a.key).toMatch(/^fcp_[A-Za-z0-9_-]{43}$/);
    expect(a.key).not.toBe(b.key);
    expect(a.hash).toBe(hashApiKey(a.key));
    expect(a.hash).toMatch(/^[0-9a-f]{64}$/);
    expect(a.prefix).toBe(keyPrefix(a.key));
    expect(a.prefix).toHaveLength(12);
    expect(a.key.startsWith(a.prefix)).toBe(true);
  });
  it("are read from a Bearer header only when shaped like a key", () => {
    const { key } = newApiKey();
    expect(bearerKey(`Bearer ${key}`)).toBe(key);
    expect(bearerKey(`bearer ${key}`)).toBe(key);
    expect(bearerKey(null)).toBeNull();
    expect(bearerKey(`Basic ${key}`)).toBeNull();
    expect(bearerKey("Bearer fcp_short")).toBeNull();
  });
});
