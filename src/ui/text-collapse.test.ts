import { describe, expect, it } from "vitest";
import { COLLAPSE_THRESHOLD, truncateText } from "./text-collapse";

const words = (n: number) => Array.from({ length: n }, (_, i) => `word${i}`).join(" ");

describe("text collapse (threshold 200 characters)", () => {
  it("collapses text over 200 characters by default, and none at or under it", () => {
    expect(COLLAPSE_THRESHOLD).toBe(200);
    expect(truncateText("a".repeat(200))).toBeNull();
    expect(truncateText("a".repeat(201))).toHaveLength(200);
  });
  it("does not cut text at or under the limit", () => {
    expect(truncateText("a".repeat(160), 160)).toBeNull();
    expect(truncateText("short", 160)).toBeNull();
    expect(truncateText(`  ${"a".repeat(160)}  `, 160)).toBeNull();
  });
  it("cuts text over the limit to at most the limit, ellipsis included", () => {
    for (const limit of [160, 200]) {
      const long = words(80);
      const cut = truncateText(long, limit)!;
      expect(cut.length).toBeLessThanOrEqual(limit);
      expect(cut.endsWith("…")).toBe(true);
    }
    expect(truncateText("a".repeat(161), 160)!.length).toBe(160);
  });
  it("cuts at a word boundary, never inside a word", () => {
    const cut = truncateText(words(80), 160)!;
    const kept = cut.slice(0, -1).split(" ");
    expect(words(80).startsWith(cut.slice(0, -1))).toBe(true);
    expect(kept.at(-1)).toMatch(/^word\d+$/);
    expect(words(80).split(" ")).toContain(kept.at(-1));
  });
  it("leaves no dangling punctuation before the ellipsis", () => {
    const text = `${"x".repeat(150)}, moreover words after the comma`;
    expect(truncateText(text, 160)).toBe(`${"x".repeat(150)}…`);
  });
});
