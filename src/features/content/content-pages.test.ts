import path from "node:path";
import { describe, expect, it } from "vitest";
import { loadContentFiles } from "@/platform/content/content-files";
import { siteContent } from "@/platform/content/site-content";
import { loadSiteRegistry } from "@/platform/site/registry";
import { contentPageAt } from "./content-pages";
import { cardLink } from "./page-blocks";

// The demo sites' own content files: the pages their menus link must exist as data.
const dir = path.resolve("sites");
const { sites } = loadSiteRegistry(dir);
const files = loadContentFiles(dir, sites);
const contentOf = (slug: string) => {
  const site = sites.find((s) => s.slug === slug)!;
  return { site, content: siteContent(files, site) };
};
const paths = (slug: string) => contentOf(slug).content.pages.map((p) => p.path);

describe("content page lookup", () => {
  it("finds a page by its exact path only", () => {
    const { content } = contentOf("harbour-toyota");
    expect(contentPageAt(content.pages, "/warranty")?.title).toBe("Warranty Advantage");
    expect(contentPageAt(content.pages, "/Warranty")).toBeNull();
    expect(contentPageAt(content.pages, "/warranty/extra")).toBeNull();
  });

  it("gives a Toyota dealer the brand's pages and its own (about us, complaint handling)", () => {
    expect(files.problems).toEqual([]);
    expect(paths("harbour-toyota")).toEqual(
      expect.arrayContaining([
        "/warranty",
        "/roadside-assist",
        "/genuine-service",
        "/service",
        "/pages/toyota-hybrids",
        "/vehicle-parts-and-accessories",
        "/about-us",
        "/pages/handling-complaint",
        "/pages/complaint-handling-process",
      ]),
    );
  });

  it("gives Harbour Toyota every info page under /pages/ a franchise dealer has", () => {
    const listed = [
      "kinto-car-rental",
      "4x4xmore",
      "our-green-team",
      "finance",
      "buyers-tips",
      "pre-owned-benefits",
      "toyota-certified-vehicles",
      "toyota-certified-pre-owned-vehicles",
      "mytoyota-connect",
      "toyota-hybrids",
      "toyota-connected",
      "service-specials",
      "complaint-handling",
      "handling-complaint",
      "visit-us",
      "new-toyota-vehicles",
      "genuine-parts-accessories",
      "motorama-toyota-service",
      "complaint-handling-process",
    ];
    const own = paths("harbour-toyota").filter((p) => p.startsWith("/pages/"));
    for (const slug of listed) expect(own).toContain(`/pages/${slug}`);
    expect(own).toHaveLength(listed.length);
  });

  it("promises a response to a complaint within 30 days on each complaint page", () => {
    const { content } = contentOf("harbour-toyota");
    for (const path of ["/pages/complaint-handling", "/pages/handling-complaint", "/pages/complaint-handling-process"])
      expect(JSON.stringify(contentPageAt(content.pages, path)!.blocks), path).toContain("within 30 days");
  });

  it("gives the other demo sites their own pages, and none of Toyota's", () => {
    expect(paths("southern-cross-motors").sort()).toEqual([
      "/about-us",
      "/diamond-advantage",
      "/feedback",
      "/service",
      "/warranty",
    ]);
    expect(paths("tasman-caravans").sort()).toEqual(["/about-us", "/feedback"]);
  });

  it("never takes a model's override URL (the GR models' /pages/gr86 and friends)", () => {
    const { content } = contentOf("harbour-toyota");
    const overrides = content.models.flatMap((m) => (m.overrideUrl ? [m.overrideUrl] : []));
    for (const url of overrides) expect(contentPageAt(content.pages, url)).toBeNull();
  });

  it("books a Toyota service on the base domain when the site has one, else on /genuine-service", () => {
    const { site, content } = contentOf("harbour-toyota");
    const service = contentPageAt(content.pages, "/service")!;
    const cards = service.blocks.flatMap((b) => (b.type === "cards" ? b.cards : []));
    const booking = cards.find((c) => c.title === "Online Service Booking")!;
    expect(cardLink(booking, site.manufacturerBaseDomain).href).toBe(
      `https://${site.manufacturerBaseDomain}/service/booking`,
    );
    expect(cardLink(booking, null).href).toBe("/genuine-service");
  });
});
