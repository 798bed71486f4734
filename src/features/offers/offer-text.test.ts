import { describe, expect, it } from "vitest";
import { DESCRIPTION_LIMIT, DISCLAIMER_LIMIT, offerEndDate, paragraphs, truncateText } from "./offer-text";

const words = (n: number) => Array.from({ length: n }, (_, i) => `word${i}`).join(" ");

describe("offer text truncation (dealer-configuration.md §9: description 160, disclaimer 200)", () => {
  it("uses the spec's limits", () => {
    expect([DESCRIPTION_LIMIT, DISCLAIMER_LIMIT]).toEqual([160, 200]);
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

describe("offer description paragraphs (blank lines separate them)", () => {
  it("splits on blank lines and drops empty ones", () => {
    expect(paragraphs("One.\n\nTwo\nstill two.\n \n\nThree.")).toEqual(["One.", "Two\nstill two.", "Three."]);
    expect(paragraphs("")).toEqual([]);
  });
});

describe("offer end date in the site's time zone", () => {
  it("names the day as the site's shoppers read it", () => {
    // 24 July 2025 23:59:59 +10:00 is still 24 July in Brisbane but 24 July 21:59 in Perth.
    expect(offerEndDate("2025-07-24T23:59:59+10:00", "Australia/Brisbane")).toBe("24 July 2025");
    expect(offerEndDate("2025-07-24T23:59:59+10:00", "Australia/Perth")).toBe("24 July 2025");
    // Midnight at the start of 1 August in Sydney is still 31 July in Perth.
    expect(offerEndDate("2025-08-01T00:00:00+10:00", "Australia/Perth")).toBe("31 July 2025");
  });
});
