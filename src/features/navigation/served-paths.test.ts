import { readdirSync } from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { CODE_ROUTE_SEGMENTS, linkPath, linksToServedPage } from "./served-paths";

const contentPages = new Set(["/about-us", "/pages/complaint-handling"]);
const serves = (p: string) => contentPages.has(p);

describe("menus link only to pages the site has", () => {
  it("keeps a link to a content page only where the site's content has that page", () => {
    expect(linksToServedPage("/about-us", serves)).toBe(true);
    expect(linksToServedPage("/about-us", () => false)).toBe(false);
    expect(linksToServedPage("/about-us/", () => false)).toBe(false);
    expect(linksToServedPage("/pages/complaint-handling?x=1#top", serves)).toBe(true);
  });

  it("keeps the home page, the platform's own routes and links to other sites", () => {
    for (const href of ["/", "/finance", "/search/used-cars", "/contact", "/locations/geelong-yard", "/directory?q="])
      expect(
        linksToServedPage(href, () => false),
        href,
      ).toBe(true);
    for (const href of ["https://dealer-network.example/sell-my-car", "mailto:a@b.example", "tel:0355500100"])
      expect(
        linksToServedPage(href, () => false),
        href,
      ).toBe(true);
    expect(linksToServedPage("//elsewhere.example/x", () => false)).toBe(true);
  });

  it("reads a link's path without its query, fragment or trailing slash", () => {
    expect(linkPath("/about-us/?a=1#b")).toBe("/about-us");
    expect(linkPath("/")).toBe("/");
  });

  it("names every route folder of the site's app as a platform route", () => {
    const app = path.resolve(__dirname, "../../app/s/[site]");
    const folders = readdirSync(app, { withFileTypes: true })
      .filter((e) => e.isDirectory() && !e.name.startsWith("[") && !e.name.startsWith("("))
      .map((e) => e.name);
    expect(folders.length).toBeGreaterThan(20);
    for (const folder of folders) expect(CODE_ROUTE_SEGMENTS.has(folder), folder).toBe(true);
  });
});
