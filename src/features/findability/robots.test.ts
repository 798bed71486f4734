import { describe, expect, it } from "vitest";
import { robotsTxt } from "./robots";

const parse = (text: string) => text.split("\n").filter(Boolean);

describe("robots.txt (robots per site)", () => {
  it("names the site's sitemap on its own origin", () => {
    const text = robotsTxt({ origin: "https://harbour-toyota.example/", gatedPaths: [] });
    expect(parse(text)).toContain("Sitemap: https://harbour-toyota.example/sitemap.xml");
    expect(text.match(/Sitemap:/g)).toHaveLength(1);
  });

  it("disallows the API, sign-in, checkout, success and print, not the search's filtered URLs (they say noindex)", () => {
    const lines = parse(robotsTxt({ origin: "https://a.example", gatedPaths: [] }));
    for (const path of ["/api/", "/sign-in", "/cars/*/checkout", "/checkout-journey", "/success", "/print"])
      expect(lines).toContain(`Disallow: ${path}`);
    expect(lines[0]).toBe("User-agent: *");
    // The landing pages and cars stay crawlable.
    expect(lines.filter((l) => l.includes("/search"))).toEqual([]);
    expect(lines).not.toContain("Disallow: /cars/");
  });

  it("disallows the site's gated paths (the garage) once each, and nothing malformed", () => {
    const lines = parse(
      robotsTxt({
        origin: "https://a.example",
        gatedPaths: ["/my-garage", "/mybigboxcars", "/my-garage", "/", "bad path", "/x\nSitemap: y"],
      }),
    );
    expect(lines.filter((l) => l === "Disallow: /my-garage")).toHaveLength(1);
    expect(lines).toContain("Disallow: /mybigboxcars");
    expect(lines).not.toContain("Disallow: /");
    expect(lines.filter((l) => l.startsWith("Sitemap:"))).toEqual(["Sitemap: https://a.example/sitemap.xml"]);
  });
});
