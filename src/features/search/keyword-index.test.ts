import { describe, expect, it } from "vitest";
import { KeywordIndex } from "./keyword-index";

const docs = [
  "Toyota HiLux SR5 Ute Diesel White",
  "Toyota RAV4 GXL SUV Hybrid Blue EV",
  "Mazda CX-5 Maxx SUV Petrol",
  "Kia EV6 GT-Line SUV Electric EV",
];
const rows = (mask: Uint8Array | null) => (mask ? [...mask].flatMap((m, i) => (m ? [i] : [])) : null);

describe("keyword index", () => {
  const index = new KeywordIndex(docs.length, docs);
  it("matches a word by its start, ignoring case", () => {
    expect(rows(index.match("hil"))).toEqual([0]);
    expect(rows(index.match("TOYOTA"))).toEqual([0, 1]);
  });
  it("needs every word of the query to match", () => {
    expect(rows(index.match("suv ev"))).toEqual([1, 3]);
    expect(rows(index.match("toyota suv"))).toEqual([1]);
    expect(rows(index.match("toyota electric"))).toEqual([]);
  });
  it("splits hyphenated models the same way for stock and query", () => {
    expect(rows(index.match("CX-5"))).toEqual([2]);
    expect(rows(index.match("gt-line"))).toEqual([3]);
  });
  it("gives no mask for a query without words, and no match for an unknown word", () => {
    expect(index.match("  !! ")).toBeNull();
    expect(rows(index.match("lamborghini"))).toEqual([]);
  });
});
