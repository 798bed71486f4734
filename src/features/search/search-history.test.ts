import { describe, expect, it } from "vitest";
import { addToHistory, parseHistory, type HistoryEntry } from "./search-history";

const entry = (n: number): HistoryEntry => ({ label: `Search ${n}`, path: `/search?q=${n}` });

describe("search history", () => {
  it("adds a search to the front", () => {
    expect(addToHistory([entry(1)], entry(2))).toEqual([entry(2), entry(1)]);
  });
  it("moves an entry with the same path to the front instead of repeating it", () => {
    const renamed = { label: "Toyota RAV4", path: entry(1).path };
    expect(addToHistory([entry(2), entry(1), entry(3)], renamed)).toEqual([renamed, entry(2), entry(3)]);
  });
  it("keeps the last 5 searches", () => {
    const full = [5, 4, 3, 2, 1].map(entry);
    expect(addToHistory(full, entry(6))).toEqual([6, 5, 4, 3, 2].map(entry));
  });
  it("does not change the history it was given", () => {
    const history = Object.freeze([entry(1)]);
    addToHistory(history, entry(2));
    expect(history).toEqual([entry(1)]);
  });
  it("reads stored history", () => {
    expect(parseHistory(JSON.stringify([entry(2), entry(1)]))).toEqual([entry(2), entry(1)]);
    expect(parseHistory(JSON.stringify([{ label: "Cars", path: "/cars/used?make=Toyota" }]))).toEqual([
      { label: "Cars", path: "/cars/used?make=Toyota" },
    ]);
  });
  it("reads nothing stored as an empty history", () => {
    expect(parseHistory(null)).toEqual([]);
  });
  it("reads malformed storage as an empty history", () => {
    for (const json of [
      "",
      "not json",
      "{}",
      "null",
      "42",
      '"/search"',
      "[null]",
      '[{"label":1,"path":"/search"}]',
      '[{"label":"x"}]',
    ]) {
      expect(parseHistory(json), json).toEqual([]);
    }
  });
  it("rejects paths that could leave the site", () => {
    for (const path of [
      "//evil.example",
      "/\\evil.example",
      "/\n/evil.example",
      "/\t/evil.example",
      "https://evil.example/search",
      "javascript:alert(1)",
      "search",
    ]) {
      expect(parseHistory(JSON.stringify([{ label: "x", path }])), path).toEqual([]);
    }
  });
  it("drops stray fields, duplicates and entries beyond 5 from storage", () => {
    const stored = [{ ...entry(1), extra: true }, entry(1), entry(2), entry(3), entry(4), entry(5), entry(6)];
    expect(parseHistory(JSON.stringify(stored))).toEqual([1, 2, 3, 4, 5].map(entry));
  });
});
