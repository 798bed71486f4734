import { describe, expect, it } from "vitest";
import { keywordTsQuery } from "./keyword-query";

describe("keyword search query", () => {
  it("matches every word by prefix", () => {
    expect(keywordTsQuery("Toyota hil")).toBe("toyota:* & hil:*");
    expect(keywordTsQuery("EV")).toBe("ev:*");
  });
  it("drops punctuation so input cannot form tsquery syntax", () => {
    expect(keywordTsQuery("ev & !suv | (x):* <-> 'y'")).toBe("ev:* & suv:* & x:* & y:*");
    expect(keywordTsQuery("  !!  ")).toBeNull();
    expect(keywordTsQuery("CX-5")).toBe("cx:* & 5:*");
  });
  it("keeps at most eight words", () => {
    expect(keywordTsQuery("a b c d e f g h i j")!.split(" & ")).toHaveLength(8);
  });
});

describe("search words", () => {
  it("lower-cases and splits at anything but letters and digits, the same for stock and queries", async () => {
    const { searchWords, keywordWords } = await import("./keyword-query");
    expect(searchWords("Toyota HiLux SR5 (4x4) Double-Cab")).toEqual([
      "toyota",
      "hilux",
      "sr5",
      "4x4",
      "double",
      "cab",
    ]);
    expect(keywordWords("  Hi-Lux! ")).toEqual(["hi", "lux"]);
    expect(searchWords("Yamaha Ténéré 700")).toEqual(["yamaha", "tenere", "700"]);
  });
});
