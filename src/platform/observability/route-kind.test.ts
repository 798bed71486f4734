import { describe, expect, it } from "vitest";
import { routeKind } from "./route-kind";

describe("routeKind: each request counted under one of a few kinds, never by its query", () => {
  it("the console host is console whatever the path", () => {
    expect(routeKind("/leads/12", true)).toBe("console");
    expect(routeKind("/api/leads", true)).toBe("console");
  });
  it("health probes, assets, the API, search and vehicle pages have their own kinds", () => {
    expect(routeKind("/healthz", false)).toBe("health");
    expect(routeKind("/readyz", false)).toBe("health");
    expect(routeKind("/api/health", false)).toBe("health");
    expect(routeKind("/_next/static/chunks/app.js", false)).toBe("asset");
    expect(routeKind("/media/makes/toyota.svg", false)).toBe("asset");
    expect(routeKind("/favicon.ico", false)).toBe("asset");
    expect(routeKind("/api/leads", false)).toBe("api");
    expect(routeKind("/api/search", false)).toBe("api");
    expect(routeKind("/search/used-cars", false)).toBe("search");
    expect(routeKind("/cars/2021-toyota-rav4-123", false)).toBe("vehicle");
  });
  it("every other path of a dealer's site is a site page", () => {
    expect(routeKind("/", false)).toBe("site-page");
    expect(routeKind("/contact", false)).toBe("site-page");
    expect(routeKind("/searching-for-a-car", false)).toBe("site-page");
    expect(routeKind("/apiary", false)).toBe("site-page");
  });
});
