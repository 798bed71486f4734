import { describe, expect, it } from "vitest";
import type { ContentBlock } from "@/platform/content/content-schema";
import type { SiteModel } from "@/platform/content/site-content";
import { accessoryCards, cardLink, shownBlocks } from "./page-blocks";

const image = { url: "/media/drawings/ute/f2f2ee/side.svg", width: 640, height: 400, alt: "A ute" };
const model = (slug: string, accessoriesCount: number): SiteModel => ({
  name: slug.toUpperCase(),
  slug,
  body: "ute",
  categories: ["Utes & Vans"],
  status: "available",
  image,
  overrideUrl: null,
  accessoriesCount,
  summary: "A model.",
  keyFigures: [],
  manufacturer: { name: "Toyota", slug: "toyota" },
  path: `/models/toyota-${slug}`,
  stockModel: slug,
});

const blocks: ContentBlock[] = [
  { type: "text", paragraphs: ["Intro"] },
  { type: "accessories", heading: "Accessories by model" },
  { type: "offers", heading: "Offers" },
  { type: "form", form: "parts", heading: "Parts order form" },
];
const types = (list: ContentBlock[]) => list.map((b) => b.type);

describe("accessory cards (dealer-configuration.md §2 'Accessories list')", () => {
  it("lists only models with accessories_count above 0, each leading to /{model slug}/accessories", () => {
    expect(accessoryCards([model("hilux", 12), model("prado", 0), model("rav4", 1)])).toEqual([
      { name: "HILUX", image, href: "/hilux/accessories" },
      { name: "RAV4", image, href: "/rav4/accessories" },
    ]);
  });
});

describe("the blocks a site shows", () => {
  const on = { showAccessoriesOnParts: true, accessoryCount: 3, offerCount: 2 };
  it("shows the accessories list only when the dealer setting to show accessories on parts is on", () => {
    expect(types(shownBlocks(blocks, on))).toEqual(["text", "accessories", "offers", "form"]);
    expect(types(shownBlocks(blocks, { ...on, showAccessoriesOnParts: false }))).toEqual(["text", "offers", "form"]);
  });
  it("leaves out an accessories list with no models and an offers list with no current offers", () => {
    expect(types(shownBlocks(blocks, { ...on, accessoryCount: 0, offerCount: 0 }))).toEqual(["text", "form"]);
  });
});

describe("card links", () => {
  const booking = { href: "/genuine-service", baseDomainPath: "/service/booking" };
  it("goes to the base domain's booking page when the site has a manufacturer base domain", () => {
    expect(cardLink(booking, "harbour.dealer-network.example")).toEqual({
      href: "https://harbour.dealer-network.example/service/booking",
      external: true,
    });
  });
  it("falls back to the site's own route without a base domain, or without a baseDomainPath", () => {
    expect(cardLink(booking, null)).toEqual({ href: "/genuine-service", external: false });
    expect(cardLink({ href: "/warranty" }, "harbour.dealer-network.example")).toEqual({
      href: "/warranty",
      external: false,
    });
  });
});
