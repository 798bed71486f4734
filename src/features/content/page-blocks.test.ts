import { describe, expect, it } from "vitest";
import type { ContentBlock } from "@/platform/content/content-schema";
import type { SiteModel } from "@/platform/content/site-content";
import { accessoryCards, cardLink, headerLine, shownBlocks } from "./page-blocks";

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

describe("accessory cards", () => {
  it("lists only models with accessories_count above 0, each leading to /{model slug}/accessories", () => {
    expect(accessoryCards([model("hilux", 12), model("prado", 0), model("rav4", 1)])).toEqual([
      { name: "HILUX", image, href: "/hilux/accessories" },
      { name: "RAV4", image, href: "/rav4/accessories" },
    ]);
  });
});

describe("the blocks a site shows", () => {
  const on = {
    showAccessoriesOnParts: true,
    accessoryCount: 3,
    offerCount: 2,
    loanBannerUrl: null,
    quoteUrl: null,
    baseDomain: null,
    tradeInRoutes: ["/trade-in"],
  };
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

describe("blocks shown only if their link exists", () => {
  const ctx = {
    showAccessoriesOnParts: true,
    accessoryCount: 0,
    offerCount: 0,
    loanBannerUrl: null,
    quoteUrl: null,
    baseDomain: null,
    tradeInRoutes: [] as string[],
  };
  const finance: ContentBlock[] = [
    { type: "access-loan-banner" },
    { type: "finance-quote-button" },
    { type: "access-loan-button", baseDomainPath: "/finance" },
    { type: "header-line" },
  ];

  it("the Toyota access loan banner shows only if a link exists for the dealership (site setting or block field)", () => {
    expect(types(shownBlocks(finance, ctx))).not.toContain("access-loan-banner");
    expect(types(shownBlocks(finance, { ...ctx, loanBannerUrl: "https://finance.example/r" }))).toContain(
      "access-loan-banner",
    );
    expect(types(shownBlocks([{ type: "access-loan-banner", href: "https://finance.example/r" }], ctx))).toEqual([
      "access-loan-banner",
    ]);
  });

  it("the pre-owned finance 'GET A QUOTE' button shows only if a link exists for the dealership", () => {
    expect(types(shownBlocks(finance, ctx))).not.toContain("finance-quote-button");
    expect(types(shownBlocks(finance, { ...ctx, quoteUrl: "https://finance.example/q" }))).toContain(
      "finance-quote-button",
    );
  });

  it("the access loan 'Get A Quote' button shows only if the dealer has a base domain", () => {
    expect(types(shownBlocks(finance, ctx))).not.toContain("access-loan-button");
    expect(types(shownBlocks(finance, { ...ctx, baseDomain: "harbour.dealer-network.example" }))).toContain(
      "access-loan-button",
    );
  });

  it("the header line shows only where its button leads somewhere", () => {
    expect(types(shownBlocks(finance, ctx))).not.toContain("header-line");
    expect(types(shownBlocks(finance, { ...ctx, tradeInRoutes: ["/trade-in"] }))).toContain("header-line");
    expect(types(shownBlocks([{ type: "header-line", href: "/contact" }], ctx))).toEqual(["header-line"]);
  });
});

describe("the header line", () => {
  it("defaults to the spec's text and 'Click Here To Sell', linking to /sell-your-car where the site serves it", () => {
    expect(headerLine({ type: "header-line" }, ["/trade-in", "/sell-your-car"])).toEqual({
      text: "We Would Love To Buy Your Vehicle. Get $$$ For Your Car Today!",
      button: "Click Here To Sell",
      href: "/sell-your-car",
    });
  });
  it("links to the site's first trade-in route where /sell-your-car is not served", () => {
    expect(headerLine({ type: "header-line" }, ["/trade-in", "/sell-my-car"])?.href).toBe("/trade-in");
  });
  it("keeps the block's own text, button and link", () => {
    expect(
      headerLine({ type: "header-line", text: "Top dollar", button: "Value my car", href: "/sell-my-car" }, []),
    ).toEqual({ text: "Top dollar", button: "Value my car", href: "/sell-my-car" });
  });
  it("has nowhere to link on a site that serves no trade-in route", () => {
    expect(headerLine({ type: "header-line" }, [])).toBeNull();
  });
});
