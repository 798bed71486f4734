import { describe, expect, it } from "vitest";
import { CATALOGUE_CACHE_LIMIT, ResultsCache } from "./results-cache";

describe("search results cache", () => {
  it("holds 10 entries on the catalogue and category caches: the 11th search drops the first", () => {
    const cache = new ResultsCache<number>(CATALOGUE_CACHE_LIMIT);
    for (let n = 1; n <= 10; n++) cache.set(`search ${n}`, n);
    expect(cache.size).toBe(10);
    expect(cache.get("search 1")).toBe(1);
    cache.set("search 11", 11);
    expect(cache.size).toBe(10);
    expect(cache.get("search 1")).toBeUndefined();
    expect(cache.get("search 2")).toBe(2);
    expect(cache.get("search 11")).toBe(11);
  });
  it("returns a stored value and misses an unknown key", () => {
    const cache = new ResultsCache<number>(2);
    cache.set("a", 1);
    expect(cache.get("a")).toBe(1);
    expect(cache.get("b")).toBeUndefined();
  });
  it("drops the oldest entry when full", () => {
    const cache = new ResultsCache<number>(2);
    cache.set("a", 1);
    cache.set("b", 2);
    cache.set("c", 3);
    expect(cache.get("a")).toBeUndefined();
    expect(cache.get("b")).toBe(2);
    expect(cache.get("c")).toBe(3);
    expect(cache.size).toBe(2);
  });
  it("does not refresh an entry's age when it is read", () => {
    const cache = new ResultsCache<number>(2);
    cache.set("a", 1);
    cache.set("b", 2);
    cache.get("a");
    cache.set("c", 3);
    expect(cache.get("a")).toBeUndefined();
    expect(cache.get("b")).toBe(2);
  });
  it("replaces an existing key's value and makes it newest, without dropping another entry", () => {
    const cache = new ResultsCache<number>(2);
    cache.set("a", 1);
    cache.set("b", 2);
    cache.set("a", 10);
    expect(cache.size).toBe(2);
    expect(cache.get("a")).toBe(10);
    cache.set("c", 3);
    expect(cache.get("b")).toBeUndefined();
    expect(cache.get("a")).toBe(10);
  });
  it("rejects a limit that is not a positive integer", () => {
    for (const limit of [0, -1, 1.5, Number.NaN, Number.POSITIVE_INFINITY]) {
      expect(() => new ResultsCache(limit), String(limit)).toThrow(RangeError);
    }
  });
  it("rejects a ttl that is not positive", () => {
    expect(() => new ResultsCache(2, 0)).toThrow(RangeError);
    expect(() => new ResultsCache(2, Number.NaN)).toThrow(RangeError);
  });
  it("treats entries older than the ttl as misses and removes them", () => {
    let clock = 1000;
    const cache = new ResultsCache<number>(3, 500, () => clock);
    cache.set("a", 1);
    clock += 500;
    expect(cache.get("a")).toBe(1);
    clock += 1;
    expect(cache.get("a")).toBeUndefined();
    expect(cache.size).toBe(0);
  });
  it("counts only live entries in its size", () => {
    let clock = 0;
    const cache = new ResultsCache<number>(3, 100, () => clock);
    cache.set("a", 1);
    clock = 50;
    cache.set("b", 2);
    clock = 120;
    expect(cache.size).toBe(1);
    expect(cache.get("b")).toBe(2);
  });
  it("empties on clear", () => {
    const cache = new ResultsCache<number>(2);
    cache.set("a", 1);
    cache.clear();
    expect(cache.size).toBe(0);
    expect(cache.get("a")).toBeUndefined();
  });
});
