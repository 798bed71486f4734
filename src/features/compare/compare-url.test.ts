import { describe, expect, it } from "vitest";
import { compareHref, leftOutNotes, parseCompareCars } from "./compare-url";

const A = "2021-toyota-rav4-gxl-htu10001";
const B = "2020-toyota-corolla-ascent-sport-htu10002";
const C = "2019-toyota-hilux-sr5-htu10003";
const D = "2022-toyota-camry-ascent-htu10004";
const E = "2018-toyota-yaris-ascent-htu10005";

describe("the compare URL: /compare?cars=slug-a,slug-b[,…]", () => {
  it("writes the cars in order, comma-separated", () => {
    expect(compareHref([A, B, C])).toBe(`/compare?cars=${A},${B},${C}`);
  });
  it("reads back what it writes", () => {
    expect(parseCompareCars(`${A},${B},${C}`)).toEqual({ slugs: [A, B, C], malformed: 0, overLimit: 0 });
  });
  it("drops empty entries and spaces around entries, and counts a duplicate car once", () => {
    expect(parseCompareCars(` ${A},,${B} ,${A},`)).toEqual({ slugs: [A, B], malformed: 0, overLimit: 0 });
  });
  it("drops malformed entries before any lookup, and counts them for the page's note", () => {
    const parsed = parseCompareCars(`${A},Not A Slug,<script>,${B},a\u0000b,${"x".repeat(201)}`);
    expect(parsed).toEqual({ slugs: [A, B], malformed: 4, overLimit: 0 });
  });
  it("trims a link naming more than 4 cars to its first 4, counting the rest (documented choice: not a 400)", () => {
    expect(parseCompareCars([A, B, C, D, E, A].join(","))).toEqual({ slugs: [A, B, C, D], malformed: 0, overLimit: 1 });
  });
  it("reads a repeated cars parameter as one list, and no parameter as no cars", () => {
    expect(parseCompareCars([A, `${B},${C}`]).slugs).toEqual([A, B, C]);
    expect(parseCompareCars(undefined)).toEqual({ slugs: [], malformed: 0, overLimit: 0 });
    expect(parseCompareCars("")).toEqual({ slugs: [], malformed: 0, overLimit: 0 });
  });
});

describe("notes on cars a link named but the table leaves out", () => {
  it("says nothing when every car was found", () => {
    expect(leftOutNotes(parseCompareCars(`${A},${B}`), 2)).toEqual([]);
  });
  it("counts unknown, hidden, other sites' and malformed cars as one case: not found here", () => {
    expect(leftOutNotes(parseCompareCars(`${A},${B},${C}`), 2)).toEqual([
      "1 car in this link could not be found (it may have been sold and removed, or it is not listed on this site), so it was left out.",
    ]);
    expect(leftOutNotes(parseCompareCars(`${A},${B},BAD`), 1)).toEqual([
      "2 cars in this link could not be found (they may have been sold and removed, or they are not listed on this site), so they were left out.",
    ]);
  });
  it("says how many cars beyond the 4th were left out", () => {
    expect(leftOutNotes(parseCompareCars([A, B, C, D, E].join(",")), 4)).toEqual([
      "This link names more than 4 cars: the first 4 are compared, and 1 more car was left out.",
    ]);
  });
});
