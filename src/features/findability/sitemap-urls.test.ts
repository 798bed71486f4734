import { describe, expect, it } from "vitest";
import { landingPaths, sitemapUrls, type SitemapVehicle } from "./sitemap-urls";

const origin = "https://harbour-toyota.example";
const car = (over: Partial<SitemapVehicle> = {}): SitemapVehicle => ({
  slug: "2024-toyota-rav4-gx-abc123",
  updatedAt: new Date("2026-11-20T01:00:00Z"),
  carType: "used",
  makeSlug: "toyota",
  modelSlug: "rav4",
  body: "suv",
  ...over,
});

describe("sitemap URLs (home, landing pages, listed vehicles, content pages)", () => {
  it("lists the search landing pages the stock fills: all, by type, make, make/model and body", () => {
    const paths = landingPaths(
      [
        car(),
        car({ slug: "b", carType: "new", modelSlug: "hilux", body: "ute" }),
        car({ slug: "c", makeSlug: "mazda", modelSlug: "cx-5", body: null }),
      ],
      ["new", "used", "demo"],
    );
    expect(paths).toEqual([
      "/search",
      "/search/new-cars",
      "/search/used-cars",
      "/search/mazda",
      "/search/toyota",
      "/search/mazda/cx-5",
      "/search/toyota/hilux",
      "/search/toyota/rav4",
      "/search/suv",
      "/search/ute",
    ]);
  });

  it("leaves out a car type with no stock and one the site does not sell", () => {
    expect(landingPaths([car({ carType: "demo" })], ["new", "used"])).not.toContain("/search/demo-cars");
    expect(landingPaths([car()], ["new", "used"])).not.toContain("/search/new-cars");
  });

  it("leaves out a make whose slug the search route reads as something else", () => {
    const paths = landingPaths([car({ makeSlug: "used-cars", modelSlug: "x" })], ["used"]);
    expect(paths.filter((p) => p.startsWith("/search/used-cars"))).toEqual(["/search/used-cars"]);
  });

  it("puts every URL on the site's own origin and gives lastmod only from a car's updated_at", () => {
    const urls = sitemapUrls({
      origin: `${origin}/`,
      pages: [{ path: "/about-us" }, { path: "/blog/news/launch", lastmod: new Date("2026-10-01T00:00:00Z") }],
      vehicles: [car()],
      carTypes: ["used"],
    });
    expect(urls.every((u) => u.loc.startsWith(`${origin}/`))).toBe(true);
    expect(urls[0]).toEqual({ loc: `${origin}/` });
    expect(urls.find((u) => u.loc === `${origin}/about-us`)).toEqual({ loc: `${origin}/about-us` });
    expect(urls.find((u) => u.loc.endsWith("/search/toyota/rav4"))).toEqual({ loc: `${origin}/search/toyota/rav4` });
    expect(urls.find((u) => u.loc.includes("/cars/"))).toEqual({
      loc: `${origin}/cars/2024-toyota-rav4-gx-abc123`,
      lastmod: new Date("2026-11-20T01:00:00Z"),
    });
  });

  it("never lists another host, however a page path is written", () => {
    const urls = sitemapUrls({
      origin,
      pages: [
        { path: "//evil.example/x" },
        { path: "https://other.example/" },
        { path: "/\\evil.example" },
        { path: "/search/toyota?car_type=new" },
      ],
      vehicles: [],
      carTypes: ["used"],
    });
    expect(urls.map((u) => u.loc)).toEqual([`${origin}/`, `${origin}/search`]);
  });

  it("lists each path once", () => {
    const urls = sitemapUrls({
      origin,
      pages: [{ path: "/locations/fremantle" }, { path: "/locations/fremantle" }, { path: "/" }],
      vehicles: [car(), car()],
      carTypes: ["used"],
    });
    const locs = urls.map((u) => u.loc);
    expect(new Set(locs).size).toBe(locs.length);
  });

  it("lists only the cars it is given (the listed stock): a sold car that left the site is not there", () => {
    const urls = sitemapUrls({ origin, pages: [], vehicles: [car({ slug: "listed" })], carTypes: ["used"] });
    expect(urls.filter((u) => u.loc.includes("/cars/")).map((u) => u.loc)).toEqual([`${origin}/cars/listed`]);
  });
});
