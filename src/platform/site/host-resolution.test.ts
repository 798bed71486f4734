import { describe, expect, it } from "vitest";
import { buildHostTable, hostnameOf, isConsoleHost, resolveSiteSlug } from "./host-resolution";

const table = buildHostTable(
  [
    { slug: "harbour-toyota", domains: ["harbour-toyota.example"] },
    { slug: "bigbox-used", domains: ["bigboxcars.example", "www.bigbox.example"] },
  ],
  "harbour-toyota",
);

describe("host resolution", () => {
  it("resolves {slug}.localhost on any port to that site", () => {
    expect(resolveSiteSlug("bigbox-used.localhost:3000", table)).toBe("bigbox-used");
    expect(resolveSiteSlug("harbour-toyota.localhost", table)).toBe("harbour-toyota");
    expect(resolveSiteSlug("BIGBOX-USED.LOCALHOST:3100", table)).toBe("bigbox-used");
  });
  it("resolves a site's own domains, with or without www.", () => {
    expect(resolveSiteSlug("bigboxcars.example", table)).toBe("bigbox-used");
    expect(resolveSiteSlug("www.bigboxcars.example", table)).toBe("bigbox-used");
    expect(resolveSiteSlug("www.bigbox.example:443", table)).toBe("bigbox-used");
    expect(resolveSiteSlug("harbour-toyota.example.", table)).toBe("harbour-toyota");
  });
  it("serves DEFAULT_SITE on a bare localhost or loopback address", () => {
    expect(resolveSiteSlug("localhost:3000", table)).toBe("harbour-toyota");
    expect(resolveSiteSlug("127.0.0.1:3000", table)).toBe("harbour-toyota");
    expect(resolveSiteSlug("[::1]:3000", table)).toBe("harbour-toyota");
  });
  it("gives no site for an unknown host, never another dealer's site", () => {
    expect(resolveSiteSlug("unknown.localhost:3000", table)).toBeNull();
    expect(resolveSiteSlug("evil.example", table)).toBeNull();
    expect(resolveSiteSlug("harbour-toyota.example.evil.example", table)).toBeNull();
    expect(resolveSiteSlug("a.bigbox-used.localhost", table)).toBeNull();
    expect(resolveSiteSlug("", table)).toBeNull();
    expect(resolveSiteSlug(null, table)).toBeNull();
  });
  it("gives no site on bare localhost when DEFAULT_SITE names no configured site", () => {
    const noDefault = buildHostTable([{ slug: "a", domains: [] }], "missing");
    expect(resolveSiteSlug("localhost", noDefault)).toBeNull();
  });
  it("strips the port and lower-cases the host", () => {
    expect(hostnameOf("Example.COM:8080")).toBe("example.com");
    expect(hostnameOf("[::1]:3000")).toBe("[::1]");
  });

  it("knows the console's host on any port and in any case, and no other host as the console", () => {
    expect(isConsoleHost("console.localhost:3000", "console.localhost")).toBe(true);
    expect(isConsoleHost("CONSOLE.localhost", "console.localhost")).toBe(true);
    expect(isConsoleHost("harbour-toyota.localhost", "console.localhost")).toBe(false);
    expect(isConsoleHost("console.localhost.evil.example", "console.localhost")).toBe(false);
    expect(isConsoleHost("localhost", "console.localhost")).toBe(false);
    expect(isConsoleHost(null, "console.localhost")).toBe(false);
  });
});
