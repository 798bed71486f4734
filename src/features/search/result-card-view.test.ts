/**
 * The result card's view: the server
 * works out every rule and sends the card only the strings it shows, so the page's payload stays small.
 */
import path from "node:path";
import { createElement } from "react";
import { renderToStaticMarkup } from "react-dom/server";
import { describe, expect, it } from "vitest";
import { sampleVehicle } from "@/features/vehicle/testing/sample-vehicle";
import type { SearchHit } from "@/features/vehicle";
import { demoSite, toyotaFinance } from "@/features/compare/testing/sample-compare-car";
import { loadSiteRegistry } from "@/platform/site/registry";
import { sitesAsServed } from "@/platform/site/deposit-features";
import { SIMILAR_PROMPT } from "./card-rules";
import { resultCardView } from "./result-card-view";
import { ResultCard } from "./components/ResultCard";

const NOW = new Date("2026-11-23T00:00:00Z");
const hit = (over: Partial<SearchHit> = {}): SearchHit => ({
  ...sampleVehicle({ financeLenders: toyotaFinance() }),
  createdAt: "2026-11-01T00:00:00.000Z",
  priceDroppedAt: null,
  locationName: "Harbour Toyota Fremantle",
  dealerGroup: null,
  beingReserved: false,
  ...over,
});
const harbour = demoSite("harbour-toyota");
const allSites = loadSiteRegistry(path.resolve("sites")).sites;

describe("a result card's view", () => {
  it("tags a car whose price dropped in the site's last 14 days 'Price Drop' only on a site that asks (BigBox)", () => {
    const dropped = hit({
      certified: false,
      priceDroppedAt: "2026-11-20T00:00:00.000Z",
      createdAt: "2026-10-01T00:00:00.000Z",
    });
    expect(resultCardView(dropped, demoSite("bigbox-used"), NOW).tag).toEqual({
      kind: "price-drop",
      label: "Price Drop",
    });
    expect(resultCardView(dropped, demoSite("southern-cross-motors"), NOW).tag).toBeNull();
    const old = hit({
      certified: false,
      priceDroppedAt: "2026-11-08T00:00:00.000Z",
      createdAt: "2026-10-01T00:00:00.000Z",
    });
    expect(resultCardView(old, demoSite("bigbox-used"), NOW).tag).toBeNull();
  });
  it("names the car, its price and its finance estimate as the card prints them", () => {
    const view = resultCardView(hit(), harbour, NOW);
    expect(view.title).toBe("2021 Toyota RAV4 GXL AXAH54R");
    expect(view.price).toMatch(/^\$\d{1,3}(,\d{3})*$/);
    expect(view.finance).toEqual({ amount: "$189", per: "week", rate: "6.99", comparison: "7.49" });
    expect(view.facts.prompt).toBe(false);
  });

  it("says 'Arriving soon, please enquire for photos' on a coming-soon car without photos where the site asks for it", () => {
    const arriving = hit({ status: "coming_soon", primaryImageUrl: "/media/drawings/suv/ffffff/side.svg" });
    const asks = demoSite("bigbox-used");
    expect(asks.stock.arrivingSoonNotice).toBe(true);
    const view = resultCardView(arriving, asks, NOW);
    expect(view.photoNotice).toBe("Arriving soon, please enquire for photos");
    expect(renderToStaticMarkup(createElement(ResultCard, { view }))).toContain(
      "Arriving soon, please enquire for photos",
    );
    expect(resultCardView(arriving, harbour, NOW).photoNotice).toBeNull();
    expect(resultCardView(hit({ status: "coming_soon" }), asks, NOW).photoNotice).toBeNull();
  });

  it("a car that cannot be sold: no finance, no actions but the way to a similar one", () => {
    const view = resultCardView(hit({ status: "sold" }), harbour, NOW);
    expect(view.finance).toBeNull();
    expect(view.facts).toEqual({ text: SIMILAR_PROMPT, prompt: true });
    expect(view.buttons.map((b) => b.label)).toEqual(["Find Me Something Similar"]);
  });

  it("shows a certified-used car's programme logo at seven eighths of the badge's size", () => {
    const view = resultCardView(hit({ certified: true, carType: "used", simpleFuel: "Petrol" }), harbour, NOW);
    expect(view.tag).toMatchObject({ kind: "logo", alt: "Toyota Certified Pre-Owned" });
    const card = renderToStaticMarkup(createElement(ResultCard, { view }));
    expect(card).toMatch(
      /<img src="\/media\/certified\/toyota.svg" alt="Toyota Certified Pre-Owned" width="147" height="42"/,
    );
  });

  it("carries the watchlist toggle and the compare toggle only where the site has them", () => {
    const withBoth = resultCardView(hit(), harbour, NOW);
    expect(withBoth.save).toMatchObject({ mode: "account", id: 42 });
    expect(withBoth.compare).toBe(true);
    const southern = demoSite("southern-cross-motors");
    expect(southern.features.compare).toBe(false);
    expect(resultCardView(hit(), southern, NOW).compare).toBe(false);
    const noFavourites = { ...harbour, features: { ...harbour.features, favourites: false } };
    expect(resultCardView(hit(), noFavourites, NOW).save).toBeNull();
  });

  it("labels 'Reserve Car Now' with the site's deposit as its fee", () => {
    const card = (config: typeof harbour) =>
      renderToStaticMarkup(createElement(ResultCard, { view: resultCardView(hit(), config, NOW) }));
    expect(card(harbour)).toMatch(/>Reserve Car Now <span class="card-fee">\$200<\/span>/);
    const dearer = { ...harbour, reserve: { ...harbour.reserve, depositAmount: 500 } };
    expect(card(dearer)).toMatch(/>Reserve Car Now <span class="card-fee">\$500<\/span>/);
  });

  it("says the car is being reserved, not a 'Reserve Car Now' link, while another hold waits for its deposit", () => {
    const view = resultCardView(hit({ beingReserved: true }), harbour, NOW);
    expect(view.buttons.map((b) => [b.label, b.href])).toEqual([
      ["This car is being reserved right now", null],
      ["details", "/cars/2021-toyota-rav4-gxl-htu10001"],
    ]);
    const card = renderToStaticMarkup(createElement(ResultCard, { view }));
    expect(card).toContain('<p class="card-button note">This car is being reserved right now</p>');
    expect(card).not.toContain("/checkout");
  });

  it("offers no reserving on any site's card where the platform cannot take a deposit", () => {
    const served = sitesAsServed(allSites, false);
    for (const config of served) {
      for (const car of [hit(), hit({ beingReserved: true })]) {
        const buttons = resultCardView(car, config, NOW).buttons;
        expect(buttons.filter((b) => b.href === null || /checkout|buy-online/.test(b.href))).toEqual([]);
      }
    }
    // ... while the same sites, able to take one, do offer it where they show the button.
    const offering = sitesAsServed(allSites, true).filter((c) => c.search.resultButtons === "reserve-details");
    expect(offering.length).toBeGreaterThan(0);
    for (const config of offering)
      expect(resultCardView(hit(), config, NOW).buttons.map((b) => b.label)).toContain("Reserve Car Now");
  });

  it("is a few hundred bytes of strings, not the card's markup", () => {
    expect(JSON.stringify(resultCardView(hit(), harbour, NOW)).length).toBeLessThan(900);
  });
});
