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
