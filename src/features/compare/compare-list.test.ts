import { describe, expect, it } from "vitest";
import {
  addToCompare,
  canCompare,
  COMPARE_FULL_MESSAGE,
  COMPARE_MAX,
  parseStoredCompare,
  removeFromCompare,
} from "./compare-list";

const slugs = (n: number) => Array.from({ length: n }, (_, i) => `2021-toyota-rav4-gx-htu1000${i}`);

describe("the compare list", () => {
  it("holds at most 4 cars", () => {
    expect(COMPARE_MAX).toBe(4);
    let list: string[] = [];
    for (const slug of slugs(4)) {
      const added = addToCompare(list, slug);
      expect(added.ok).toBe(true);
      list = added.list;
    }
    expect(list).toEqual(slugs(4));
  });
  it("refuses a 5th car with a clear message and keeps the list as it was", () => {
    const full = slugs(4);
    const added = addToCompare(full, "2019-toyota-hilux-sr-htu20001");
    expect(added).toEqual({ ok: false, list: full, message: COMPARE_FULL_MESSAGE });
    expect(COMPARE_FULL_MESSAGE).toBe("You can compare up to 4 cars. Remove one to add another.");
  });
  it("keeps cars in the order they were chosen, and a car chosen again counts once", () => {
    const [a, b] = slugs(2) as [string, string];
    expect(addToCompare([a], b)).toEqual({ ok: true, list: [a, b] });
    expect(addToCompare([a, b], a)).toEqual({ ok: true, list: [a, b] });
    // Already in a full list: nothing to refuse.
    expect(addToCompare(slugs(4), slugs(4)[2]!).ok).toBe(true);
  });
  it("removes a car, leaving the others in order", () => {
    const [a, b, c] = slugs(3) as [string, string, string];
    expect(removeFromCompare([a, b, c], b)).toEqual([a, c]);
    expect(removeFromCompare([a], "not-in-the-list")).toEqual([a]);
  });
  it("needs at least 2 cars to compare", () => {
    expect(canCompare([])).toBe(false);
    expect(canCompare(slugs(1))).toBe(false);
    expect(canCompare(slugs(2))).toBe(true);
    expect(canCompare(slugs(4))).toBe(true);
  });
  it("does not change the list it is given", () => {
    const list = slugs(2);
    addToCompare(list, "2020-kia-cerato-s-k1");
    removeFromCompare(list, list[0]!);
    expect(list).toEqual(slugs(2));
  });
});

describe("the stored compare list (device storage is the shopper's to edit)", () => {
  it("reads back what was stored", () => {
    expect(parseStoredCompare(JSON.stringify(slugs(3)))).toEqual(slugs(3));
  });
  it("starts afresh from nothing, bad JSON, a non-array, or any entry that is not a car slug", () => {
    for (const json of [null, "", "{", '{"a":1}', "42", '["ok-slug", 7]', '["Not A Slug"]', '["a\\u0000b"]'])
      expect(parseStoredCompare(json), String(json)).toEqual([]);
  });
  it("counts a repeated car once and keeps only the first 4", () => {
    const [a, b] = slugs(2) as [string, string];
    expect(parseStoredCompare(JSON.stringify([a, a, b]))).toEqual([a, b]);
    expect(parseStoredCompare(JSON.stringify(slugs(6)))).toEqual(slugs(4));
  });
});
