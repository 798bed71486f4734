import { describe, expect, it } from "vitest";
import { siteUnavailable } from "./site-unavailable";

describe("a refused site's answer", () => {
  it("is a page saying the site is unavailable, never cached, naming no file or reason", () => {
    const { headers, body } = siteUnavailable("/search/used-cars");
    expect(headers).toMatchObject({ "Content-Type": "text/html; charset=utf-8", "Cache-Control": "no-store" });
    expect(body).toContain("<h1>This site is not available right now</h1>");
    expect(body).toContain('<html lang="en">');
    expect(body).not.toMatch(/\.json|sites\//);
  });

  it("is the platform's JSON error on an API path", () => {
    const { headers, body } = siteUnavailable("/api/search");
    expect(headers["Content-Type"]).toBe("application/json");
    expect(JSON.parse(body)).toEqual({
      error: { code: "site_unavailable", message: "This site is not available right now." },
    });
  });
});
