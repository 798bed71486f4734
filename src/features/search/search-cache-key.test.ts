import { describe, expect, it } from "vitest";
import { isQueryPagePath, searchQueryOf, searchQueryPath } from "./search-cache-key";

const q = (s: string) => new URLSearchParams(s);
const queryIn = (path: string | null) => searchQueryOf(path!.split("/")[2]!);

describe("search pages with a query string are cached by their URL (docs/adr/0008)", () => {
  it("moves the query into the path under /search-results, keeping the search path after it", () => {
    const path = searchQueryPath("/search/used-cars", q("make=Toyota"))!;
    expect(path).toMatch(/^\/search-results\/[A-Za-z0-9_-]+\/used-cars$/);
    expect(queryIn(path)).toBe("make=Toyota");
    expect(queryIn(searchQueryPath("/search", q("q=hilux")))).toBe("q=hilux");
  });

  it("puts parameters in name order, keeping the order of one name's values, so one search is one entry", () => {
    const a = searchQueryPath("/search/used-cars", q("price_max=30000&make=Toyota&make=Ford"));
    const b = searchQueryPath("/search/used-cars", q("make=Toyota&make=Ford&price_max=30000"));
    expect(a).toBe(b);
    expect(queryIn(a)).toBe("make=Toyota&make=Ford&price_max=30000");
  });

  it("leaves paths that are not searches alone", () => {
    expect(searchQueryPath("/cars/some-car", q("make=Toyota"))).toBeNull();
    expect(searchQueryPath("/searching", q("make=Toyota"))).toBeNull();
  });

  it("serves a search without a query from the same route, under '-' (its state survives a first filter)", () => {
    expect(searchQueryPath("/search/used-cars", q(""))).toBe("/search-results/-/used-cars");
    expect(searchQueryPath("/search", q("_rsc=abc"))).toBe("/search-results/-");
    expect(searchQueryOf("-")).toBe("");
  });

  it("ignores Next's own _rsc parameter", () => {
    expect(searchQueryPath("/search/used-cars", q("_rsc=abc"))).toBe("/search-results/-/used-cars");
    expect(queryIn(searchQueryPath("/search/used-cars", q("_rsc=abc&make=Kia")))).toBe("make=Kia");
  });

  it("keeps every character a query may carry (slashes, spaces, percent signs) in one path segment", () => {
    const path = searchQueryPath("/search", q("q=a/b c 100%25&x=%26"))!;
    expect(path.split("/")).toHaveLength(3);
    expect(new URLSearchParams(queryIn(path)).get("q")).toBe("a/b c 100%");
    expect(new URLSearchParams(queryIn(path)).get("x")).toBe("&");
  });

  it("reads nothing from a segment that is not base64url", () => {
    expect(searchQueryOf("make%3DToyota")).toBe("");
  });

  it("knows its own rewrite target, which a shopper asking for it directly does not get as a page", () => {
    expect(isQueryPagePath(searchQueryPath("/search/used-cars", q("make=Toyota"))!)).toBe(true);
    expect(isQueryPagePath(searchQueryPath("/search", q(""))!)).toBe(true);
    expect(isQueryPagePath("/search-results")).toBe(true);
    expect(isQueryPagePath("/search")).toBe(false);
    expect(isQueryPagePath("/search-results-2024")).toBe(false);
    expect(isQueryPagePath("/blog/search-results")).toBe(false);
  });
});
