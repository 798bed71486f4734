import { readdirSync } from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { loadSiteFiles } from "@/features/locations/index.server";
import { siteContent } from "@/platform/content/site-content";
import { diskTree } from "@/platform/site/site-tree";
import { FIXED_PAGES, sitePageAt, type SitePagesView } from "./site-pages";

const APP = path.resolve("src/app/s/[site]");

/** The site host's page routes on disk without a dynamic segment, as paths ("/", "/parts/search"). */
function fixedRoutesOnDisk(dir = APP, prefix = ""): string[] {
  const found: string[] = [];
  for (const entry of readdirSync(dir, { withFileTypes: true })) {
    if (entry.isFile() && entry.name === "page.tsx") found.push(prefix || "/");
    if (entry.isDirectory() && !entry.name.startsWith("[") && !entry.name.startsWith("("))
      found.push(...fixedRoutesOnDisk(path.join(dir, entry.name), `${prefix}/${entry.name}`));
  }
  return found.sort();
}

const loaded = loadSiteFiles(diskTree(path.resolve("sites")));
const view = (slug: string): SitePagesView => {
  const config = loaded.sites.find((s) => s.slug === slug)!;
  return { config, content: siteContent(loaded.content, config), dealer: loaded.dealers.get(slug) ?? null };
};

describe("which paths lead to a page of a site (the dead-link check on publish)", () => {
  it("every fixed page route of the site host is listed with the rule its page answers by", () => {
    expect(Object.keys(FIXED_PAGES).sort()).toEqual(fixedRoutesOnDisk());
  });

  it("a fixed page a site turns off is no page of that site (compare on BigBox, not on Tasman)", () => {
    expect(view("bigbox-used").config.features.compare).toBe(true);
    expect(view("tasman-caravans").config.features.compare).toBe(false);
    expect(sitePageAt("/compare", view("bigbox-used"))).toBe(true);
    expect(sitePageAt("/compare", view("tasman-caravans"))).toBe(false);
  });

  it("the site's own garage path is a page; another site's is not", () => {
    expect(sitePageAt("/mybigboxcars", view("bigbox-used"))).toBe(true);
    expect(sitePageAt("/mybigboxcars", view("harbour-toyota"))).toBe(false);
  });

  it("content pages, offers, locations and blog pages are pages while the documents have them", () => {
    const harbour = view("harbour-toyota");
    expect(sitePageAt("/pages/buyers-tips", harbour)).toBe(true);
    expect(sitePageAt("/pages/no-such-page", harbour)).toBe(false);
    const offer = harbour.content.offers[0]!;
    expect(sitePageAt(`/offers/${offer.id}`, harbour)).toBe(true);
    expect(sitePageAt("/offers/999999999", harbour)).toBe(false);
    const location = harbour.dealer!.dealerships[0]!.locations[0]!;
    expect(sitePageAt(`/contact-us/${location.slug}`, harbour)).toBe(true);
    expect(sitePageAt("/contact-us/nowhere", harbour)).toBe(false);
    expect(sitePageAt("/blog", view("southern-cross-motors"))).toBe(
      view("southern-cross-motors").content.blog !== null,
    );
  });

  it("search landing pages are pages by the search's own reading of the path; a query or fragment is not part of it", () => {
    const tasman = view("tasman-caravans");
    expect(sitePageAt("/search/used-cars?item_type=caravan", tasman)).toBe(true);
    expect(sitePageAt("/search/a/b/c", tasman)).toBe(false);
    expect(sitePageAt("/about-us#team", tasman)).toBe(true);
    expect(sitePageAt("/about-us/", tasman)).toBe(true);
  });

  it("a car's page is a page by its form (stock comes and goes), never a deeper path", () => {
    expect(sitePageAt("/cars/2021-toyota-corolla-abc123", view("harbour-toyota"))).toBe(true);
    expect(sitePageAt("/cars/a/b", view("harbour-toyota"))).toBe(false);
  });
});
