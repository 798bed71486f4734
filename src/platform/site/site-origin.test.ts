import { describe, expect, it } from "vitest";
import { siteOrigin } from "./site-origin";

describe("site origin", () => {
  it("prefers the site's own first domain over https", () => {
    expect(siteOrigin({ domains: ["harbour-toyota.example", "www.harbour-toyota.example"] }, "http://harbour-toyota.localhost:3000")).toBe("https://harbour-toyota.example");
  });
  it("falls back to the request's origin, or nothing", () => {
    expect(siteOrigin({ domains: [] }, "http://x.localhost:3000")).toBe("http://x.localhost:3000");
    expect(siteOrigin({ domains: [] }, null)).toBeNull();
  });
});
