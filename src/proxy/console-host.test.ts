import { NextRequest } from "next/server";
import { describe, expect, it } from "vitest";
import { consoleAnswer, consolePath, isConsoleRequest } from "./console-host";

const on = (host: string, path: string, init: { method?: string; headers?: Record<string, string> } = {}) =>
  new NextRequest(`http://${host}${path}`, { ...init, headers: { host, ...init.headers } });

const rewrittenTo = (response: Response) => new URL(response.headers.get("x-middleware-rewrite")!).pathname;

describe("the console's host", () => {
  it("is the console only on CONSOLE_HOST (console.localhost by default), never on a site's host", () => {
    expect(isConsoleRequest(on("console.localhost:3000", "/"))).toBe(true);
    expect(isConsoleRequest(on("harbour-toyota.localhost:3000", "/console"))).toBe(false);
    expect(isConsoleRequest(on("localhost:3000", "/console"))).toBe(false);
  });

  it("serves every path of the console host from the console's routes, a site's path included", () => {
    expect(consolePath("/")).toBe("/console");
    expect(consolePath("/sign-in")).toBe("/console/sign-in");
    expect(rewrittenTo(consoleAnswer(on("console.localhost", "/s/harbour-toyota/cars")))).toBe(
      "/console/s/harbour-toyota/cars",
    );
  });

  it("answers with the console's strict policy and a fresh nonce, never cached nor indexed", () => {
    const first = consoleAnswer(on("console.localhost", "/"));
    const policy = first.headers.get("content-security-policy")!;
    expect(policy).toContain("frame-ancestors 'none'");
    expect(policy).toMatch(/'nonce-[A-Za-z0-9+/=]{20,}'/);
    expect(consoleAnswer(on("console.localhost", "/")).headers.get("content-security-policy")).not.toBe(policy);
    expect(first.headers.get("cache-control")).toBe("no-store");
    expect(first.headers.get("x-robots-tag")).toBe("noindex, nofollow");
    expect(first.headers.get("x-frame-options")).toBe("DENY");
  });

  it("refuses a change posted from any other origin, a dealer's site included", async () => {
    const refused = consoleAnswer(
      on("console.localhost", "/sign-in", {
        method: "POST",
        headers: { origin: "http://harbour-toyota.localhost:3000", "sec-fetch-site": "same-site" },
      }),
    );
    expect(refused.status).toBe(403);
    expect(refused.headers.get("cache-control")).toBe("no-store");
    expect(await refused.text()).toMatch(/must come from this site's own pages/);
    const own = consoleAnswer(
      on("console.localhost:3000", "/sign-in", {
        method: "POST",
        headers: { origin: "http://console.localhost:3000", "sec-fetch-site": "same-origin" },
      }),
    );
    expect(rewrittenTo(own)).toBe("/console/sign-in");
  });
});
