import { describe, expect, it } from "vitest";
import { filesToEvict, needsTouch, TOUCH_AFTER_MS, type CachedFile } from "./cache-budget";

const file = (name: string, bytes: number, lastUsedMs: number): CachedFile => ({ file: name, bytes, lastUsedMs });

describe("the image cache's disk budget (IMAGE_CACHE_MB)", () => {
  it("deletes nothing while the files fit the budget, up to exactly the budget", () => {
    expect(filesToEvict([file("a", 400, 1), file("b", 600, 2)], 1000)).toEqual([]);
    expect(filesToEvict([], 0)).toEqual([]);
  });

  it("past the budget, deletes the least recently used first until at most nine tenths of it is left", () => {
    const files = [file("new", 300, 30), file("oldest", 300, 10), file("middle", 300, 20), file("newest", 300, 40)];
    // 1,200 bytes against 1,000: down to 900 takes one file, the oldest.
    expect(filesToEvict(files, 1000)).toEqual(["oldest"]);
    // Against 700: down to 630 takes two, oldest first; the two most recently used stay.
    expect(filesToEvict(files, 700)).toEqual(["oldest", "middle"]);
  });

  it("does not reorder the caller's list", () => {
    const files = [file("b", 10, 2), file("a", 10, 1)];
    filesToEvict(files, 5);
    expect(files.map((f) => f.file)).toEqual(["b", "a"]);
  });

  it("refreshes a hit's time at most hourly", () => {
    expect(needsTouch(0, TOUCH_AFTER_MS)).toBe(false);
    expect(needsTouch(0, TOUCH_AFTER_MS + 1)).toBe(true);
  });
});
