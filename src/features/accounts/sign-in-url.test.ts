import { describe, expect, it } from "vitest";
import { safeReturnPath, signInKind, signInPath } from "./sign-in-url";

describe("redirect and back are followed only to paths of the same site", () => {
  it.each([
    ["/cars/2021-toyota-rav4-abc", "/cars/2021-toyota-rav4-abc"],
    ["/search/used-cars?make=Toyota#results", "/search/used-cars?make=Toyota#results"],
    ["/my-garage", "/my-garage"],
  ])("keeps the same-site path %s", (input, expected) => {
    expect(safeReturnPath(input)).toBe(expected);
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
    "",
    "/" + "a".repeat(2001),
  ])("falls back to / for %j", (input) => {
    expect(safeReturnPath(input)).toBe("/");
  });

  it("falls back to / for a value that is not text", () => {
    expect(safeReturnPath(["/x"])).toBe("/");
    expect(safeReturnPath(undefined)).toBe("/");
  });

  it("normalises dot segments without leaving the site", () => {
    expect(safeReturnPath("/../../etc/passwd")).toBe("/etc/passwd");
  });
});

describe("the sign-in address", () => {
  it("carries the kind, redirect and back as the spec's query", () => {
    expect(signInPath({ type: "watchlist", redirect: "/cars/a?x=1", back: "/search/used-cars" })).toBe(
      "/sign-in?type=watchlist&redirect=%2Fcars%2Fa%3Fx%3D1&back=%2Fsearch%2Fused-cars",
    );
  });

  it("never carries an off-site redirect", () => {
    expect(signInPath({ type: "garage", redirect: "https://evil.example", back: "//evil.example" })).toBe(
      "/sign-in?type=garage&redirect=%2F&back=%2F",
    );
  });

  it("reads an unknown kind as a plain sign-in", () => {
    expect(signInKind("watchlist")).toBe("watchlist");
    expect(signInKind("toString")).toBe("account");
    expect(signInKind(undefined)).toBe("account");
  });
});
