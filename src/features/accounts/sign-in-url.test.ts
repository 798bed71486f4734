import { describe, expect, it } from "vitest";
import { signInKind, signInPath } from "./sign-in-url";

describe("the sign-in address", () => {
  it("carries the kind, redirect and back as the spec's query", () => {
    expect(signInPath({ type: "watchlist", redirect: "/cars/a?x=1", back: "/search/used-cars" })).toBe(
      "/sign-in?type=watchlist&redirect=%2Fcars%2Fa%3Fx%3D1&back=%2Fsearch%2Fused-cars",
    );
  });

  it("never carries an off-site redirect, even one that is a path until a browser resolves it", () => {
    expect(signInPath({ type: "garage", redirect: "/.//evil.example", back: "/%2F%2Fevil.example" })).toBe(
      "/sign-in?type=garage&redirect=%2F&back=%2F",
    );
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
