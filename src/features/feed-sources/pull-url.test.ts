import { describe, expect, it } from "vitest";
import { pullUrlProblem, redirectAllowed, shownUrl } from "./pull-url";

describe("a pull source's address", () => {
  it("must be https; plain http only to this machine and only when the setting allows it", () => {
    expect(pullUrlProblem("https://dms.example/feed.csv", { allowLoopbackHttp: false })).toBeNull();
    expect(pullUrlProblem("http://dms.example/feed.csv", { allowLoopbackHttp: true })).toMatch(/https/);
    expect(pullUrlProblem("http://127.0.0.1:8080/feed.csv", { allowLoopbackHttp: false })).toMatch(/https/);
    expect(pullUrlProblem("http://127.0.0.1:8080/feed.csv", { allowLoopbackHttp: true })).toBeNull();
    expect(pullUrlProblem("ftp://dms.example/f", { allowLoopbackHttp: true })).toMatch(/https/);
    expect(pullUrlProblem("not a url", { allowLoopbackHttp: true })).toMatch(/web address/);
  });
  it("carries no user name or password", () => {
    expect(pullUrlProblem("https://me:secret@dms.example/f", { allowLoopbackHttp: false })).toMatch(/password/);
  });
  it("follows a redirect only to the same host", () => {
    const rules = { allowLoopbackHttp: false };
    expect(redirectAllowed(new URL("https://a.example/x"), new URL("https://a.example/y"), rules)).toBe(true);
    expect(redirectAllowed(new URL("https://a.example/x"), new URL("https://b.example/y"), rules)).toBe(false);
    expect(redirectAllowed(new URL("https://a.example/x"), new URL("http://a.example/y"), rules)).toBe(false);
  });
  it("is shown back without its query (it may carry the dealer's token)", () => {
    expect(shownUrl("https://dms.example/feed.csv?token=s3cret")).toBe("https://dms.example/feed.csv?…");
  });
});
