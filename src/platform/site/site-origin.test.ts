import { describe, expect, it } from "vitest";
import { requestOrigin, siteOrigin, siteOriginFromConsole } from "./site-origin";

describe("site origin", () => {
  it("prefers the site's own first domain over https", () => {
    expect(
      siteOrigin(
        { domains: ["harbour-toyota.example", "www.harbour-toyota.example"] },
        "http://harbour-toyota.localhost:3000",
      ),
    ).toBe("https://harbour-toyota.example");
  });
  it("falls back to the request's origin, or nothing", () => {
    expect(siteOrigin({ domains: [] }, "http://x.localhost:3000")).toBe("http://x.localhost:3000");
    expect(siteOrigin({ domains: [] }, null)).toBeNull();
  });
});

describe("requestOrigin", () => {
  it("is the request's host over the protocol the proxy in front reports", () => {
    expect(requestOrigin(new Headers({ host: "harbour-toyota.localhost:3000" }))).toBe(
      "http://harbour-toyota.localhost:3000",
    );
    expect(requestOrigin(new Headers({ host: "cars.example", "x-forwarded-proto": "https, http" }))).toBe(
      "https://cars.example",
    );
  });

  it("takes nothing but http or https from X-Forwarded-Proto, and is null without a host", () => {
    expect(requestOrigin(new Headers({ host: "cars.example", "x-forwarded-proto": "javascript" }))).toBe(
      "http://cars.example",
    );
    expect(requestOrigin(new Headers())).toBeNull();
  });
});

describe("the site's origin from the console", () => {
  const site = { slug: "bigbox-used", domains: ["bigboxcars.example"] };
  it("is the site's development host on the console's scheme and port in development", () => {
    expect(siteOriginFromConsole(site, "console.localhost:3800", false)).toBe("http://bigbox-used.localhost:3800");
    expect(siteOriginFromConsole(site, "console.localhost", true)).toBe("https://bigbox-used.localhost");
  });
  it("is the site's own domain over https from a live console, and nowhere without one", () => {
    expect(siteOriginFromConsole(site, "console.forecourt.example", true)).toBe("https://bigboxcars.example");
    expect(siteOriginFromConsole({ ...site, domains: [] }, "console.forecourt.example", true)).toBeNull();
    expect(siteOriginFromConsole({ ...site, domains: [] }, null, true)).toBeNull();
  });
});
