import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { pathWithQuery, sameSitePath } from "./same-site-path";

const SITE = "https://harbour-toyota.example";

describe("a redirect, back or from value is followed only to a path of the same site", () => {
  it.each([
    ["/cars/2021-toyota-rav4-abc", "/cars/2021-toyota-rav4-abc"],
    ["/search/used-cars?make=Toyota#results", "/search/used-cars?make=Toyota#results"],
    ["/my-garage", "/my-garage"],
    ["/reservations/12?key=abc&cancelled=1", "/reservations/12?key=abc&cancelled=1"],
  ])("keeps the same-site path %s", (input, expected) => {
    expect(sameSitePath(input, SITE)).toBe(expected);
  });

  it.each([
    "https://evil.example/phish",
    "//evil.example/phish",
    "/\\evil.example",
    "\\\\evil.example",
    "javascript:alert(1)",
    "cars/relative",
    "/cars/\u0000x",
    "/a\nb",
    "/\t/evil.example",
    "",
    "/" + "a".repeat(2001),
    // Survive a text check as a path, but are another origin once a browser resolves them.
    "/.//evil.example",
    "/./\\evil.example",
    "/a/..//evil.example",
    "/%2F%2Fevil.example",
    "/%2f/evil.example",
    "/%5C%5Cevil.example",
    "/%5c/evil.example",
    "/%252F%252Fevil.example",
    "/%09/evil.example",
    "/%",
  ])("falls back to / for %j", (input) => {
    expect(sameSitePath(input, SITE)).toBe("/");
  });

  it("falls back to / for a value that is not text", () => {
    expect(sameSitePath(["/x"], SITE)).toBe("/");
    expect(sameSitePath(undefined, SITE)).toBe("/");
    expect(sameSitePath(null)).toBe("/");
  });

  it("normalises dot segments without leaving the site", () => {
    expect(sameSitePath("/../../etc/passwd", SITE)).toBe("/etc/passwd");
  });

  it("decides the same without the site's origin as with it", () => {
    for (const value of ["/.//evil.example", "/cars/a?x=1", "/%2F%2Fx"]) {
      expect(sameSitePath(value)).toBe(sameSitePath(value, SITE));
    }
  });
});

/** Pieces an attacker combines: separators, dot segments, encodings of / and \, hosts, schemes, controls. */
const PIECES = [
  "/",
  "//",
  "\\",
  ".",
  "..",
  "./",
  "../",
  "%2F",
  "%2f",
  "%5C",
  "%5c",
  "%252F",
  "%2e",
  "%2E%2E",
  "%09",
  "%0a",
  "\t",
  "\n",
  " ",
  "@",
  ":",
  "?",
  "#",
  "&",
  "=",
  "evil.example",
  "cars",
  "a",
  "http:",
  "https:",
  "javascript:",
  "%",
  "%%",
  "%00",
  "\u3002",
  "\uff0f",
  "\u2215",
];
const attack = fc.array(fc.constantFrom(...PIECES), { maxLength: 10 }).map((parts) => parts.join(""));
const segment = fc.stringMatching(/^[a-z0-9-]{1,12}$/);
const plainPath = fc
  .tuple(fc.array(segment, { minLength: 1, maxLength: 5 }), fc.option(fc.stringMatching(/^[a-z]{1,5}=[a-z0-9]{0,5}$/)))
  .map(([segments, query]) => `/${segments.join("/")}${query ? `?${query}` : ""}`);

function staysOnSite(path: string): boolean {
  // A browser resolves the Location against whatever page the shopper is on.
  for (const page of [`${SITE}/`, `${SITE}/sign-in?type=garage`, `${SITE}/a/b/c`]) {
    if (new URL(path, page).origin !== SITE) return false;
  }
  const pathname = new URL(path, SITE).pathname;
  return path.startsWith("/") && !/^[/\\]{2}/.test(path) && !/^[/\\]{2}/.test(decodeURIComponent(pathname));
}

describe("property: whatever is asked for, the answer stays on the site", () => {
  it("never answers a path that resolves to another origin, and answers its own answer unchanged", () => {
    fc.assert(
      fc.property(
        fc.oneof(
          attack,
          attack.map((a) => `/${a}`),
          fc.string({ maxLength: 40 }),
        ),
        (input) => {
          const path = sameSitePath(input, SITE);
          expect(staysOnSite(path)).toBe(true);
          expect(sameSitePath(path, SITE)).toBe(path);
        },
      ),
      { numRuns: 5000, seed: 20261128 },
    );
  });

  it("keeps an ordinary path of the site as it is", () => {
    fc.assert(
      fc.property(plainPath, (path) => {
        expect(sameSitePath(path, SITE)).toBe(path);
      }),
      { numRuns: 1000, seed: 20261128 },
    );
  });
});

describe("back to where the shopper was, with the outcome in the query", () => {
  it("adds the outcome to a path with or without a query and keeps or replaces the fragment", () => {
    expect(pathWithQuery("/my-garage", { cancelled: "1" })).toBe("/my-garage?cancelled=1");
    expect(pathWithQuery("/reservations/4?key=k#top", { cancelled: "0" })).toBe(
      "/reservations/4?key=k&cancelled=0#top",
    );
    expect(pathWithQuery("/my-garage?x=1", { delete: "unconfirmed" }, "account")).toBe(
      "/my-garage?x=1&delete=unconfirmed#account",
    );
  });

  it("never leaves the site, whatever path it is given", () => {
    expect(pathWithQuery("/.//evil.example", { cancelled: "1" })).toBe("/?cancelled=1");
  });
});
