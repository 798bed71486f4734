import { describe, expect, it } from "vitest";
import {
  NAME_MAX_LENGTH,
  saveSearchPath,
  savedSearchFilters,
  savedSearchHref,
  savedSearchName,
} from "./saved-search-rules";

describe("a saved search's name", () => {
  it("is required, with a message naming the field", () => {
    for (const blank of ["", "   ", "\n\t"]) {
      const parsed = savedSearchName.safeParse(blank);
      expect(parsed.success).toBe(false);
      expect(parsed.error?.issues[0]?.message).toMatch(/^Name: /);
    }
    expect(savedSearchName.safeParse(undefined).error?.issues[0]?.message).toMatch(/^Name: /);
  });

  it("is trimmed, its inner spaces folded", () => {
    expect(savedSearchName.parse("  Family   SUV ")).toBe("Family SUV");
  });

  it(`is at most ${NAME_MAX_LENGTH} characters`, () => {
    expect(savedSearchName.safeParse("a".repeat(NAME_MAX_LENGTH)).success).toBe(true);
    const long = savedSearchName.safeParse("a".repeat(NAME_MAX_LENGTH + 1));
    expect(long.error?.issues[0]?.message).toBe(`Name: please keep it to ${NAME_MAX_LENGTH} characters or fewer`);
  });
});

describe("the filters a saved search keeps of a search URL", () => {
  it("keeps the path and the canonical query string, exactly as the canonical URL carries them", () => {
    expect(savedSearchFilters("/search/used-cars?make=Toyota&price=:30000")).toMatchObject({
      path: "/search/used-cars",
      query: "make=Toyota&price=%3A30000",
    });
  });

  it("gives one form for the same filters in another order or under another name, and leaves the page out", () => {
    const a = savedSearchFilters("/search?make=Toyota&make=Kia&categories=suv&page=3");
    const b = savedSearchFilters("/search/?body=suv&make=Kia&make=Toyota");
    expect(a?.query).toBe(b?.query);
    expect(a?.path).toBe(b?.path);
    expect(a?.state.page).toBe(1);
  });

  it("refuses anything but a search of this site with valid parameters", () => {
    for (const href of [
      "https://elsewhere.example/search",
      "//elsewhere.example/search",
      "/cars/abc",
      "/search/used-cars/extra/segment",
      "/search?colour_of_the_sky=blue",
      "/search?price=abc",
      "search",
      42,
      undefined,
      `/search?query=${"x".repeat(5000)}`,
    ])
      expect(savedSearchFilters(href)).toBeNull();
  });

  it("opens at its path with its query string, and is saved from a link carrying the whole URL", () => {
    expect(savedSearchHref({ path: "/search/suv", query: "" })).toBe("/search/suv");
    expect(savedSearchHref({ path: "/search", query: "make=Kia" })).toBe("/search?make=Kia");
    expect(saveSearchPath("/search?make=Kia")).toBe("/saved-searches/new?search=%2Fsearch%3Fmake%3DKia");
  });
});
