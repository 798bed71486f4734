import { describe, expect, it } from "vitest";
import { searchQueryPath } from "./search-cache-key";

const q = (s: string) => new URLSearchParams(s);

describe("search pages with a query string are cached by their URL (docs/adr/0008)", () => {
  it("moves the query into the path under /search-results, keeping the search path after it", () => {
    expect(searchQueryPath("/search/used-cars", q("make=Toyota"))).toBe("/search-results/make%3DToyota/used-cars");
    expect(searchQueryPath("/search", q("q=hilux"))).toBe("/search-results/q%3Dhilux");
  });

  it("puts parameters in name order, keeping the order of one name's values, so one search is one entry", () => {
    const a = searchQueryPath("/search/used-cars", q("price_max=30000&make=Toyota&make=Ford"));
    const b = searchQueryPath("/search/used-cars", q("make=Toyota&make=Ford&price_max=30000"));
    expect(a).toBe(b);
    expect(decodeURIComponent(a!)).toContain("make=Toyota&make=Ford&price_max=30000");
  });

  it("leaves paths that are not searches, and searches without a query, alone", () => {
    expect(searchQueryPath("/cars/some-car", q("make=Toyota"))).toBeNull();
    expect(searchQueryPath("/searching", q("make=Toyota"))).toBeNull();
    expect(searchQueryPath("/search/used-cars", q(""))).toBeNull();
  });

  it("ignores Next's own _rsc parameter", () => {
    expect(searchQueryPath("/search/used-cars", q("_rsc=abc"))).toBeNull();
    expect(searchQueryPath("/search/used-cars", q("_rsc=abc&make=Kia"))).toBe("/search-results/make%3DKia/used-cars");
  });

  it("keeps characters a query may carry, encoded so the segment is one path segment", () => {
    const path = searchQueryPath("/search", q("q=a/b c&x=%26"))!;
    expect(path.split("/")).toHaveLength(3);
    expect(new URLSearchParams(decodeURIComponent(path.split("/")[2]!)).get("q")).toBe("a/b c");
  });
});
